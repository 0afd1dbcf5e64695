// npm run bench:search — stock search under load. Not a timed test: it prints figures.
// Seeds BENCH_VEHICLES (default 100,000) demo vehicles, then drives a fixed mix of realistic searches
// through HTTP with autocannon, on PGlite and, when DATABASE_URL is set, on PostgreSQL (in a fresh
// temporary database created next to the one DATABASE_URL names, dropped afterwards).
//
//   BENCH_VEHICLES=100000 BENCH_SECONDS=3 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search
//
// PGlite runs as `npm start` runs it: persisted in a temporary DATA_DIR (removed afterwards).
// BENCH_PART=under-load runs only the 'embedded under load' measurement;
// BENCH_PGLITE_THREAD=main runs PGlite on the API's own thread (the old set-up, for comparison).
// The mix repeats its searches, so visitors' pages come from each instance's page cache once read
// (ADR 0005); SEARCH_PAGE_CACHE_SECONDS=0 reads every one afresh.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { openDatabase, queryRows, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { openScratchDatabase } from '../src/db/scratch-database.ts';
import { seedDemoData } from '../demo/seed.ts';
import { accessTokenFor } from '../test/helpers/fixtures.ts';

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const only = process.env.BENCH_ONLY; // 'pglite' | 'postgres'
const part = process.env.BENCH_PART; // undefined = everything | 'under-load'

