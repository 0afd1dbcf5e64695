import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client.ts';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Applies the checked-in SQL migrations (apps/api/drizzle; a test passes a folder) not yet applied. */
export async function runMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  // Every start but the first finds nothing to do: two reads say so, where Drizzle's migrator reads
  // and hashes every file and runs five statements (two of them DDL) in a transaction.
  // (The migrators are loaded only when there is work: they bring PGlite's JavaScript along.)
  if (await isUpToDate(database, folder)) return;
  if (database.client === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
  }
}

/**
 * Drizzle's own rule: a migration is applied when the newest row of its journal table is at least as
 * recent as the migration's `when` (meta/_journal.json), which the migrator records as created_at.
 */
async function isUpToDate(database: Database, folder: string): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const [table] = await queryRows<{ name: string | null }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return false; // a new database
  const [applied] = await queryRows<{ last: string | number | null }>(
    database.db,
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  return applied?.last != null && Number(applied.last) >= newest;
}
