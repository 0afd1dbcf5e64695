// The embedded database's backup: PGlite's own archive of its data folder (dumpDataDir, a gzipped
// tar), restored by PGlite into an empty folder (loadDataDir). PostgreSQL's pg_dump cannot read it:
// PGlite is a newer PostgreSQL than the machine's client tools, and serves one process only.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from '../pglite-launch.ts';
import { summarizeDatabase, type DatabaseSummary } from './manifest.ts';

const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');
const hasDatabase = (dataDir: string) => fs.existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'));

/** Runs `work` on the data folder's PGlite, holding DATA_DIR's lock (the server must not be running). */
async function withPglite<T>(
  dataDir: string,
  loadDataDir: Blob | undefined,
  work: (client: PGlite) => Promise<T>,
): Promise<T> {
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\nThe embedded database is backed up and restored while the server is stopped: stop it, run the command again, then start it. (With PostgreSQL, DATABASE_URL, backups run while the server serves.)`,
      { cause: error },
    );
  }
  try {
    const [{ PGlite }, { pg_trgm }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
    ]);
    const client = await PGlite.create({
      dataDir: pgliteFolder(dataDir),
      extensions: { pg_trgm },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    try {
      return await work(client);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

const runQuery = (client: PGlite) => async (text: string) =>
  (await client.query<Record<string, unknown>>(text)).rows;

/**
 * Writes DATA_DIR's database to `archive` and returns what it holds. Gzipped unless `compression`
 * is 'none' (a copy read again at once on this machine: the tests' template).
 */
export async function dumpPglite(
  dataDir: string,
  archive: string,
  compression: 'gzip' | 'none' = 'gzip',
): Promise<DatabaseSummary> {
  if (!hasDatabase(dataDir)) throw new Error(`There is no embedded database in ${dataDir} to back up.`);
  return withPglite(dataDir, undefined, async (client) => {
    // Flushed to the data files first: the archive then needs no recovery when it is opened.
    await client.exec('checkpoint');
    const summary = await summarizeDatabase(runQuery(client));
    const tarball = await client.dumpDataDir(compression);
    await pipeline(Readable.fromWeb(tarball.stream()), fs.createWriteStream(archive));
    return summary;
  });
}

/**
 * Restores `archive` as DATA_DIR's database and returns what the restored database holds. A
 * database already there is refused, or with `force` kept beside it under another name.
 */
export async function restorePglite(
  archive: string,
  dataDir: string,
  options: { force: boolean; log: (line: string) => void },
): Promise<DatabaseSummary> {
  if (hasDatabase(dataDir)) {
    if (!options.force) {
      throw new Error(
        `${dataDir} already holds a database. Restore into an empty DATA_DIR, or add --force to set the current one aside (it is kept, renamed).`,
      );
    }
    const aside = `${pgliteFolder(dataDir)}.before-restore-${Date.now()}`;
    fs.renameSync(pgliteFolder(dataDir), aside);
    options.log(`The database that was in ${dataDir} is kept in ${aside}.`);
  }
  const tarball = await fs.openAsBlob(archive);
  return withPglite(dataDir, tarball, (client) => summarizeDatabase(runQuery(client)));
}
