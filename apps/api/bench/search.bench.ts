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
//
// Beside it, a seeded random stream of searches as dealers make them (bench/search-mix.ts): 60 %
// visitors, 40 % a signed-in NZ member, makes and models as the stock holds them, free text, years,
// mileage, grades, every sort, pages 1-60, every page size. Its figures: 8 connections cycling
// through it, 400 further searches one at a time (with the 10 slowest, to EXPLAIN), the share of
// visitors' searches the page cache answered, and the same 200 searches as a visitor and as a member.
// The bench exits non-zero when any search of the random stream fails.
//
//   BENCH_VEHICLES       vehicles seeded (default 100,000)
//   BENCH_SECONDS        seconds per search of the per-search table (default 3; fractions work)
//   BENCH_CONNECTIONS    connections for the throughput figures (default 8)
//   BENCH_ONLY           pglite | postgres: one database only
//   BENCH_PART           under-load | random | pop-ups: that section only (after seeding); all:
//                        under-load, then 'All' alone for five times BENCH_SECONDS
//   BENCH_SEED           the random stream's seed (default 1)
//   BENCH_MIX_SEARCHES   searches in the random stream (default 20,000)
//   BENCH_MIX_SECONDS    seconds the random stream is driven at BENCH_CONNECTIONS (default 20)
//   BENCH_WARM_SECONDS   seconds of another seed's stream driven first, unmeasured (default 10): an
//                        instance under real traffic has the index's kept sets and words of the
//                        searches before; 0 measures the first searches after the index is built
//   BENCH_ACCEPT_ENCODING  the searches' Accept-Encoding (default Chrome's, "gzip, deflate, br, zstd":
//                        answers go out compressed, as to a browser; empty: none)
//
// CI runs it tiny, to prove it still works (no figure is checked):
//   BENCH_VEHICLES=2000 BENCH_SECONDS=0.3 BENCH_MIX_SECONDS=2 BENCH_MIX_SEARCHES=500 BENCH_ONLY=pglite npm run bench:search
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
import { searchKey, searchStream, visitorPageKey, type StreamSearch } from './search-mix.ts';

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const only = process.env.BENCH_ONLY; // 'pglite' | 'postgres'
const part = process.env.BENCH_PART; // undefined = everything | 'under-load' | 'all' | 'random' | 'pop-ups'
const SEED = Number(process.env.BENCH_SEED ?? 1);
const MIX_SEARCHES = Number(process.env.BENCH_MIX_SEARCHES ?? 20_000);
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 20);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 10);
/** Searches of the random stream that failed (not HTTP 200): the bench then exits non-zero. */
let randomStreamErrors = 0;

