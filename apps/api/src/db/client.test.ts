import { fork, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { acquireDataDirLock, openDatabase, queryRows } from './client.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ibc-lock-'));
const writeOwner = (dir: string, owner: object) =>
  fs.writeFileSync(path.join(dir, 'pglite.lock'), JSON.stringify(owner));
/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

// After kill -9 the embedded server refused to start for about 15 s.
describe('the embedded database lock (DATA_DIR/pglite.lock)', () => {
  it('is held by one process at a time and released on close', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/already open in another process/);
    release();
    acquireDataDirLock(dir)();
  });

  it('takes over at once a lock whose process on this host is gone', () => {
    const dir = tempDir();
    writeOwner(dir, { pid: deadPid(), hostname: os.hostname(), startedAt: '2026-11-23T00:00:00Z' });
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('leaves a lock alone while its process runs, or when it belongs to another host', () => {
    const dir = tempDir();
    writeOwner(dir, { pid: process.ppid, hostname: os.hostname() });
    expect(() => acquireDataDirLock(dir)).toThrow(`process ${process.ppid}`);
    writeOwner(dir, { pid: deadPid(), hostname: 'another-host.example' });
    expect(() => acquireDataDirLock(dir)).toThrow(/another-host\.example/);
  });

  it('a server killed with SIGKILL leaves a database the next start opens at once, data intact', async () => {
    const dir = tempDir();
    const holder = fork(
      fileURLToPath(new URL('../../test/helpers/hold-database.ts', import.meta.url)),
      [dir],
      {
        execArgv: ['--import', 'tsx'],
        stdio: 'ignore',
      },
    );
    onTestFinished(() => void holder.kill('SIGKILL'));
    await new Promise<void>((resolve, reject) => {
      holder.once('message', () => resolve());
      holder.once('exit', (code) => reject(new Error(`the holder exited early (${code})`)));
    });
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const database = await openDatabase({ dataDir: dir });
    onTestFinished(() => database.close());
    const rows = await queryRows<{ note: string }>(database.db, sql`select note from crash_probe`);
    expect(rows).toEqual([{ note: 'written before the crash' }]);
  });
});

// Errors of idle pool connections were swallowed.
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL pool errors', () => {
  it('reach the error listener when an idle connection is killed', async () => {
    const errors: Error[] = [];
    const database = await openDatabase({
      url: process.env.TEST_DATABASE_URL!,
      onError: (e) => errors.push(e),
    });
    onTestFinished(() => database.close());
    const [{ pid }] = (await queryRows<{ pid: number }>(
      database.db,
      sql`select pg_backend_pid() as pid`,
    )) as [{ pid: number }];
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    await expect.poll(() => errors.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(errors[0]!.message).toMatch(/terminat/i);
  });
});
