// Reads that scale out: the stock search on a streaming replica (TEST_DATABASE_READ_URL, made by
// scripts/replica.sh in CI), a member's own writes read back from the primary until the replica has
// replayed them, and the primary answering when the replica is down.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import {
  accessTokenFor,
  createMember,
  createVehicle,
  insertReferenceData,
  resetFixtureCache,
  testEnv,
} from '../../test/helpers/index.ts';
import { openDatabase, queryRows, type Database } from './client.ts';
import { runMigrations } from './migrate.ts';
import { createReadRouting } from './read-routing.ts';
import { openScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

const primaryUrl = process.env.TEST_DATABASE_URL;

/**
 * The replica's URL when it answers as a streaming standby now, else undefined with the reason
 * printed: CI runs on a machine as the last session left it, where a replica made at the start of
 * the run may be gone by the time this file runs. The tests are then skipped, as without one.
 */
async function usableReplica(url: string | undefined): Promise<string | undefined> {
  if (!url) return undefined;
  let client: pg.Client | undefined;
  try {
    client = new pg.Client({ connectionString: urlOf(url, 'postgres'), connectionTimeoutMillis: 5000 });
    client.on('error', () => undefined);
    await client.connect();
    const { rows } = await client.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
    if (rows[0]?.standby) return url;
    console.warn(`read-routing: ${url} is not a standby; the replica tests are skipped`);
  } catch (error) {
    console.warn(`read-routing: no replica at ${url} (${String(error)}); the replica tests are skipped`);
  } finally {
    await client?.end().catch(() => undefined);
  }
  return undefined;
}
/** Replication is slow on a busy machine: conditions are polled this long, never timed. */
const PATIENCE = { timeout: 60_000, interval: 50 };

const urlOf = (base: string, database: string) => {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
};

const replicaUrl = await usableReplica(process.env.TEST_DATABASE_READ_URL);

interface Routed {
  scratch: ScratchDatabase;
  database: Database;
  app: FastifyInstance;
}

/** A fresh database on the primary, and an app that reads from `readUrl` (its copy on the replica). */
async function routedApp(readUrl: (database: string) => string): Promise<Routed> {
  const scratch = await openScratchDatabase({ adminUrl: primaryUrl!, prefix: 'ibc_test', poolSize: 2 });
  await runMigrations(scratch);
  resetFixtureCache();
  await insertReferenceData(scratch.db);
  const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
    scratch.db,
    sql`select current_database() as name`,
  );
  const database = await openDatabase({ url: urlOf(primaryUrl!, name), readUrl: readUrl(name), poolSize: 3 });
  // A paused replica lags by as long as it is paused: it must stay in use meanwhile.
  const env = testEnv({ DATABASE_READ_MAX_LAG_MS: '3600000' });
  const app = await buildApp({ database, env, startWorkers: false });
  await app.ready();
  return { scratch, database, app };
}

async function close(routed: Routed | undefined) {
  await routed?.app.close();
  await routed?.database.close();
  await routed?.scratch.dispose();
}

