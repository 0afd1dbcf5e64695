// `npm run backup` and `npm run restore`: one backup is a folder named by its UTC time, holding the
// database's archive (pg_dump's custom format, or PGlite's data folder) and manifest.json, which says
// what the database held (tables' row counts and digests, files' SHA-256). A restore checks the
// archive against the manifest, restores it, and compares what it restored with the manifest.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openScratchDatabase } from '../scratch-database.ts';
import { compareSummaries, type DatabaseSummary, type Manifest } from './manifest.ts';
import { dumpPglite, restorePglite } from './pglite-backup.ts';
import { dumpPostgres, restorePostgres } from './postgres-backup.ts';

/** The database of DATABASE_URL, or the embedded one in DATA_DIR. */
export type BackupSource = { url: string } | { dataDir: string };

const MANIFEST = 'manifest.json';
const ARCHIVES = { postgres: 'database.pgdump', pglite: 'pglite-data.tar.gz' } as const;
/** ibc-2026-11-29T164502Z: sorts by time, and says when at a glance. */
const FOLDER = /^ibc-\d{4}-\d{2}-\d{2}T\d{6}Z$/;

const folderName = (at: Date) =>
  `ibc-${at
    .toISOString()
    .replace(/:/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Backs up the database into a new folder under `backupDir`; the folder appears only once complete. */
export async function makeBackup(
  source: BackupSource,
  backupDir: string,
  now = new Date(),
): Promise<{ folder: string; manifest: Manifest }> {
  const folder = path.join(backupDir, folderName(now));
  const partial = `${folder}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  try {
    const driver = 'url' in source ? 'postgres' : 'pglite';
    const archive = path.join(partial, ARCHIVES[driver]);
    const summary =
      'url' in source ? await dumpPostgres(source.url, archive) : await dumpPglite(source.dataDir, archive);
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      driver,
      archive: {
        name: ARCHIVES[driver],
        bytes: fs.statSync(archive).size,
        sha256: await sha256File(archive),
      },
      ...summary,
    };
    fs.writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(partial, folder);
    return { folder, manifest };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Removes all but the newest `keep` complete backups in `backupDir`; returns the folders removed. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const backups = fs
    .readdirSync(backupDir)
    .filter((name) => FOLDER.test(name))
    .sort()
    .reverse();
  const removed = backups.slice(keep).map((name) => path.join(backupDir, name));
  for (const folder of removed) fs.rmSync(folder, { recursive: true, force: true });
  return removed;
}

/** The backup's manifest, once its archive is checked to be the one the manifest describes. */
export async function readBackup(folder: string): Promise<{ manifest: Manifest; archive: string }> {
  const file = path.join(folder, MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${folder} is not a backup: it has no ${MANIFEST}.`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`${file} is of a format this version cannot read.`);
  const archive = path.join(folder, manifest.archive.name);
  if (!fs.existsSync(archive)) throw new Error(`The backup's archive ${archive} is missing.`);
  if ((await sha256File(archive)) !== manifest.archive.sha256) {
    throw new Error(`The backup's archive ${archive} is damaged: its SHA-256 is not the manifest's.`);
  }
  return { manifest, archive };
}

export interface RestoreResult {
  manifest: Manifest;
  restored: DatabaseSummary;
  /** Empty when every table and file is as the manifest recorded. */
  differences: string[];
}

/** Restores the backup in `folder` into the target database (of the backup's kind) and compares. */
export async function restoreBackup(
  folder: string,
  target: BackupSource,
  options: { force: boolean; log: (line: string) => void },
): Promise<RestoreResult> {
  const { manifest, archive } = await readBackup(folder);
  let restored: DatabaseSummary;
  if (manifest.driver === 'postgres') {
    if (!('url' in target)) {
      throw new Error('This is a PostgreSQL backup: set DATABASE_URL to the database to restore it into.');
    }
    restored = await restorePostgres(archive, target.url, options);
  } else {
    if (!('dataDir' in target)) {
      throw new Error('This is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR.');
    }
    restored = await restorePglite(archive, target.dataDir, options);
  }
  return { manifest, restored, differences: compareSummaries(manifest, restored) };
}

/**
 * Restores the backup into a scratch database that is removed afterwards (a new database on the
 * server of `serverUrl` for a PostgreSQL backup, a temporary folder for the embedded one) and compares.
 */
export async function checkBackup(folder: string, serverUrl: string | undefined): Promise<RestoreResult> {
  const { manifest } = await readBackup(folder);
  const options = { force: false, log: () => undefined };
  if (manifest.driver === 'postgres') {
    if (!serverUrl) {
      throw new Error(
        'Set DATABASE_URL to a PostgreSQL server: the check restores into a new database there and drops it.',
      );
    }
    const scratch = await openScratchDatabase({
      adminUrl: serverUrl,
      prefix: 'ibc_backup_check',
      poolSize: 1,
    });
    try {
      return await restoreBackup(folder, { url: scratch.url }, options);
    } finally {
      await scratch.dispose();
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ibc-backup-check-'));
  try {
    return await restoreBackup(folder, { dataDir }, options);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
