// The backup round trip an operator relies on: back up a database with data and stored files (in
// the database, and one in an S3 bucket), restore it into a fresh one, and find every table and every
// file as they were. On the embedded database always, on PostgreSQL with TEST_DATABASE_URL.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createVehicle,
  insertReferenceData,
  resetFixtureCache,
} from '../../../test/helpers/fixtures.ts';
import { loadEnv } from '../../config/env.ts';
import { createFileStore, objectKey, sha256Hex } from '../../lib/file-store.ts';
import { fileStorageFromEnv, type ObjectStore } from '../../lib/object-store.ts';
import { startS3Server, type TestS3Server } from '../../../test/helpers/s3-server.ts';
import { openDatabase, queryRows, type Database } from '../client.ts';
import { acquireDataDirLock } from '../pglite-launch.ts';
import { runMigrations } from '../migrate.ts';
import { openScratchDatabase } from '../scratch-database.ts';
import { checkBackup, makeBackup, pruneBackups, restoreBackup } from './backup.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ibc-backup-test-'));
const log = () => undefined;

let s3: TestS3Server;
let objects: ObjectStore;
beforeAll(async () => {
  s3 = await startS3Server();
  objects = fileStorageFromEnv(loadEnv({ ...s3.env, FILE_STORAGE: 's3' })).objects!;
});
afterAll(() => s3.close());

const inBucket = (sha256: string) => ({ sha256, isPublic: false });

/** Seeds a few rows and three files, the last in the bucket; returns that one's SHA-256. */
async function seed(database: Database): Promise<string> {
  resetFixtureCache();
  await runMigrations(database);
  await insertReferenceData(database.db);
  await createMember(database.db);
  await createVehicle(database.db);
  const store = createFileStore(database.db);
  await store.put({ bytes: randomBytes(4096), contentType: 'image/jpeg', use: 'vehicle-photo' });
  await store.put({ bytes: 'a payment proof', contentType: 'application/pdf', use: 'payment-proof' });
  const bucket = createFileStore(database.db, { writeTo: 's3', objects });
  const held = await bucket.put({
    bytes: randomBytes(2048),
    contentType: 'application/pdf',
    use: 'payment-proof',
  });
  return held.sha256;
}

/** Each table of the public schema as one digest of its rows' text, read independently of the backup. */
async function tableContents(database: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const contents: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ rows: number; digest: string | null }>(
      database.db,
      sql.raw(
        `select count(*)::int as rows, md5(string_agg(t::text, '' order by t::text)) as digest from "${name}" t`,
      ),
    );
    contents[name] = `${row?.rows}:${row?.digest}`;
  }
  return contents;
}

/** Every stored file by its name, with the SHA-256 of its bytes computed here. */
async function fileHashes(database: Database): Promise<Record<string, string>> {
  const rows = await queryRows<{ sha256: string; bytes: Buffer }>(
    database.db,
    sql`select sha256, bytes from files where bytes is not null`,
  );
  return Object.fromEntries(
    rows.map((row) => [row.sha256, createHash('sha256').update(row.bytes).digest('hex')]),
  );
}