interface Scenario {
  name: string;
  member?: boolean;
  body: Record<string, unknown>;
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

// The load generator runs in a worker thread: sharing the server's event loop would make the
// benchmark measure autocannon as much as the API (and leave the second core idle).
const autocannonPath = createRequire(import.meta.url).resolve('autocannon');
const loadWorkerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannonPath);
const latencies = [];
let failed = 0;
const instance = autocannon({
  url: workerData.url, connections: workerData.connections, duration: workerData.seconds, requests: workerData.requests,
});
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode !== 200) failed += 1;
  latencies.push(responseTime);
});
instance.then((result) => parentPort.postMessage({
  // Inside a worker thread autocannon answers raw counters (histograms stay encoded).
  latencies, failed, total: result.totalCompletedRequests, errors: result.errors, non2xx: result.non2xx,
}));
`;

interface LoadResult {
  latencies: number[];
  failed: number;
  total: number;
  errors: number;
  non2xx: number;
}

async function load(
  url: string,
  requests: autocannon.Request[],
  connections: number,
  seconds: number,
): Promise<Figures> {
  const worker = new Worker(loadWorkerSource, {
    eval: true,
    workerData: { autocannonPath, url, requests, connections, seconds },
  });
  const result = await new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const latencies = result.latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.total / seconds,
    requests: result.total,
    errors: result.failed + result.errors + result.non2xx,
  };
}

async function scenarios(database: Database): Promise<Scenario[]> {
  const db = database.db;
  const top = await queryRows<{ make: string; model: string }>(
    db,
    sql`select make, model from vehicles where status = 'available' group by make, model order by count(*) desc limit 3`,
  );
  const [a, b, c] = [top[0]!, top[1] ?? top[0]!, top[2] ?? top[0]!];
  const [chassis] = await queryRows<{ code: string }>(
    db,
    sql`select split_part(chassis, '-', 1) as code from vehicles limit 1`,
  );
  return [
    { name: 'tab All Stock (1)', body: { tab: 1 } },
    { name: 'tab New Arrival (10)', body: { tab: 10 } },
    { name: 'tab Hybrid (13)', body: { tab: 13 } },
    { name: `make ${a.make}`, body: { tab: 1, make: a.make } },
    { name: `make+model ${a.make} ${a.model}`, body: { tab: 1, make: a.make, model: a.model } },
    { name: `make+model ${b.make} ${b.model}`, body: { tab: 1, make: b.make, model: b.model } },
    { name: 'year 2015-2020', body: { tab: 1, minYear: 2015, maxYear: 2020 } },
    { name: `year+make ${c.make}`, body: { tab: 1, make: c.make, minYear: 2012, maxYear: 2018 } },
    { name: `free text "${a.model.toLowerCase()}"`, body: { tab: 1, freeText: a.model.toLowerCase() } },
    {
      name: `free text "${b.make} ${b.model.slice(0, 3)}"`,
      body: { tab: 1, freeText: `${b.make} ${b.model.slice(0, 3)}` },
    },
    {
      name: `free text chassis "${chassis?.code ?? 'nhp10'}"`,
      body: { tab: 1, freeText: chassis?.code ?? 'nhp10' },
    },
    { name: 'sort price ASC', body: { tab: 1, sortBy: 'price', sortOrder: 'ASC' } },
    { name: 'sort price DESC', body: { tab: 1, sortBy: 'price', sortOrder: 'DESC' } },
    { name: 'sort mileage ASC', body: { tab: 1, sortBy: 'mileage', sortOrder: 'ASC' } },
    { name: 'sort grade DESC', body: { tab: 1, sortBy: 'conditionGrade', sortOrder: 'DESC' } },
    { name: 'sort listing DESC', body: { tab: 1, sortBy: 'listing', sortOrder: 'DESC' } },
    { name: 'deep page 200', body: { tab: 1, page: 200 } },
    { name: 'left hand drive', body: { tab: 1, isLeftHandDrive: true } },
    { name: 'mileage 20-60k km', body: { tab: 1, minMileage: 20_000, maxMileage: 60_000 } },
    { name: 'grade 4-5', body: { tab: 1, minConditionGrade: 4, maxConditionGrade: 5 } },
    { name: 'member IBC (11)', member: true, body: { tab: 11 } },
    {
      name: 'member dealer direct price ASC',
      member: true,
      body: { tab: 15, sortBy: 'price', sortOrder: 'ASC' },
    },
    { name: `member ${a.make} page 3`, member: true, body: { tab: 11, make: a.make, page: 3 } },
    { name: 'member page size 128', member: true, body: { tab: 11, pageSize: 128 } },
  ];
}

function toRequest(scenario: Scenario, authorization: string): autocannon.Request {
  return {
    method: 'POST',
    path: scenario.member ? '/api/vehicles/postlog/search' : '/api/vehicles/prelog/search',
    headers: { 'content-type': 'application/json', ...(scenario.member ? { authorization } : {}) },
    body: JSON.stringify(scenario.body),
  };
}

async function openTarget(
  kind: 'pglite' | 'postgres',
): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'helper-db-bench-'));
    const database = await openDatabase({
      dataDir,
      thread: process.env.BENCH_PGLITE_THREAD === 'main' ? 'main' : 'worker',
      // Every statement's time in PGlite, for the under-load figures.
      slowQueryMs: 0,
      onSlowQuery: (ms, text) => statements.push({ ms, text }),
    });
    return {
      database,
      async dispose() {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = await openScratchDatabase({
    adminUrl: process.env.DATABASE_URL!,
    prefix: 'ibc_bench',
    poolSize: 10,
  });
  return { database, dispose: () => database.dispose() };
}

/** Each statement PGlite ran in its worker, with its time. */
const statements: { ms: number; text: string }[] = [];

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : '-');

async function bench(kind: 'pglite' | 'postgres'): Promise<void> {
  console.log(`\n=== ${kind}: seeding ${VEHICLES.toLocaleString('en')} vehicles ===`);
  const target = await openTarget(kind);
  const { database } = target;
  try {
    await runMigrations(database);
    const seeded = performance.now();
    await seedDemoData(database.db, { vehicles: VEHICLES });
    console.log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)}s`);
    // Steady state, as autovacuum leaves a table soon after a bulk load: statistics, and the
    // visibility map that lets the covering year index answer without reading the table.
    await database.db.execute(sql`vacuum analyze vehicles`);
    const env = loadEnv({
      NODE_ENV: 'production',
      DATA_DIR: path.join(os.tmpdir(), `ibc-bench-${randomBytes(4).toString('hex')}`),
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      // SEARCH_PAGE_CACHE_SECONDS=0 measures every visitor's search read afresh.
      ...(process.env.SEARCH_PAGE_CACHE_SECONDS && {
        SEARCH_PAGE_CACHE_SECONDS: process.env.SEARCH_PAGE_CACHE_SECONDS,
      }),
    });
    // The bench loops 'All' as one member: its per-member limit (docs/security.md) is lifted here.
    const app = await buildApp({
      database,
      env,
      startWorkers: false,
      logger: false,
      limits: { searchAllPerMember: null },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const [member] = await queryRows<{ id: number; role: string; token_version: number }>(
      database.db,
      sql`select id, role, token_version from users where email = 'nz@demo.local'`,
    );
    const authorization = `Bearer ${await accessTokenFor(app, {
      id: member!.id,
      role: member!.role,
      tokenVersion: member!.token_version,
    })}`;
    const list = await scenarios(database);
    // 'All' is a member feature (visitors get at most 128 a page).
    const all: Scenario = {
      name: 'page size All (5000), member',
      member: true,
      body: { tab: 1, pageSize: 5000 },
    };
    try {
      // Warm up every query once (plans, caches) so the figures show steady state.
      for (const scenario of [...list, all]) {
        const res = await app.inject({
          method: 'POST',
          url: toRequest(scenario, authorization).path!,
          headers: scenario.member ? { authorization } : {},
          payload: scenario.body,
        });
        if (res.statusCode !== 200)
          throw new Error(`${scenario.name}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
      }

      await underLoad(address, toRequest(all, authorization));
      if (part === 'under-load') return;

      const mixRequests = list.map((s) => toRequest(s, authorization));
      for (const connections of [1, CONNECTIONS]) {
        const mix = await load(address, mixRequests, connections, SECONDS * 3);
        console.log(
          `${connections === 1 ? '\n' : ''}MIX of ${list.length} searches (pages of 16/128), ${connections} connection(s), ${SECONDS * 3}s: ` +
            `p50 ${ms(mix.p50)}  p95 ${ms(mix.p95)}  p99 ${ms(mix.p99)}  ${mix.rps.toFixed(0)} searches/s  (${mix.requests} requests, ${mix.errors} errors)`,
        );
      }

      console.log(
        `\nPer search (1 connection = latency; ${CONNECTIONS} connections = throughput), ${SECONDS}s each:`,
      );
      console.log(
        `${'search'.padEnd(40)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)} ${'req/s@1'.padStart(8)} ${`req/s@${CONNECTIONS}`.padStart(9)} ${`p95@${CONNECTIONS}`.padStart(9)}`,
      );
      for (const scenario of [...list, all]) {
        const request = [toRequest(scenario, authorization)];
        const single = await load(address, request, 1, SECONDS);
        const many = scenario === all ? null : await load(address, request, CONNECTIONS, SECONDS);
        console.log(
          `${scenario.name.slice(0, 40).padEnd(40)} ${ms(single.p50).padStart(9)} ${ms(single.p95).padStart(9)} ${ms(single.p99).padStart(9)} ` +
            `${single.rps.toFixed(0).padStart(8)} ${(many ? many.rps.toFixed(0) : '-').padStart(9)} ${(many ? ms(many.p95) : '-').padStart(9)}` +
            (single.errors + (many?.errors ?? 0) ? `  ERRORS ${single.errors + (many?.errors ?? 0)}` : ''),
        );
      }
      await facetFigures(app, database);
    } finally {
      await app.close();
    }
  } finally {
    await target.dispose();
  }
}

/**
 * One heavy query must not stall everyone. Four connections loop the member 'All' page
 * (5000 vehicles) while one loops GET /api/health and one a visitor's page of 16; the health check's
 * and the small search's latencies are what the other users feel.
 */
async function underLoad(address: string, allRequest: autocannon.Request): Promise<void> {
  const seconds = SECONDS * 5;
  const health: autocannon.Request = { method: 'GET', path: '/api/health' };
  const small: autocannon.Request = {
    method: 'POST',
    path: '/api/vehicles/prelog/search',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tab: 1, page: 2, pageSize: 16 }),
  };
  statements.length = 0;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const [alls, checks, searches] = await Promise.all([
    load(address, [allRequest], 4, seconds),
    load(address, [health], 1, seconds),
    load(address, [small], 1, seconds),
  ]);
  console.log(`\nUnder load, ${seconds}s: 4 connections loop 'All' (5000, member), meanwhile:`);
  for (const [name, figures] of [
    ['GET /api/health, 1 connection', checks],
    ['page of 16 (visitor), 1 connection', searches],
    ["'All' (5000), 4 connections", alls],
  ] as const) {
    console.log(
      `${name.padEnd(40)} p50 ${ms(figures.p50).padStart(9)}  p95 ${ms(figures.p95).padStart(9)}  p99 ${ms(figures.p99).padStart(9)}  ` +
        `${figures.rps.toFixed(1).padStart(7)} req/s` +
        (figures.errors ? `  ERRORS ${figures.errors}` : ''),
    );
  }
  delay.disable();
  console.log(
    `API event loop delay: p50 ${ms(delay.percentile(50) / 1e6)}  p99 ${ms(delay.percentile(99) / 1e6)}  max ${ms(delay.max / 1e6)}`,
  );
  if (statements.length === 0) return;
  // What a short query can wait behind: PGlite runs one statement at a time.
  const busy = statements.reduce((sum, s) => sum + s.ms, 0);
  console.log(
    `PGlite (worker): ${statements.length} statements, busy ${((busy / (seconds * 1000)) * 100).toFixed(0)}% of the time; the costliest:`,
  );
  const byStatement = new Map<string, number[]>();
  for (const { ms: took, text } of statements) {
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 60);
    byStatement.set(key, [...(byStatement.get(key) ?? []), took]);
  }
  const costliest = [...byStatement].sort(
    ([, a], [, b]) => b.reduce((x, y) => x + y, 0) - a.reduce((x, y) => x + y, 0),
  );
  for (const [text, times] of costliest.slice(0, 5)) {
    times.sort((x, y) => x - y);
    const total = times.reduce((x, y) => x + y, 0);
    console.log(
      `  ${String(times.length).padStart(5)}x  total ${ms(total).padStart(10)}  p50 ${ms(percentile(times, 50)).padStart(9)}  max ${ms(times.at(-1)!).padStart(9)}  "${text}…"`,
    );
  }
}

/**
 * The pop-ups' counts, one query per opening. Each call has a filter of its own (another
 * make), so none is answered from the count cache: these are the queries' own times.
 */
async function facetFigures(app: Awaited<ReturnType<typeof buildApp>>, database: Database): Promise<void> {
  const makes = (
    await queryRows<{ make: string }>(
      database.db,
      sql`select distinct make from vehicles order by make limit 20`,
    )
  ).map((row) => row.make);
  const service = app.services.stockSearch;
  const runs: [string, (make: string | undefined, index: number) => Promise<unknown>][] = [
    [
      'Make & Model counts (a year range)',
      (_make, index) => service.facets({ ...base, minYear: 2000 + index }, 'public', null),
    ],
    ['Year Range counts (a make)', (make) => service.rangeFacet({ ...base, make }, 'year', 'public', null)],
    ['Mileage counts (a make)', (make) => service.rangeFacet({ ...base, make }, 'mileage', 'public', null)],
    [
      'Condition Grade counts (a make)',
      (make) => service.rangeFacet({ ...base, make }, 'grade', 'public', null),
    ],
    [
      'Mileage counts (every vehicle)',
      (_make, index) => service.rangeFacet({ ...base, minYear: 1970 + index }, 'mileage', 'public', null),
    ],
  ];
  console.log(`\nPop-up counts, uncached, one query per opening, ${makes.length} openings each:`);
  for (const [name, run] of runs) {
    const times: number[] = [];
    for (const [index, make] of makes.entries()) {
      const started = performance.now();
      await run(make, index);
      times.push(performance.now() - started);
    }
    times.sort((x, y) => x - y);
    console.log(
      `${name.padEnd(40)} p50 ${ms(percentile(times, 50)).padStart(9)}  p95 ${ms(percentile(times, 95)).padStart(9)}`,
    );
  }
}

const base = { tab: 1, page: 1, pageSize: 16 } as const;

const kinds: ('pglite' | 'postgres')[] = [];
if (only !== 'postgres') kinds.push('pglite');
if (only !== 'pglite' && process.env.DATABASE_URL) kinds.push('postgres');
for (const kind of kinds) await bench(kind);
if (!process.env.DATABASE_URL) console.log('\n(set DATABASE_URL to also benchmark PostgreSQL)');
