// The embedded database as `npm start` runs it, PGlite in a worker thread reached with
// node-postgres. The other API tests keep PGlite in their own thread (it starts faster);
// TEST_PGLITE_THREAD=worker runs them on the worker instead.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo/seed.ts';
import { buildApp } from '../app.ts';
import { databaseErrorCode } from '../plugins/errors.ts';
import { testEnv } from '../../test/helpers/test-app.ts';
import { openDatabase, queryRows, type Database } from './client.ts';
import { runMigrations } from './migrate.ts';

describe('the embedded database in its worker thread', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ibc-worker-'));
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openDatabase({ dataDir });
    await runMigrations(database);
    await seedDemoData(database.db, { vehicles: 30, seed: 5 });
    app = await buildApp({ database, env: testEnv(), startWorkers: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is PGlite reached through node-postgres, and holds the data directory lock', () => {
    expect(database).toMatchObject({ driver: 'pglite', client: 'node-postgres' });
    expect(() => fs.writeFileSync(path.join(dataDir, 'pglite.lock'), '', { flag: 'wx' })).toThrow();
  });

  it('answers the API: health and a search', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: { driver: 'pglite', ok: true } });
    const search = await app.inject({
      method: 'POST',
      url: '/api/vehicles/prelog/search',
      payload: { tab: 1, pageSize: 16 },
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().vehicles.length).toBeGreaterThan(0);
  });

  it('gives values as PostgreSQL mode does: numeric as text, json parsed', async () => {
    const [row] = await queryRows<{ price: string; doc: { a: number }; n: unknown }>(
      database.db,
      sql`select 1.50::numeric(4,2) as price, '{"a":1}'::json as doc, count(*) as n from vehicles`,
    );
    expect(row).toMatchObject({ price: '1.50', doc: { a: 1 } });
    expect(Number(row!.n)).toBe(30);
  });

  it('rolls a failed transaction back, and maps its error code as before', async () => {
    const before = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from makes`);
    const error: unknown = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = '5s'`);
        await tx.execute(sql`insert into makes (name) values ('Worker Test Make')`);
        await tx.execute(sql`insert into makes (id, name) select id, 'dup' from makes limit 1`);
      })
      .catch((e: unknown) => e);
    expect(databaseErrorCode(error)).toBe('23505');
    expect(await queryRows(database.db, sql`select count(*)::int as n from makes`)).toEqual(before);
  });

  it('keeps a transaction to itself while other connections query', async () => {
    const seen: number[] = [];
    await Promise.all([
      database.db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table worker_probe (n int) on commit drop`);
        await tx.execute(sql`insert into worker_probe values (1)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from worker_probe`);
        seen.push(row!.n);
      }),
      ...Array.from({ length: 5 }, () =>
        queryRows<{ n: number }>(database.db, sql`select 1 as n`).then((rows) => seen.push(rows[0]!.n)),
      ),
    ]);
    expect(seen.sort()).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('closes cleanly: the worker stops, the lock goes, the data stays', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'ibc-worker-'));
    const first = await openDatabase({ dataDir: other });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    expect(fs.existsSync(path.join(other, 'pglite.lock'))).toBe(false);
    const second = await openDatabase({ dataDir: other });
    try {
      expect(await queryRows(second.db, sql`select note from kept`)).toEqual([{ note: 'still here' }]);
    } finally {
      await second.close();
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});