describe('backup and restore [pglite]', () => {
  const backupDir = tmp();
  const sourceDir = tmp();
  let folder: string;
  let expectedTables: Record<string, string>;
  let expectedFiles: Record<string, string>;
  let held: string;

  beforeAll(async () => {
    const source = await openDatabase({ dataDir: sourceDir, thread: 'main' });
    try {
      held = await seed(source);
      expectedTables = await tableContents(source);
      expectedFiles = await fileHashes(source);
    } finally {
      await source.close();
    }
    ({ folder } = await makeBackup({ dataDir: sourceDir }, backupDir, { objects }));
  });

  afterAll(() => {
    for (const dir of [backupDir, sourceDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('restores into a fresh DATA_DIR every table and file as they were', async () => {
    const target = tmp();
    try {
      // The bucket lost the file it held: the restore puts the backup's copy back.
      await objects.remove([objectKey(inBucket(held))]);
      const result = await restoreBackup(folder, { dataDir: target }, { force: false, log, objects });
      expect(result.differences).toEqual([]);
      expect(result.manifest.files).toHaveLength(3);
      expect(result.manifest.objects).toEqual([held]);
      expect(result.objectsRestored).toBe(1);
      expect(sha256Hex((await objects.get(objectKey(inBucket(held))))!)).toBe(held);
      const restored = await openDatabase({ dataDir: target, thread: 'main' });
      try {
        expect(await tableContents(restored)).toEqual(expectedTables);
        expect(await fileHashes(restored)).toEqual(expectedFiles);
        expect(Object.entries(await fileHashes(restored)).every(([name, hash]) => name === hash)).toBe(true);
      } finally {
        await restored.close();
      }
      // Over a database that is there: refused, unless forced (the old one is kept aside).
      await expect(
        restoreBackup(folder, { dataDir: target }, { force: false, log, objects }),
      ).rejects.toThrow(/already holds a database.*--force/);
      const forced = await restoreBackup(folder, { dataDir: target }, { force: true, log, objects });
      expect(forced.differences).toEqual([]);
      expect(forced.objectsRestored).toBe(0);
      expect(fs.readdirSync(target).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });

  it('checks a backup by restoring it into a scratch folder', async () => {
    const result = await checkBackup(folder, undefined);
    expect(result.differences).toEqual([]);
    expect(result.restored.tables['public.vehicles']?.rows).toBe(1);
  });

  it('refuses a damaged archive before restoring anything', async () => {
    const damaged = path.join(backupDir, 'damaged');
    fs.cpSync(folder, damaged, { recursive: true });
    fs.appendFileSync(path.join(damaged, 'pglite-data.tar.gz'), 'x');
    const target = tmp();
    try {
      await expect(
        restoreBackup(damaged, { dataDir: target }, { force: false, log, objects }),
      ).rejects.toThrow(/damaged/);
      // Files of the bucket in the backup, and no bucket to put them back into: refused too.
      await expect(restoreBackup(folder, { dataDir: target }, { force: false, log })).rejects.toThrow(
        /S3_BUCKET/,
      );
      expect(fs.existsSync(path.join(target, 'pglite'))).toBe(false);
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });

  it('says to stop the server when it holds the embedded database', async () => {
    const release = acquireDataDirLock(sourceDir);
    try {
      // The lock names this process as its owner; another process's server is refused the same way.
      fs.writeFileSync(
        path.join(sourceDir, 'pglite.lock'),
        JSON.stringify({ pid: process.ppid, hostname: os.hostname(), startedAt: '' }),
      );
      await expect(makeBackup({ dataDir: sourceDir }, backupDir)).rejects.toThrow(/server is stopped/);
    } finally {
      fs.rmSync(path.join(sourceDir, 'pglite.lock'), { force: true });
      release();
    }
  });

  it('keeps only the newest backups asked for', async () => {
    const dir = tmp();
    try {
      for (const name of ['ibc-2026-01-01T000000Z', 'ibc-2026-01-02T000000Z', 'ibc-2026-01-03T000000Z']) {
        fs.mkdirSync(path.join(dir, name));
      }
      expect(pruneBackups(dir, 2)).toEqual([path.join(dir, 'ibc-2026-01-01T000000Z')]);
      expect(fs.readdirSync(dir).sort()).toEqual(['ibc-2026-01-02T000000Z', 'ibc-2026-01-03T000000Z']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore [postgres]', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  // Made in the hook, not when the file is read: a run without PostgreSQL leaves no folder behind.
  let backupDir: string;
  beforeAll(() => {
    backupDir = tmp();
  });
  const scratch: { dispose(): Promise<void> }[] = [];
  const open = async () => {
    const database = await openScratchDatabase({ adminUrl, prefix: 'ibc_test_backup', poolSize: 2 });
    scratch.push(database);
    return database;
  };

  afterAll(async () => {
    await Promise.all(scratch.map((database) => database.dispose()));
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it('restores into a fresh database every table and file as they were, and checks a backup', async () => {
    const source = await open();
    await seed(source);
    const { folder, manifest } = await makeBackup({ url: source.url }, backupDir, { objects });
    expect(manifest.archive.name).toBe('database.pgdump');

    const target = await open();
    const result = await restoreBackup(folder, { url: target.url }, { force: false, log, objects });
    expect(result.differences).toEqual([]);
    expect(await tableContents(target)).toEqual(await tableContents(source));
    expect(await fileHashes(target)).toEqual(await fileHashes(source));

    await expect(restoreBackup(folder, { url: target.url }, { force: false, log, objects })).rejects.toThrow(
      /already has \d+ tables.*--force/,
    );
    // Forced over a database whose data changed since: the backup's rows come back.
    await target.db.execute(sql`delete from vehicles`);
    const forced = await restoreBackup(folder, { url: target.url }, { force: true, log, objects });
    expect(forced.differences).toEqual([]);

    expect((await checkBackup(folder, adminUrl)).differences).toEqual([]);
  });
});
