// One database handle for the whole API: PGlite persisted in DATA_DIR by default, real PostgreSQL
// when DATABASE_URL is set. Both speak the same SQL, so queries and migrations are shared.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle; repositories accept `Db | Tx` so a service can run them in one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  /** dataDir undefined = in-memory (tests). */
  | { dataDir?: string };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // numeric comes back as text (exact), int8 (count(*)) as number: counts never exceed 2^53.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, driver: 'postgres', close: () => pool.end() };
  }

  let release: (() => Promise<void>) | undefined;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    // PGlite is single-process: a second server on the same directory would corrupt it.
    try {
      release = await lockfile.lock(options.dataDir, {
        lockfilePath: path.join(options.dataDir, 'pglite.lock'),
        stale: 15_000,
        update: 5_000,
      });
    } catch {
      throw new Error(
        `The database in ${options.dataDir} is already open in another process. Stop the other server, or set DATA_DIR to another folder.`,
      );
    }
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: path.join(options.dataDir, 'pglite') } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async close() {
      await client.close();
      await release?.();
    },
  };
}

/** Runs raw SQL and returns its rows typed as T (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
