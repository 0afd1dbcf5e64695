// npm run bench:admin -w apps/api — the back office's stock list and dashboard at scale
// ("/admin/stock page time at 100k vehicles"). Not a timed test: it prints figures. Seeds
// BENCH_VEHICLES (default 100,000) demo vehicles on PostgreSQL (DATABASE_URL, a scratch database
// dropped afterwards) or embedded PGlite, then times each list query through app.inject (median of
// BENCH_RUNS, default 7, after one warm-up).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:admin -w apps/api
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { openDatabase, queryRows, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { openScratchDatabase } from '../src/db/scratch-database.ts';
import { seedDemoData } from '../demo/seed.ts';
import { accessTokenFor } from '../test/helpers/fixtures.ts';

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const LISTS: [string, string][] = [
  ['first page (newest listed)', '/api/admin/stock'],
  ['page 1,000 (offset 49,950)', '/api/admin/stock?page=1000'],
  ['status reserved', '/api/admin/stock?status=reserved'],
  ['make Toyota, by price', '/api/admin/stock?make=Toyota&sort=price&direction=asc'],
  ['text "aqua"', '/api/admin/stock?q=aqua'],
  ['text chassis prefix "NHP10-12"', '/api/admin/stock?q=NHP10-12'],
  ['sort by status', '/api/admin/stock?sort=status'],
  ['dashboard figures', '/api/admin/dashboard'],
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const database: Database & { dispose?: () => Promise<void> } = process.env.DATABASE_URL
  ? await openScratchDatabase({ adminUrl: process.env.DATABASE_URL, prefix: 'ibc_admin_bench', poolSize: 4 })
  : await openDatabase({});
try {
  await runMigrations(database);
  const seeded = performance.now();
  await seedDemoData(database.db, { vehicles: VEHICLES });
  console.log(
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${VEHICLES.toLocaleString('en')} vehicles seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: path.join(os.tmpdir(), `ibc-admin-bench-${randomBytes(4).toString('hex')}`),
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ database, env, startWorkers: false, logger: false });
  const [staff] = await queryRows<{ id: number; role: string; token_version: number }>(
    database.db,
    sql`select id, role, token_version from users where email = 'sales@demo.local'`,
  );
  const authorization = `Bearer ${await accessTokenFor(app, { id: staff!.id, role: staff!.role, tokenVersion: staff!.token_version })}`;
  for (const [name, url] of LISTS) {
    const times: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { authorization } });
      if (res.statusCode !== 200)
        throw new Error(`${name}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (run > 0) times.push(performance.now() - started);
    }
    console.log(
      `${name.padEnd(34)} median ${median(times).toFixed(1)} ms  (max ${Math.max(...times).toFixed(1)} ms)`,
    );
  }
  await app.close();
} finally {
  await (database.dispose ? database.dispose() : database.close());
}
