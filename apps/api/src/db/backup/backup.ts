// `npm run backup` and `npm run restore`: one backup is a folder named by its UTC time, holding the
// database's archive (pg_dump's custom format, or PGlite's data folder), the bytes of the files held
// in the object store (FILE_STORAGE=s3) in files/, and manifest.json, which says what the database held
// (tables' row counts and digests, files' SHA-256). A restore checks the archive and files against the
// manifest, restores them, and compares what it restored with the manifest.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { objectCacheControl, objectKey, readObject } from '../../lib/file-store.ts';
import type { ObjectStore } from '../../lib/object-store.ts';
import { openScratchDatabase } from '../scratch-database.ts';
import { compareSummaries, type DatabaseSummary, type Manifest } from './manifest.ts';
import { dumpPglite, restorePglite } from './pglite-backup.ts';
import { dumpPostgres, restorePostgres } from './postgres-backup.ts';

/** The database of DATABASE_URL, or the embedded one in DATA_DIR. */
export type BackupSource = { url: string } | { dataDir: string };

const MANIFEST = 'manifest.json';
const OBJECTS = 'files';
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
  options: { objects?: ObjectStore; now?: Date } = {},
): Promise<{ folder: string; manifest: Manifest; missingObjects: string[] }> {
  const now = options.now ?? new Date();
  const folder = path.join(backupDir, folderName(now));
  const partial = `${folder}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  try {
    const driver = 'url' in source ? 'postgres' : 'pglite';
    const archive = path.join(partial, ARCHIVES[driver]);
    const summary =
      'url' in source ? await dumpPostgres(source.url, archive) : await dumpPglite(source.dataDir, archive);
    const { copied, missing } = await copyObjects(summary, path.join(partial, OBJECTS), options.objects);
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      driver,
      archive: {
        name: ARCHIVES[driver],
        bytes: fs.statSync(archive).size,
        sha256: await sha256File(archive),
      },
      objects: copied,
      ...summary,
    };
    fs.writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(partial, folder);
    return { folder, manifest, missingObjects: missing };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Copies the bytes of the files the object store holds into `folder`, each checked against its name.
 * Objects are never rewritten, so a copy made after the database's snapshot is the snapshot's; one the
 * unused-file cleanup removed meanwhile is reported missing (nothing in the backup uses it).
 */
async function copyObjects(
  summary: DatabaseSummary,
  folder: string,
  objects: ObjectStore | undefined,
): Promise<{ copied: string[]; missing: string[] }> {
  const held = summary.files.filter((file) => !file.inDatabase);
  if (held.length === 0) return { copied: [], missing: [] };
  if (!objects) {
    throw new Error(
      `${held.length} files are held in the S3 bucket: set S3_BUCKET (and S3_*) so the backup copies them.`,
    );
  }
  fs.mkdirSync(folder, { recursive: true });
  const copied: string[] = [];
  const missing: string[] = [];
  for (const file of held) {
    try {
      fs.writeFileSync(path.join(folder, file.sha256), await readObject(objects, file));
      copied.push(file.sha256);
    } catch {
      missing.push(file.sha256);
    }
  }
  return { copied, missing };
}

/** Puts back into the bucket the backup's copies of the files it lacks; returns how many. */
async function putBackObjects(folder: string, manifest: Manifest, objects: ObjectStore): Promise<number> {
  const copied = new Set(manifest.objects);
  let put = 0;
  for (const file of manifest.files.filter((entry) => copied.has(entry.sha256))) {
    const key = objectKey(file);
    if (await objects.get(key)) continue;
    await objects.put(key, fs.readFileSync(path.join(folder, OBJECTS, file.sha256)), {
      contentType: file.contentType,
      cacheControl: objectCacheControl(file.isPublic),
    });
    put += 1;
  }
  return put;
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
  for (const sha256 of manifest.objects) {
    const file = path.join(folder, OBJECTS, sha256);
    if (!fs.existsSync(file) || (await sha256File(file)) !== sha256) {
      throw new Error(`The backup's copy of the file ${sha256} is missing or damaged.`);
    }
  }
  return { manifest, archive };
}

export interface RestoreResult {
  manifest: Manifest;
  restored: DatabaseSummary;
  /** Empty when every table and file is as the manifest recorded. */
  differences: string[];
  /** Files the backup held for the object store that it put back into the bucket (which lacked them). */
  objectsRestored: number;
}

/** Restores the backup in `folder` into the target database (of the backup's kind) and compares. */
export async function restoreBackup(
  folder: string,
  target: BackupSource,
  options: {
    force: boolean;
    log: (line: string) => void;
    /** The bucket to put the backup's copies of S3-held files back into; 'checked only' for a check. */
    objects?: ObjectStore | 'checked only';
  },
): Promise<RestoreResult> {
  const { manifest, archive } = await readBackup(folder);
  const { objects } = options;
  if (manifest.objects.length > 0 && objects === undefined) {
    throw new Error(
      `The backup holds ${manifest.objects.length} files of the S3 bucket: set S3_BUCKET (and S3_*) to the bucket to put them back into.`,
    );
  }
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
  const objectsRestored =
    objects === undefined || objects === 'checked only' ? 0 : await putBackObjects(folder, manifest, objects);
  return { manifest, restored, differences: compareSummaries(manifest, restored), objectsRestored };
}

/**
 * Restores the backup into a scratch database that is removed afterwards (a new database on the
 * server of `serverUrl` for a PostgreSQL backup, a temporary folder for the embedded one) and compares.
 */
export async function checkBackup(folder: string, serverUrl: string | undefined): Promise<RestoreResult> {
  const { manifest } = await readBackup(folder);
  // The backup's copies of S3-held files were checked by readBackup; the bucket is left alone.
  const options = { force: false, log: () => undefined, objects: 'checked only' as const };
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
