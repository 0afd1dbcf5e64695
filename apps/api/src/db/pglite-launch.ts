// Starts the embedded database's worker thread (pglite-worker.mjs) and takes DATA_DIR's lock. Node's
// own modules only: `npm start` (main.ts) starts the worker before it loads the rest of the API, so
// PGlite opens (about a second of WebAssembly) on the second core while this thread loads the code.
// client.ts connects node-postgres to it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { randomBytes } from 'node:crypto';

/** What the worker reports once PGlite is open; `slow` only when asked for (slowQueryMs). */
interface PgliteWorkerListeners {
  closed(): void;
  slow(ms: number, sql: string): void;
  error(error: Error): void;
}

export interface LaunchedPgliteWorker {
  worker: Worker;
  /** Where the worker serves the PostgreSQL protocol on 127.0.0.1, with this start's password. */
  port: number;
  password: string;
  /** Set by whoever connects; until then an error goes to stderr. */
  listeners: PgliteWorkerListeners;
  /** Releases DATA_DIR's lock (after the worker has gone). */
  release: () => void;
}

interface PgliteWorkerOptions {
  /** undefined = in memory. */
  dataDir?: string;
  /** Report each statement that took at least this long (the bench). */
  slowQueryMs?: number;
}

type WorkerMessage =
  | { type: 'listening'; port: number }
  | { type: 'closed' }
  | { type: 'slow'; ms: number; sql: string }
  | { type: 'connection-error'; message: string };

/** Takes the lock and starts PGlite in its worker; resolves once the worker accepts connections. */
export async function launchPgliteWorker(options: PgliteWorkerOptions): Promise<LaunchedPgliteWorker> {
  // PGlite is single-process: a second server on the same directory would corrupt it.
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => undefined;
  try {
    const password = randomBytes(24).toString('base64url');
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: {
        dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
        password,
        slowQueryMs: options.slowQueryMs,
      },
    });
    const listeners: PgliteWorkerListeners = {
      closed: () => undefined,
      slow: () => undefined,
      error: (error) => console.error(`database connection error: ${error.message}`),
    };
    const port = await new Promise<number>((resolve, reject) => {
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'listening') resolve(message.port);
        else if (message.type === 'closed') listeners.closed();
        else if (message.type === 'slow') listeners.slow(message.ms, message.sql);
        else listeners.error(new Error(`embedded database: ${message.message}`));
      });
      worker.once('error', reject);
      worker.once('exit', (code) =>
        reject(new Error(`The embedded database stopped while starting (exit ${code}).`)),
      );
    });
    return { worker, port, password, listeners, release };
  } catch (error) {
    release();
    throw error;
  }
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