const searchBody = (word: string) => ({ freeText: word });
async function foundIds(app: FastifyInstance, word: string, token?: string): Promise<number[]> {
  const res = await app.inject({
    method: 'POST',
    url: token ? '/api/vehicles/postlog/search' : '/api/vehicles/prelog/search',
    payload: searchBody(word),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<{ vehicles: { id: number }[] }>()
    .vehicles.map((v) => v.id)
    .sort((a, b) => a - b);
}

describe('read replica routing [postgres]', () => {
  let routed: Routed | undefined;
  let replica: pg.Client | undefined;
  const onReplica = async <T>(statement: string, values: unknown[] = []) =>
    (await replica!.query(statement, values)).rows[0] as T;
  /** Until the replica has replayed everything the primary had written by now. */
  async function replicaCaughtUp() {
    const [{ lsn } = { lsn: '0/0' }] = await queryRows<{ lsn: string }>(
      routed!.scratch.db,
      sql`select pg_current_wal_lsn()::text as lsn`,
    );
    await vi.waitFor(async () => {
      const row = await onReplica<{ done: boolean }>(
        'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
        [lsn],
      );
      expect(row.done).toBe(true);
    }, PATIENCE);
  }
  const resumeReplay = () => replica?.query('select pg_wal_replay_resume()');

  beforeAll(async () => {
    if (!primaryUrl || !replicaUrl) return;
    replica = new pg.Client({ connectionString: urlOf(replicaUrl, 'postgres') });
    // A replica that ends the connection (it restarted) fails the test that needs it, not the run.
    replica.on('error', (error) =>
      console.warn(`read-routing: the replica connection ended: ${String(error)}`),
    );
    await replica.connect();
    // A run killed while replay was paused left it so.
    await resumeReplay();
    routed = await routedApp((name) => urlOf(replicaUrl, name));
  });
  afterAll(async () => {
    // Never leave the replica paused: every later run reads from it.
    await resumeReplay()?.catch((error: unknown) => console.warn(`read-routing: ${String(error)}`));
    await replica?.end().catch(() => undefined);
    await close(routed);
  });

  it.skipIf(!replicaUrl)(
    'answers visitors from the replica, and a member who just wrote from the primary until it has his write',
    async () => {
      const { app, scratch } = routed!;
      const word = `replica${Date.now()}`;
      const listed = await createVehicle(scratch.db, { searchText: `toyota aqua ${word}` });
      const staff = (await createMember(scratch.db, { role: 'staff' })).user;
      const staffToken = await accessTokenFor(app, staff);
      await replicaCaughtUp();
      let added = 0;
      try {
        await replica!.query('select pg_wal_replay_pause()');
        await vi.waitFor(async () => {
          const row = await onReplica<{ state: string }>('select pg_get_wal_replay_pause_state() as state');
          expect(row.state).toBe('paused');
        }, PATIENCE);

        // A vehicle the primary has and the paused replica has not: visitors do not see it yet,
        // nor does a member who has written nothing.
        added = (await createVehicle(scratch.db, { searchText: `toyota aqua ${word}` })).id;
        expect(await foundIds(app, word)).toEqual([listed.id]);
        expect(await foundIds(app, word, staffToken)).toEqual([listed.id]);

        // A refused request wrote nothing: his session records no write to wait for.
        const refused = await app.inject({
          method: 'POST',
          url: `/api/admin/stock/${listed.id}/status`,
          payload: { action: 'no such action' },
          headers: { authorization: `Bearer ${staffToken}` },
        });
        expect(refused.statusCode).toBe(400);
        const [recorded] = await queryRows<{ lsn: string | null }>(
          scratch.db,
          sql`select max(last_write_lsn::text) as lsn from sessions where user_id = ${staff.id}`,
        );
        expect(recorded?.lsn).toBeNull();

        // His own write (withdrawing a vehicle) is in his very next search, read from the primary;
        // visitors are still answered by the replica.
        const withdrawn = await app.inject({
          method: 'POST',
          url: `/api/admin/stock/${listed.id}/status`,
          payload: { action: 'withdraw' },
          headers: { authorization: `Bearer ${staffToken}` },
        });
        expect(withdrawn.statusCode, withdrawn.body).toBe(200);
        expect(await foundIds(app, word, staffToken)).toEqual([added]);
        expect(await foundIds(app, word)).toEqual([listed.id]);

        // A replica that has received more than it replayed lags by the age of what it last
        // replayed: past DATABASE_READ_MAX_LAG_MS, reads go to the primary.
        const strict = createReadRouting(routed!.database, { maxLagMs: 0 });
        const served = await strict.read(undefined, async (db) =>
          db === routed!.database.read ? 'replica' : 'primary',
        );
        expect(served).toBe('primary');
      } finally {
        await resumeReplay();
      }
      // Once replayed, the replica shows visitors the same.
      await vi.waitFor(async () => expect(await foundIds(app, word)).toEqual([added]), PATIENCE);
    },
  );
});

describe('a read replica that is down [postgres]', () => {
  let routed: Routed | undefined;
  beforeAll(async () => {
    // Nothing listens on port 1: every read the replica would take goes to the primary.
    if (primaryUrl) routed = await routedApp((name) => `postgres://postgres@127.0.0.1:1/${name}`);
  });
  afterAll(() => close(routed));

  it.skipIf(!primaryUrl)('leaves the primary to answer every read', async () => {
    const { app, scratch } = routed!;
    const word = `down${Date.now()}`;
    const vehicle = await createVehicle(scratch.db, { searchText: `toyota aqua ${word}` });
    const staff = (await createMember(scratch.db, { role: 'staff' })).user;
    const token = await accessTokenFor(app, staff);
    expect(await foundIds(app, word)).toEqual([vehicle.id]);
    expect(await foundIds(app, word, token)).toEqual([vehicle.id]);
    const page = await app.inject({ method: 'GET', url: `/api/vehicles/checklist/${vehicle.id}` });
    expect(page.statusCode, page.body).toBe(200);
  });
});
