// The start of `npm start` (main.ts): the embedded database's worker is launched first, the server
// takes it over, seeds an empty database once (not in production), and a restart finds everything in place.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { queryRows } from './db/client.ts';
import { acquireDataDirLock, launchPgliteWorker } from './db/pglite-launch.ts';
import { openScratchDatabase } from './db/scratch-database.ts';
import { startServer, type RunningServer } from './server.ts';

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ibc-server-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

const start = (
  dataDir: string,
  launchedDatabase?: ReturnType<typeof launchPgliteWorker>,
  env: NodeJS.ProcessEnv = {},
) =>
  startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    seedVehicles: 12,
    logger: false,
    env: { LOG_LEVEL: 'silent', DATABASE_URL: undefined, ...env },
    webDist: path.join(dataDir, 'no-web-build'),
    launchedDatabase,
  });

async function health(server: RunningServer) {
  const answer = await fetch(`http://127.0.0.1:${new URL(server.url).port}/api/health`);
  return { status: answer.status, body: await answer.json() };
}

const count = async (server: RunningServer, table: 'vehicles' | 'users') =>
  (
    await queryRows<{ n: number }>(server.database.db, sql`select count(*)::int as n from ${sql.raw(table)}`)
  )[0]!.n;

describe('startServer', () => {
  it('takes over the database launched before it, seeds it once, and a restart keeps it', async () => {
    const dataDir = tempDir();
    const first = await start(dataDir, launchPgliteWorker({ dataDir }));
    let closed = false;
    onTestFinished(() => (closed ? undefined : first.close()));
    expect(await health(first)).toEqual({
      status: 200,
      body: { status: 'ok', database: { driver: 'pglite', ok: true } },
    });
    const seeded = { vehicles: await count(first, 'vehicles'), users: await count(first, 'users') };
    expect(seeded.vehicles).toBe(12);
    await first.close();
    closed = true;

    const second = await start(dataDir, launchPgliteWorker({ dataDir }));
    onTestFinished(() => second.close());
    expect((await health(second)).status).toBe(200);
    expect({ vehicles: await count(second, 'vehicles'), users: await count(second, 'users') }).toEqual(
      seeded,
    );
  });

  it('leaves a production database empty of demo users and stock unless SEED_DEMO asks for them', async () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://ibc.example' };
    const empty = await start(tempDir(), undefined, production);
    onTestFinished(() => empty.close());
    expect({ vehicles: await count(empty, 'vehicles'), users: await count(empty, 'users') }).toEqual({
      vehicles: 0,
      users: 0,
    });

    const rehearsal = await start(tempDir(), undefined, { ...production, SEED_DEMO: 'true' });
    onTestFinished(() => rehearsal.close());
    expect(await count(rehearsal, 'vehicles')).toBe(12);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'seeds an empty PostgreSQL database once when two instances start on it at once [postgres]',
    async () => {
      const scratch = await openScratchDatabase({
        adminUrl: process.env.TEST_DATABASE_URL!,
        prefix: 'ibc_test_start',
        poolSize: 1,
      });
      onTestFinished(() => scratch.dispose());
      const instance = () =>
        startServer({
          port: 0,
          host: '127.0.0.1',
          seedVehicles: 12,
          logger: false,
          env: { LOG_LEVEL: 'silent', DATABASE_URL: scratch.url, DATABASE_READ_URL: undefined },
          webDist: path.join(os.tmpdir(), 'no-web-build'),
        });
      const started = await Promise.allSettled([instance(), instance()]);
      for (const result of started)
        if (result.status === 'fulfilled') onTestFinished(() => result.value.close());
      expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const [first] = started as PromiseFulfilledResult<RunningServer>[];
      const [seeded] = await queryRows<{ n: number }>(
        first!.value.database.db,
        sql`select count(*)::int as n from vehicles`,
      );
      expect(seeded?.n).toBe(12);
    },
  );

  it('refuses a DATA_DIR another server holds, with the lock message, and leaves its lock alone', async () => {
    const dataDir = tempDir();
    const release = acquireDataDirLock(dataDir);
    onTestFinished(release);
    await expect(start(dataDir, launchPgliteWorker({ dataDir }))).rejects.toThrow(
      /already open in another process/,
    );
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).pid).toBe(process.pid);
  });
});
