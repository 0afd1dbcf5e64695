// One migrated database per test run, made before the first test file: a database of its own per
// file then starts from a copy, in about a second on PGlite (where an empty cluster's initdb and the
// migrations take some seven, 2 cores) and a tenth of one on PostgreSQL (the migrations: two).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dumpPglite } from '../../src/db/backup/pglite-backup.ts';
import { openDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { openScratchDatabase, type ScratchDatabase } from '../../src/db/scratch-database.ts';

export interface PgliteTemplate {
  /** A DATA_DIR holding the migrated database: copy its `pglite` folder into a new DATA_DIR. */
  dataDir: string;
  /** The same database as PGlite's archive, for openDatabase's `loadDataDir` (in memory), if asked for. */
  archive?: string;
  dispose(): Promise<void>;
}

/** `archive: false`: the folder alone (servers copy it; only in-memory databases read the archive). */
export async function makePgliteTemplate({ archive = true } = {}): Promise<PgliteTemplate> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ibc-pglite-template-'));
  const database = await openDatabase({ dataDir, thread: 'main' });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  const dispose = () => rm(dataDir, { recursive: true, force: true });
  if (!archive) return { dataDir, dispose };
  // Not compressed: each file's database reads it again, and unzipping would cost it a second.
  const archivePath = path.join(dataDir, 'migrated.tar');
  await dumpPglite(dataDir, archivePath, 'none');
  return { dataDir, archive: archivePath, dispose };
}

/** A migrated PostgreSQL database beside `adminUrl`'s, to copy (openScratchDatabase's `template`). */
export async function makePostgresTemplate(adminUrl: string): Promise<ScratchDatabase & { name: string }> {
  const template = await openScratchDatabase({ adminUrl, prefix: 'ibc_template', poolSize: 1 });
  try {
    await runMigrations(template);
  } finally {
    // A database is copied only while nobody is connected to it.
    await template.close();
  }
  return template;
}