interface Scenario {
  name: string;
  member?: boolean;
  body: Record<string, unknown>;
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  max: number;
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
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (job) => {
  const autocannon = require(job.autocannonPath);
  const latencies = [];
  const failures = [];
  let failed = 0;
  // 'shared': each connection takes the next request of one list in turn (autocannon would have every
  // connection walk the list from its start, all sending the same search at the same moment).
  const list = job.requests;
  let cursor = job.start;
  const requests = job.shared
    ? [{ setupRequest: (req) => {
        const next = list[cursor++ % list.length];
        return { ...req, ...next, headers: { ...req.headers, ...next.headers } };
      } }]
    : list;
  const instance = autocannon({
    url: job.url, connections: job.connections, requests,
    // autocannon checks for its end once per sample interval (1 s by default), so a run of 0.2 s or
    // 1.5 s would go on to the next whole second and count more searches than its time: an interval
    // that divides the run ends it on time.
    ...(job.amount
      ? { amount: job.amount }
      : { duration: job.seconds, sampleInt: (job.seconds * 1000) / Math.ceil(job.seconds) }),
  });
  instance.on('response', (client, statusCode, _bytes, responseTime) => {
    if (statusCode !== 200) {
      failed += 1;
      // The request just answered is still the client's current one (the next is built after this).
      const sent = client.requestIterator.currentRequest.requestBuffer.toString().split('\\r\\n');
      if (failures.length < 5) failures.push(statusCode + ' ' + sent[0] + ' ' + sent.at(-1));
    }
    latencies.push(responseTime);
  });
  instance.then((result) => parentPort.postMessage({
    // Inside a worker thread autocannon answers raw counters (histograms stay encoded).
    latencies, failures, failed, next: cursor,
    total: result.totalCompletedRequests, errors: result.errors,
  }));
});
`;

interface LoadResult {
  /** In the order answered: with one connection, the order of `requests`. */
  latencies: number[];
  /** The first few failed requests, as sent. */
  failures: string[];
  /** Where a shared walk of `requests` stopped. */
  next: number;
  failed: number;
  total: number;
  errors: number;
}

interface LoadOptions {
  connections: number;
  /** For this long, or `amount` requests in all. */
  seconds?: number;
  amount?: number;
  /** Connections share one walk of `requests`, from `start`. */
  shared?: boolean;
  start?: number;
}

const idleWorkers: Worker[] = [];

async function drive(
  url: string,
  requests: autocannon.Request[],
  { connections, seconds, amount, shared = false, start = 0 }: LoadOptions,
): Promise<{ result: LoadResult; figures: Figures }> {
  const began = performance.now();
  // Starting a worker and loading autocannon takes a few hundred ms: idle ones are reused.
  const worker = idleWorkers.pop() ?? new Worker(loadWorkerSource, { eval: true });
  worker.ref();
  const result = await new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.postMessage({ autocannonPath, url, requests, connections, seconds, amount, shared, start });
  });
  worker.removeAllListeners('error');
  worker.unref();
  idleWorkers.push(worker);
  const latencies = [...result.latencies].sort((a, b) => a - b);
  const took = seconds ?? (performance.now() - began) / 1000;
  return {
    result,
    figures: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
      rps: result.total / took,
      requests: result.total,
      // Every answer other than 200 (autocannon's non2xx are among them) and every connection error.
      errors: result.failed + result.errors,
    },
  };
}

async function load(
  url: string,
  requests: autocannon.Request[],
  connections: number,
  seconds: number,
): Promise<Figures> {
  return (await drive(url, requests, { connections, seconds })).figures;
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

/** What a browser says it can decompress: the API compresses its answers as it would for one. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const encoding: Record<string, string> = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};

function toRequest(scenario: Scenario | StreamSearch, authorization: string): autocannon.Request {
  return {
    method: 'POST',
    path: scenario.member ? '/api/vehicles/postlog/search' : '/api/vehicles/prelog/search',
    headers: {
      'content-type': 'application/json',
      ...encoding,
      ...(scenario.member ? { authorization } : {}),
    },
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

const throughput = (f: Figures) =>
  `${f.rps.toFixed(0)} searches/s  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}  (${f.requests} requests, ${f.errors} errors)`;

/** Visitors' searches the page cache answered between two readings of its counters. */
function pageCacheShare(
  before: { hits: number; inflight: number; misses: number },
  after: { hits: number; inflight: number; misses: number },
): string {
  const hits = after.hits - before.hits;
  const inflight = after.inflight - before.inflight;
  const searches = hits + inflight + after.misses - before.misses;
  if (searches === 0) return 'visitor page cache: no visitor search went through it (off?)';
  return (
    `visitor page cache answered ${hits} of ${searches} visitor searches (${((hits / searches) * 100).toFixed(1)} %)` +
    (inflight ? `, ${inflight} more shared a read under way` : '')
  );
}

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
      // SEARCH_INDEX=database measures the database alone (no in-memory index, ADR 0019).
      ...(process.env.SEARCH_INDEX && { SEARCH_INDEX: process.env.SEARCH_INDEX }),
      // SEARCH_VISITOR_VERSION_MS=0: each visitor's search reads the stock's version itself.
      ...(process.env.SEARCH_VISITOR_VERSION_MS && {
        SEARCH_VISITOR_VERSION_MS: process.env.SEARCH_VISITOR_VERSION_MS,
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
    // The in-memory index is built as an instance starts (it answers once built): waited for here.
    const indexing = performance.now();
    if (await app.services.stockSearch.refreshIndex()) {
      console.log(
        `in-memory index built in ${((performance.now() - indexing) / 1000).toFixed(1)}s, ` +
          `heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`,
      );
    }
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

      // The closing summary: the repeated mix's line and the random stream's, side by side.
      const summary: string[] = [];
      let allLine: string | undefined;
      if (part === 'pop-ups') {
        await facetFigures(app, database);
        return;
      }
      if (part !== 'random') {
        const alls = await underLoad(address, toRequest(all, authorization));
        if (part === 'under-load') return;
        if (part === 'all') {
          const alone = await load(address, [toRequest(all, authorization)], 1, SECONDS * 5);
          console.log(
            `\n'All' (5000, member) alone, ${SECONDS * 5}s: p50 ${ms(alone.p50)}  p95 ${ms(alone.p95)}  p99 ${ms(alone.p99)}  ` +
              `max ${ms(alone.max)}  ${alone.rps.toFixed(1)} pages/s; four at once p95 ${ms(alls.p95)}`,
          );
          return;
        }

        const mixRequests = list.map((s) => toRequest(s, authorization));
        for (const connections of [1, CONNECTIONS]) {
          const mix = await load(address, mixRequests, connections, SECONDS * 3);
          console.log(
            `${connections === 1 ? '\n' : ''}MIX of ${list.length} searches (pages of 16/128), ${connections} connection(s), ${SECONDS * 3}s: ` +
              `p50 ${ms(mix.p50)}  p95 ${ms(mix.p95)}  p99 ${ms(mix.p99)}  ${mix.rps.toFixed(0)} searches/s  (${mix.requests} requests, ${mix.errors} errors)`,
          );
          if (connections === CONNECTIONS)
            summary.push(
              `repeated mix of ${list.length}, ${CONNECTIONS} connections:`.padEnd(52) + throughput(mix),
            );
        }

        console.log(
          `\nPer search (1 connection = latency; ${CONNECTIONS} connections = throughput), ${SECONDS}s each:`,
        );
        console.log(
          `${'search'.padEnd(40)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)} ${'req/s@1'.padStart(8)} ${`req/s@${CONNECTIONS}`.padStart(9)} ${`p95@${CONNECTIONS}`.padStart(9)}`,
        );
        let allAlone: Figures | undefined;
        for (const scenario of [...list, all]) {
          const request = [toRequest(scenario, authorization)];
          const single = await load(address, request, 1, SECONDS);
          const many = scenario === all ? null : await load(address, request, CONNECTIONS, SECONDS);
          if (scenario === all) allAlone = single;
          console.log(
            `${scenario.name.slice(0, 40).padEnd(40)} ${ms(single.p50).padStart(9)} ${ms(single.p95).padStart(9)} ${ms(single.p99).padStart(9)} ` +
              `${single.rps.toFixed(0).padStart(8)} ${(many ? many.rps.toFixed(0) : '-').padStart(9)} ${(many ? ms(many.p95) : '-').padStart(9)}` +
              (single.errors + (many?.errors ?? 0) ? `  ERRORS ${single.errors + (many?.errors ?? 0)}` : ''),
          );
        }
        await facetFigures(app, database);
        allLine = `'All' (5000, member): alone p95 ${ms(allAlone?.p95 ?? Number.NaN)}, four at once p95 ${ms(alls.p95)}`;
      }
      if (part === undefined || part === 'random') {
        summary.push(...(await randomMix(kind, app, database, address, authorization, list)));
      }
      console.log(`\n--- Summary, ${kind}, ${VEHICLES.toLocaleString('en')} vehicles ---`);
      for (const line of [...summary, allLine ?? []].flat()) console.log(line);
    } finally {
      await app.close();
    }
  } finally {
    await target.dispose();
  }
}

/** The share of pages read (not from the page cache) that the in-memory index answered. */
function answeredShare(
  before: { index: number; database: number },
  after: { index: number; database: number },
): string {
  const index = after.index - before.index;
  const read = index + after.database - before.database;
  return `in-memory index answered ${read ? ((index / read) * 100).toFixed(0) : 0} % of ${read} pages read`;
}

/** How many searches follow the stream for the one-at-a-time figures (never sent before them). */
const ONE_AT_A_TIME = 400;
/** Visitor searches sent as a visitor and as a member, for the member's extra cost. */
const PAIRS = 200;

/**
 * The random stream: BENCH_MIX_SEARCHES searches at BENCH_CONNECTIONS for BENCH_MIX_SECONDS, then
 * the searches after it one at a time, then visitor searches as a visitor and as a member. Answers
 * the summary's line.
 */
async function randomMix(
  kind: 'pglite' | 'postgres',
  app: Awaited<ReturnType<typeof buildApp>>,
  database: Database,
  address: string,
  authorization: string,
  /** The repeated mix: its visitors' pages may be cached. */
  repeated: Scenario[],
): Promise<string[]> {
  const service = app.services.stockSearch;
  // The stream, then (from the same generator) the fresh searches the later figures use.
  const everything = await searchStream(database, SEED, MIX_SEARCHES + ONE_AT_A_TIME + 5 * PAIRS);
  const stream = everything.slice(0, MIX_SEARCHES);
  const fresh = everything.slice(MIX_SEARCHES, MIX_SEARCHES + ONE_AT_A_TIME);
  const streamKeys = new Set(stream.map(searchKey));
  const members = stream.filter((s) => s.member).length;
  console.log(
    `\nRANDOM stream (seed ${SEED}): ${stream.length} searches, ${streamKeys.size} different; ` +
      `${stream.length - members} visitors, ${members} member (nz@demo.local)`,
  );
  const failed = (label: string, figures: Figures, result: LoadResult) => {
    if (figures.errors === 0) return;
    randomStreamErrors += figures.errors;
    console.log(`  ${label}: ${figures.errors} ERRORS, e.g.`);
    for (const failure of result.failures) console.log(`    ${failure.slice(0, 400)}`);
  };

  const requests = stream.map((s) => toRequest(s, authorization));
  if (WARM_SECONDS > 0) {
    const warm = await searchStream(database, SEED + 1, MIX_SEARCHES);
    const warmed = await drive(
      address,
      warm.map((s) => toRequest(s, authorization)),
      { connections: CONNECTIONS, seconds: WARM_SECONDS, shared: true },
    );
    console.log(
      `first, unmeasured: ${warmed.figures.requests} searches of seed ${SEED + 1} in ${WARM_SECONDS}s`,
    );
  }
  const before = service.pageCacheStats();
  const answeredBefore = service.answeredByStats();
  const mix = await drive(address, requests, {
    connections: CONNECTIONS,
    seconds: MIX_SECONDS,
    shared: true,
  });
  const cacheShare = `${pageCacheShare(before, service.pageCacheStats())}; ${answeredShare(answeredBefore, service.answeredByStats())}`;
  console.log(`${CONNECTIONS} connections, ${MIX_SECONDS}s: ${throughput(mix.figures)}`);
  console.log(`  ${cacheShare}`);
  failed('random mix', mix.figures, mix.result);

  if (kind === 'pglite') {
    // PGlite runs one statement at a time: what a health check and a visitor's first page wait
    // while the stream goes on (continuing where the run above stopped).
    const health: autocannon.Request = { method: 'GET', path: '/api/health' };
    const firstPage = toRequest({ member: false, body: { tab: 1, page: 1, pageSize: 16 } }, authorization);
    const [busy, checks, pages] = await Promise.all([
      drive(address, requests, {
        connections: CONNECTIONS,
        seconds: MIX_SECONDS,
        shared: true,
        start: mix.result.next,
      }),
      drive(address, [health], { connections: 1, seconds: MIX_SECONDS }),
      drive(address, [firstPage], { connections: 1, seconds: MIX_SECONDS }),
    ]);
    console.log(`Meanwhile (the random mix again at ${CONNECTIONS} connections, ${MIX_SECONDS}s):`);
    for (const [name, run] of [
      ['GET /api/health, 1 connection', checks],
      ['visitor first page of 16, 1 connection', pages],
      [`the random mix, ${CONNECTIONS} connections`, busy],
    ] as const) {
      const f = run.figures;
      console.log(
        `  ${name.padEnd(40)} p50 ${ms(f.p50).padStart(9)}  p99 ${ms(f.p99).padStart(9)}  max ${ms(f.max).padStart(9)}  ` +
          `${f.rps.toFixed(0).padStart(6)} req/s` +
          (f.errors ? `  ERRORS ${f.errors}` : ''),
      );
    }
    failed('random mix with health checks', busy.figures, busy.result);
    failed('health checks', checks.figures, checks.result);
    failed('visitor first page', pages.figures, pages.result);
  }

  // One at a time, the searches that follow the stream: none of them was sent before.
  const single = await drive(
    address,
    fresh.map((s) => toRequest(s, authorization)),
    { connections: 1, amount: fresh.length },
  );
  console.log(
    `One at a time, ${fresh.length} further searches: p50 ${ms(single.figures.p50)}  p95 ${ms(single.figures.p95)}  ` +
      `max ${ms(single.figures.max)}  (${single.figures.errors} errors)`,
  );
  failed('one at a time', single.figures, single.result);
  const slowest = fresh
    .map((search, i) => ({ search, took: single.result.latencies[i] ?? Number.NaN }))
    .sort((a, b) => b.took - a.took)
    .slice(0, 10);
  console.log('  the 10 slowest:');
  for (const { search, took } of slowest) console.log(`  ${ms(took).padStart(10)}  ${searchKey(search)}`);

  // The same filters as a visitor and as a member: visitor searches whose page was never asked for
  // before, so the page cache answers none; the two audiences take turns going first (they share the
  // count cache).
  const cached = new Set(
    [...stream, ...fresh, ...repeated, { member: false, body: { tab: 1, page: 1, pageSize: 16 } }]
      .filter((s) => !s.member)
      .map((s) => visitorPageKey(s.body)),
  );
  const pairs: StreamSearch[] = [];
  for (const search of everything.slice(MIX_SEARCHES + ONE_AT_A_TIME)) {
    if (search.member || cached.has(visitorPageKey(search.body))) continue;
    cached.add(visitorPageKey(search.body));
    pairs.push(search);
    if (pairs.length === PAIRS) break;
  }
  const order = pairs.flatMap((search, i) => {
    const asMember = { member: true, body: search.body };
    return i % 2 === 0 ? [search, asMember] : [asMember, search];
  });
  const beforePairs = service.pageCacheStats();
  const both = await drive(
    address,
    order.map((s) => toRequest(s, authorization)),
    { connections: 1, amount: order.length },
  );
  const afterPairs = service.pageCacheStats();
  failed('visitor and member', both.figures, both.result);
  const times = (member: boolean) =>
    order
      .map((s, i) => ({ member: s.member, took: both.result.latencies[i] ?? Number.NaN }))
      .filter((t) => t.member === member)
      .map((t) => t.took)
      .sort((a, b) => a - b);
  const [visitor, member] = [times(false), times(true)];
  const ratio = (p: number) => (percentile(member, p) / percentile(visitor, p)).toFixed(2);
  console.log(
    `Same ${pairs.length} filters, one at a time: visitor p50 ${ms(percentile(visitor, 50))}  p95 ${ms(percentile(visitor, 95))}; ` +
      `member p50 ${ms(percentile(member, 50))}  p95 ${ms(percentile(member, 95))}; member/visitor p50 x${ratio(50)}, p95 x${ratio(95)}` +
      `  (page cache hits ${afterPairs.hits - beforePairs.hits})`,
  );

  return [
    `random mix of ${stream.length.toLocaleString('en')} (${streamKeys.size.toLocaleString('en')} different), ${CONNECTIONS} conn.:`.padEnd(
      52,
    ) + throughput(mix.figures),
    ''.padEnd(52) + cacheShare,
    ''.padEnd(52) +
      `Accept-Encoding: ${ACCEPT_ENCODING || 'none'}; ` +
      (WARM_SECONDS > 0 ? `after ${WARM_SECONDS}s of seed ${SEED + 1}, unmeasured` : 'no warm-up'),
    `random, one at a time (${fresh.length}):`.padEnd(52) +
      `p50 ${ms(single.figures.p50)}  p95 ${ms(single.figures.p95)}  max ${ms(single.figures.max)}`,
    `member/visitor, same ${pairs.length} filters:`.padEnd(52) + `p50 x${ratio(50)}  p95 x${ratio(95)}`,
  ];
}

/**
 * One heavy query must not stall everyone. Four connections loop the member 'All' page
 * (5000 vehicles) while one loops GET /api/health and one a visitor's page of 16; the health check's
 * and the small search's latencies are what the other users feel.
 */
async function underLoad(address: string, allRequest: autocannon.Request): Promise<Figures> {
  const seconds = SECONDS * 5;
  const health: autocannon.Request = { method: 'GET', path: '/api/health' };
  const small: autocannon.Request = {
    method: 'POST',
    path: '/api/vehicles/prelog/search',
    headers: { 'content-type': 'application/json', ...encoding },
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
  if (statements.length === 0) return alls;
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
  return alls;
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
      (_make, index) => service.rangeFacet({ ...base, maxYear: 2100 - index }, 'mileage', 'public', null),
    ],
  ];
  console.log(`\nPop-up counts, uncached, one query per opening, ${makes.length} openings each:`);
  for (const [name, run] of runs) {
    // One opening outside the timed ones first: the figures are the query's, not a cold start's.
    await run(undefined, -10);
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
if (randomStreamErrors > 0) {
  console.error(`\n${randomStreamErrors} searches of the random stream failed.`);
  process.exitCode = 1;
}
if (!process.env.DATABASE_URL) console.log('\n(set DATABASE_URL to also benchmark PostgreSQL)');
