import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { queryRows, type Database, type Db } from './client.ts';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Any constant key, the same in every instance: the session-level advisory lock of migrating. */
const MIGRATION_LOCK = 727_100_001;

/** Applies the checked-in SQL migrations (apps/api/drizzle; a test passes a folder) not yet applied. */
export async function runMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  // Every start but the first finds nothing to do: two reads say so, where Drizzle's migrator reads
  // and hashes every file and runs five statements (two of them DDL) in a transaction.
  // (The migrators are loaded only when there is work: they bring PGlite's JavaScript along.)
  if (await isUpToDate(database.db, folder)) return;
  if (database.client === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
  } else if (database.driver === 'pglite') {
    // PGlite in its worker: one process owns DATA_DIR (its lock file), so nobody migrates beside us.
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
  } else {
    await migrateOnce(database, folder);
  }
}

/**
 * Several instances starting together on one PostgreSQL: each takes the advisory lock in turn, the
 * first migrates and the others, finding the journal up to date, do nothing (without the lock two
 * migrators would both create Drizzle's schema, or apply a migration twice).
 */
async function migrateOnce(database: Database, folder: string): Promise<void> {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  await withStartLock(database, MIGRATION_LOCK, async (client) => {
    const db = drizzle(client as pg.PoolClient) as unknown as Db;
    if (!(await isUpToDate(db, folder))) await migrate(db as never, { migrationsFolder: folder });
  });
}

/**
 * Runs `work` while this instance holds the PostgreSQL session advisory lock `key`: instances that
 * start together on one database take turns. A session lock lives on one connection, so the lock,
 * `work` (given that client) and the unlock use one client of the pool; a connection that may still
 * hold the lock after an error is closed, not given back (closing it releases the lock). The
 * embedded database needs none: one process owns DATA_DIR.
 */
export async function withStartLock<T>(
  database: Database,
  key: number,
  work: (client: pg.PoolClient | undefined) => Promise<T>,
): Promise<T> {
  if (database.driver !== 'postgres') return work(undefined);
  // Drizzle keeps the pool it was given as $client.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Drizzle's own rule: a migration is applied when the newest row of its journal table is at least as
 * recent as the migration's `when` (meta/_journal.json), which the migrator records as created_at.
 */
async function isUpToDate(db: Db, folder: string): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return false; // a new database
  const [applied] = await queryRows<{ last: string | number | null }>(
    db,
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  return applied?.last != null && Number(applied.last) >= newest;
}
