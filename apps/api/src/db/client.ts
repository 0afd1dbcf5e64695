// One database handle for the whole API: PGlite persisted in DATA_DIR by default, real PostgreSQL
// when DATABASE_URL is set. Both speak the same SQL, so queries and migrations are shared.
//
// The embedded PGlite runs in a worker thread (pglite-worker.mjs) and is reached over the PostgreSQL
// protocol with node-postgres, the driver of the PostgreSQL mode: a long query runs beside the API's
// event loop instead of on it. In-memory databases (the tests) stay in this thread unless
// asked for the worker: it starts faster.
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';
import { acquireDataDirLock, launchPgliteWorker, type LaunchedPgliteWorker } from './pglite-launch.ts';

export { acquireDataDirLock };

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle; repositories accept `Db | Tx` so a service can run them in one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /**
   * Where read-only queries may go (db/read-routing.ts picks per request): a streaming replica
   * (DATABASE_READ_URL), else `db` itself.
   */
  read: Db;
  /** The database: embedded PGlite or a PostgreSQL server. */
  driver: 'pglite' | 'postgres';
  /** How Drizzle reaches it: node-postgres (PostgreSQL, or PGlite in its worker) or PGlite in this thread. */
  client: 'node-postgres' | 'pglite';
  /**
   * Whether a statement may be prepared by name (`queryRowsPrepared`): on PostgreSQL each connection
   * is a session of its own; PGlite's worker serves all of them from one, where a second connection
   * preparing the same name would be refused.
   */
  namedStatements: boolean;
  /** The node-postgres pool's connections now (the metrics); absent for PGlite in this thread. */
  connections?: () => PoolConnections;
  close(): Promise<void>;
}

export interface PoolConnections {
  /** Open connections, idle or in use. */
  open: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

/** Told about errors that happen outside any query (an idle PostgreSQL connection dropping). */
export type DatabaseErrorListener = (error: Error) => void;

export type DatabaseOptions =
  | { url: string; poolSize?: number; onError?: DatabaseErrorListener; readUrl?: string }
  | {
      /** undefined = in-memory (tests). */
      dataDir?: string;
      /** Where PGlite runs: 'worker' (default with a dataDir) or 'main' (default in memory). */
      thread?: 'worker' | 'main';
      onError?: DatabaseErrorListener;
      /** Told about each statement the worker's PGlite took at least `slowQueryMs` over (the bench). */
      onSlowQuery?: (ms: number, sql: string) => void;
      slowQueryMs?: number;
      /** The worker already started (launchPgliteWorker): `npm start` starts it before loading the API. */
      launched?: Promise<LaunchedPgliteWorker>;
      /**
       * In this thread only: start from a saved cluster (PGlite's dumpDataDir archive) instead of an
       * empty one. The tests load one migrated copy per database: an empty cluster's initdb and the
       * migrations take seconds each time.
       */
      loadDataDir?: Blob;
    };

const logToStderr: DatabaseErrorListener = (error) =>
  console.error(`database connection error: ${error.message}`);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const { db, pool } = overNodePostgres(
      {
        connectionString: options.url,
        max: options.poolSize ?? 10,
        // Every query here is a short one: JIT compiling a plan whose estimated cost is high (a
        // search over a million vehicles) took longer than running it.
        options: '-c jit=off',
      },
      options.onError ?? logToStderr,
    );
    // A replica that does not answer within a second is taken for down: reads go to the primary.
    const replica = options.readUrl
      ? overNodePostgres(
          {
            connectionString: options.readUrl,
            max: options.poolSize ?? 10,
            connectionTimeoutMillis: 1000,
            options: '-c jit=off',
          },
          options.onError ?? logToStderr,
        )
      : undefined;
    return {
      db,
      read: replica?.db ?? db,
      driver: 'postgres',
      client: 'node-postgres',
      namedStatements: true,
      connections: poolConnections(pool),
      close: async () => {
        await Promise.all([pool.end(), replica?.pool.end()]);
      },
    };
  }

  if ((options.thread ?? (options.dataDir ? 'worker' : 'main')) === 'worker') {
    return openPgliteWorker(options);
  }
  // PGlite in this thread (the tests) is loaded only then: `npm start` keeps its JavaScript (half a
  // megabyte) out of the main thread, whose start it would lengthen.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  // PGlite is single-process: a second server on the same directory would corrupt it.
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.dataDir ? { dataDir: path.join(options.dataDir, 'pglite') } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm },
    });
  } catch (error) {
    release?.();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    read: db,
    driver: 'pglite',
    client: 'pglite',
    namedStatements: false,
    async close() {
      await client.close();
      release?.();
    },
  };
}

/** Drizzle over a node-postgres pool: a PostgreSQL server, or the embedded one in its worker. */
function overNodePostgres(config: pg.PoolConfig, onError: DatabaseErrorListener): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool(config);
  // An idle client that loses its connection (server restart, network) emits 'error' on the pool;
  // the pool replaces it, but the operator must hear about it.
  pool.on('error', (error) => onError(error));
  // numeric comes back as text (exact), int8 (count(*)) as number: counts never exceed 2^53.
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, pool };
}

const poolConnections = (pool: pg.Pool) => (): PoolConnections => ({
  open: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
  max: pool.options.max,
});

/** PGlite in a worker thread serving the PostgreSQL protocol on loopback; node-postgres talks to it. */
async function openPgliteWorker(options: Extract<DatabaseOptions, { dataDir?: string }>): Promise<Database> {
  const onError = options.onError ?? logToStderr;
  const launched = await (options.launched ??
    launchPgliteWorker({
      dataDir: options.dataDir,
      slowQueryMs: options.onSlowQuery ? (options.slowQueryMs ?? 0) : undefined,
    }));
  const { worker, port, password, listeners, release } = launched;
  let closing = false;
  let closed: (() => void) | undefined;
  listeners.closed = () => closed?.();
  listeners.slow = (ms, sql) => options.onSlowQuery?.(ms, sql);
  listeners.error = onError;
  worker.on('error', (error: Error) => onError(error));
  worker.on('exit', (code) => {
    if (!closing) onError(new Error(`The embedded database worker stopped (exit ${code}).`));
  });

  const { db, pool } = overNodePostgres(
    // PGlite runs one statement at a time; the connections only queue in the worker.
    { host: '127.0.0.1', port, user: 'postgres', database: 'postgres', password, max: 10 },
    onError,
  );
  return {
    db,
    read: db,
    driver: 'pglite',
    client: 'node-postgres',
    namedStatements: false,
    connections: poolConnections(pool),
    async close() {
      if (closing) return;
      closing = true;
      await pool.end();
      const done = new Promise<void>((resolve) => (closed = resolve));
      worker.postMessage({ type: 'close' });
      // PGlite has closed its files (a checkpoint) before the worker goes and the lock is released.
      await Promise.race([done, new Promise((resolve) => worker.once('exit', resolve))]);
      await worker.terminate();
      release();
    },
  };
}

/** Runs raw SQL and returns its rows typed as T (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const dialect = new PgDialect();

/**
 * queryRows as a statement prepared by `name` on each connection (only where the Database's
 * `namedStatements` allows it): PostgreSQL parses it once and, after a few runs, keeps a generic plan,
 * so a statement run on every request is not planned on every request. `query` must be written the
 * same for a name every time (only its parameters change).
 */
export async function queryRowsPrepared<T>(db: DbOrTx, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result: unknown = await prepared.execute();
  return (result as { rows: T[] }).rows;
}
