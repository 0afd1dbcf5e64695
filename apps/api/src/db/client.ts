// One database handle for the whole API: PGlite persisted in DATA_DIR by default, real PostgreSQL
// when DATABASE_URL is set. Both speak the same SQL, so queries and migrations are shared.
//
// The embedded PGlite runs in a worker thread (pglite-worker.mjs) and is reached over the PostgreSQL
// protocol with node-postgres, the driver of the PostgreSQL mode: a long query runs beside the API's
// event loop instead of on it. In-memory databases (the tests) stay in this thread unless
// asked for the worker: it starts faster.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle; repositories accept `Db | Tx` so a service can run them in one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /** The database: embedded PGlite or a PostgreSQL server. */
  driver: 'pglite' | 'postgres';
  /** How Drizzle reaches it: node-postgres (PostgreSQL, or PGlite in its worker) or PGlite in this thread. */
  client: 'node-postgres' | 'pglite';
  close(): Promise<void>;
}

/** Told about errors that happen outside any query (an idle PostgreSQL connection dropping). */
export type DatabaseErrorListener = (error: Error) => void;

export type DatabaseOptions =
  | { url: string; poolSize?: number; onError?: DatabaseErrorListener }
  | {
      /** undefined = in-memory (tests). */
      dataDir?: string;
      /** Where PGlite runs: 'worker' (default with a dataDir) or 'main' (default in memory). */
      thread?: 'worker' | 'main';
      onError?: DatabaseErrorListener;
      /** Told about each statement the worker's PGlite took at least `slowQueryMs` over (the bench). */
      onSlowQuery?: (ms: number, sql: string) => void;
      slowQueryMs?: number;
    };

const logToStderr: DatabaseErrorListener = (error) =>
  console.error(`database connection error: ${error.message}`);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const { db, pool } = overNodePostgres(
      { connectionString: options.url, max: options.poolSize ?? 10 },
      options.onError ?? logToStderr,
    );
    return { db, driver: 'postgres', client: 'node-postgres', close: () => pool.end() };
  }

  // PGlite is single-process: a second server on the same directory would corrupt it.
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : undefined;
  if ((options.thread ?? (options.dataDir ? 'worker' : 'main')) === 'worker') {
    try {
      return await openPgliteWorker(options, release);
    } catch (error) {
      release?.();
      throw error;
    }
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.dataDir ? { dataDir: path.join(options.dataDir, 'pglite') } : {}),
      extensions: { pg_trgm },
    });
  } catch (error) {
    release?.();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    client: 'pglite',
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

type WorkerMessage =
  | { type: 'listening'; port: number }
  | { type: 'closed' }
  | { type: 'slow'; ms: number; sql: string }
  | { type: 'connection-error'; message: string };

/** PGlite in a worker thread serving the PostgreSQL protocol on loopback; node-postgres talks to it. */
async function openPgliteWorker(
  options: Extract<DatabaseOptions, { dataDir?: string }>,
  release: (() => void) | undefined,
): Promise<Database> {
  const onError = options.onError ?? logToStderr;
  const password = randomBytes(24).toString('base64url');
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: {
      dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
      password,
      slowQueryMs: options.onSlowQuery ? (options.slowQueryMs ?? 0) : undefined,
    },
  });
  let closing = false;
  let closed: (() => void) | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'listening') resolve(message.port);
      else if (message.type === 'closed') closed?.();
      else if (message.type === 'slow') options.onSlowQuery?.(message.ms, message.sql);
      else onError(new Error(`embedded database: ${message.message}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`The embedded database stopped while starting (exit ${code}).`)),
    );
  });
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
    driver: 'pglite',
    client: 'node-postgres',
    async close() {
      if (closing) return;
      closing = true;
      await pool.end();
      const done = new Promise<void>((resolve) => (closed = resolve));
      worker.postMessage({ type: 'close' });
      // PGlite has closed its files (a checkpoint) before the worker goes and the lock is released.
      await Promise.race([done, new Promise((resolve) => worker.once('exit', resolve))]);
      await worker.terminate();
      release?.();
    },
  };
}

/** Runs raw SQL and returns its rows typed as T (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; only ESRCH means it is gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.hostname === 'string'
      ? { pid: owner.pid, hostname: owner.hostname, startedAt: String(owner.startedAt ?? '') }
      : null;
  } catch {
    return null;
  }
}

/**
 * Takes DATA_DIR/pglite.lock for this process. A lock left by a process of this host that no longer
 * runs (a crash, kill -9) is taken over at once, so the server restarts straight away;
 * a live owner, or one on another host sharing the folder, keeps it. Returns the release.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'pglite.lock');
  const me: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      return () => {
        if (readLockOwner(file)?.pid === me.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readLockOwner(file);
    const written = fs.statSync(file, { throwIfNoEntry: false });
    const stale =
      written === undefined ||
      (owner === null
        ? // Unreadable: a writer died between creating and filling it; give it a moment first.
          Date.now() - written.mtimeMs > 2_000
        : owner.hostname === me.hostname && owner.pid !== me.pid && !isProcessAlive(owner.pid));
    if (!stale) {
      const who = owner ? ` (process ${owner.pid} on ${owner.hostname})` : '';
      throw new Error(
        `The database in ${dataDir} is already open in another process${who}. Stop the other server, or set DATA_DIR to another folder.`,
      );
    }
    fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}; please try again.`);
}
