// npm run bench:admin -w apps/api — the back office at scale: the dashboard, the stock list and the
// offers and purchases inboxes. Not a timed test: it prints figures. Seeds BENCH_VEHICLES (default
// 100,000) demo vehicles, BENCH_OFFERS (default 10,000) offers and BENCH_PURCHASES (default 5,000)
// purchases on PostgreSQL (DATABASE_URL, a scratch database dropped afterwards) or embedded PGlite,
// vacuums (autovacuum's steady state), then times each page through app.inject as the demo staff:
// p50 and p95 of BENCH_RUNS (default 20) after two warm-ups. Where a page takes an input (a text, a
// make, a deep page), the runs go through a few of them, so no figure is one cached answer.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:admin -w apps/api
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  OFFER_STATES,
  PURCHASE_STAGES,
  PURCHASE_STATES,
  CANCELLED_PURCHASE_STATE,
  VEHICLE_STATUSES,
} from '@ibc/domain';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { openDatabase, queryRows, type Database, type Db } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { openScratchDatabase } from '../src/db/scratch-database.ts';
import { seedDemoData } from '../demo/seed.ts';
import { accessTokenFor } from '../test/helpers/fixtures.ts';

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 100_000);
const OFFERS = Number(process.env.BENCH_OFFERS ?? 10_000);
const PURCHASES = Math.min(Number(process.env.BENCH_PURCHASES ?? 5_000), OFFERS);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UPS = 2;

/** Each page: its name and its address at run `n` (inputs that vary go round a few values). */
type Page = [string, (n: number) => string];
const pick = <T>(values: readonly T[], n: number): T => values[n % values.length]!;

const PAGES: Page[] = [
  ['dashboard', () => '/api/admin/dashboard'],
  ['stock: first page (newest listed)', () => '/api/admin/stock'],
  ['stock: page ~1,000 (offset ~50,000)', (n) => `/api/admin/stock?page=${995 + (n % 10)}`],
  ...VEHICLE_STATUSES.map((status): Page => [
    `stock: status ${status}`,
    () => `/api/admin/stock?status=${status}`,
  ]),
  ['stock: tab 2', () => '/api/admin/stock?tab=2'],
  [
    'stock: make, by price',
    (n) =>
      `/api/admin/stock?make=${pick(['Toyota', 'Nissan', 'Honda', 'Mazda', 'Subaru'], n)}&sort=price&direction=asc`,
  ],
  [
    'stock: text (a model)',
    (n) => `/api/admin/stock?q=${pick(['aqua', 'prius', 'note', 'fit', 'demio'], n)}`,
  ],
  ['stock: text chassis prefix', (n) => `/api/admin/stock?q=${pick(['NHP10-12', 'ZVW30-13', 'GP5-30'], n)}`],
  ['stock: sort by status', (n) => `/api/admin/stock?sort=status&direction=${pick(['asc', 'desc'], n)}`],
  ['stock: sort by kms, page 3', (n) => `/api/admin/stock?sort=kms&page=${3 + (n % 3)}`],
  ['stock: sort by name', (n) => `/api/admin/stock?sort=name&direction=${pick(['asc', 'desc'], n)}`],
  ['offers: inbox (open)', () => '/api/admin/offers'],
  ...[...OFFER_STATES, 'all'].map((status): Page => [
    `offers: ${status}`,
    () => `/api/admin/offers?status=${status}`,
  ]),
  // The inboxes are 50 a page: the last pages of everything read past the most rows.
  ['offers: all, pages 150-199', (n) => `/api/admin/offers?status=all&page=${150 + (n % 50)}`],
  ['purchases: inbox (all)', () => '/api/admin/purchases'],
  ['purchases: all, pages 75-99', (n) => `/api/admin/purchases?page=${75 + (n % 25)}`],
  ...PURCHASE_STATES.map((stage): Page => [
    `purchases: ${stage}`,
    () => `/api/admin/purchases?stage=${stage}`,
  ]),
];

/** Nearest-rank percentile. */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * OFFERS offers and PURCHASES purchases by the demo customers, made in SQL (generate_series) in one
 * transaction. The first PURCHASES offers were accepted, each on its own available car, and became a
 * purchase at a stage spread over the timeline (a twentieth cancelled): the car reserved until it
 * departs, sold after, back on sale when cancelled; booked purchases are on a voyage of the demo
 * schedule, and each purchase has its timeline's rows. The other offers are open (submitted or
 * countered, sent in the last 3 days and expiring 3 days after) or closed, on other available cars,
 * a car taking a few offers once the cars run short. Amounts are the car's price in the member's
 * currency as written (the bench reads pages, it prices nothing it keeps).
 */
async function seedDeals(db: Db) {
  const live = PURCHASE_STAGES.map((stage) => sql`${stage}`);
  const stageList = sql.join(live, sql`, `);
  const closed = [
    'submitted',
    'submitted',
    'submitted',
    'countered',
    'countered',
    'declined',
    'declined',
    'withdrawn',
    'expired',
    'expired',
  ];
  for (const state of closed)
    if (!(OFFER_STATES as readonly string[]).includes(state)) throw new Error(state);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create temp table bench_members on commit drop as
      select row_number() over (order by u.id) - 1 as k, u.id as user_id, u.company_id, c.port_id,
             u.active_currency as currency
      from users u join companies c on c.id = u.company_id where u.role = 'customer'`);
    await tx.execute(sql`
      create temp table bench_cars on commit drop as
      select row_number() over (order by md5(id::text)) as n, id, stock_tab, terms, base_price
      from vehicles where status = 'available'`);
    await tx.execute(sql`create unique index on bench_cars (n)`);
    // Offer i: member i mod the members; car i for the accepted ones, then the others' cars in turn.
    await tx.execute(sql`
      insert into offers (user_id, company_id, vehicle_id, offer_amount, currency, computed_fees,
                          destination_port_id, terms, tab, status, current_amount, expires_at,
                          created_at, updated_at)
      select m.user_id, m.company_id, c.id,
             greatest(c.base_price, 1) * case when m.currency = 'JPY' then 1000 else 0.9 end,
             m.currency, 1500, m.port_id, c.terms, c.stock_tab, o.status,
             case when o.status = 'countered' then greatest(c.base_price, 1) * case when m.currency = 'JPY' then 1050 else 0.95 end end,
             case when o.status in ('submitted', 'countered') then o.created_at + interval '3 days' end,
             o.created_at, o.created_at
      from (
        select i,
               case when i <= ${PURCHASES} then 'accepted'
                    else (${sql.raw(`array['${closed.join("','")}']`)})[1 + (i * 7) % 10] end as status,
               case when i <= ${PURCHASES} then now() - (i % 400) * interval '1 day' - (i % 1440) * interval '1 minute'
                    when (i * 7) % 10 < 5 then now() - (i % 4300) * interval '1 minute'
                    else now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute' end as created_at
        from generate_series(1, ${OFFERS}) i
      ) o
      join bench_members m on m.k = o.i % (select count(*) from bench_members)
      join bench_cars c on c.n = case when o.i <= ${PURCHASES} then o.i
             else ${PURCHASES} + 1 + (o.i - ${PURCHASES} - 1) % greatest((select count(*) from bench_cars) - ${PURCHASES}, 1) end
      order by o.i`);
    // The accepted offers' purchases: stage by the offer's id, a twentieth cancelled.
    await tx.execute(sql`
      insert into purchases (offer_id, company_id, user_id, vehicle_id, currency, agreed_amount, terms,
                             destination_port_id, stage, voyage_id, etd, eta, created_at, updated_at)
      select o.id, o.company_id, o.user_id, o.vehicle_id, o.currency, o.offer_amount, o.terms,
             o.destination_port_id, s.stage,
             case when s.at >= 5 then v.id end, case when s.at >= 5 then v.etd end,
             case when s.at >= 5 then v.etd + interval '30 days' end,
             o.created_at + interval '1 hour', o.created_at + interval '1 hour'
      from offers o
      cross join lateral (
        select case when o.id % 20 = 0 then ${CANCELLED_PURCHASE_STATE}
                    else (array[${stageList}])[1 + o.id % ${PURCHASE_STAGES.length}] end as stage,
               case when o.id % 20 = 0 then 1 else 1 + o.id % ${PURCHASE_STAGES.length} end as at
      ) s
      left join lateral (
        select id, etd from voyages order by id offset (o.id % greatest((select count(*) from voyages), 1)) limit 1
      ) v on true
      where o.status = 'accepted'`);
    // Each purchase's timeline: the stages it went through, a day apart, and its cancellation.
    await tx.execute(sql`
      insert into purchase_stages (purchase_id, stage, occurred_at, note)
      select p.id, t.stage, p.created_at + (t.at - 1) * interval '1 day', ''
      from purchases p
      cross join lateral unnest(array[${stageList}]) with ordinality t(stage, at)
      where t.at <= greatest(array_position(array[${stageList}], p.stage), 1)`);
    await tx.execute(sql`
      insert into purchase_stages (purchase_id, stage, occurred_at, note)
      select id, ${CANCELLED_PURCHASE_STATE}, created_at + interval '2 days', 'The buyer changed his mind'
      from purchases where stage = ${CANCELLED_PURCHASE_STATE}`);
    // The cars: reserved by a live purchase, sold once it departed.
    await tx.execute(sql`
      update vehicles v set status = case when array_position(array[${stageList}], p.stage) >= 6 then 'sold' else 'reserved' end
      from purchases p where p.vehicle_id = v.id and p.stage <> ${CANCELLED_PURCHASE_STATE}`);
  });
}

const database: Database & { dispose?: () => Promise<void> } = process.env.DATABASE_URL
  ? await openScratchDatabase({ adminUrl: process.env.DATABASE_URL, prefix: 'ibc_admin_bench', poolSize: 4 })
  : await openDatabase({});
try {
  await runMigrations(database);
  const seeded = performance.now();
  await seedDemoData(database.db, { vehicles: VEHICLES });
  await seedDeals(database.db);
  // What autovacuum leaves a table in: visibility map set (index-only scans), statistics fresh.
  await database.db.execute(sql`vacuum analyze`);
  const [counts] = await queryRows<{ offers: number; purchases: number; open: number }>(
    database.db,
    sql`select (select count(*)::int from offers) as offers, (select count(*)::int from purchases) as purchases,
               (select count(*)::int from offers where status in ('submitted', 'countered')) as open`,
  );
  console.log(
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${VEHICLES.toLocaleString('en')} vehicles, ` +
      `${counts!.offers.toLocaleString('en')} offers (${counts!.open.toLocaleString('en')} open), ` +
      `${counts!.purchases.toLocaleString('en')} purchases seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s; ` +
      `${RUNS} runs a page after ${WARM_UPS} warm-ups`,
  );
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: path.join(os.tmpdir(), `ibc-admin-bench-${randomBytes(4).toString('hex')}`),
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ database, env, startWorkers: false, logger: false });
  // The instance builds its search index once ready, on this thread: the timed pages wait for that
  // build, as on an instance that has been up a while.
  await app.ready();
  await app.services.stockSearch.refreshIndex();
  const [staff] = await queryRows<{ id: number; role: string; token_version: number }>(
    database.db,
    sql`select id, role, token_version from users where email = 'sales@demo.local'`,
  );
  const authorization = `Bearer ${await accessTokenFor(app, { id: staff!.id, role: staff!.role, tokenVersion: staff!.token_version })}`;
  console.log(`${'page'.padEnd(38)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}  rows`);
  for (const [name, url] of PAGES) {
    const times: number[] = [];
    let rows = '';
    for (let run = 0; run < WARM_UPS + RUNS; run++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: url(run), headers: { authorization } });
      const took = performance.now() - started;
      if (res.statusCode !== 200)
        throw new Error(`${name}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (run >= WARM_UPS) times.push(took);
      if (run === WARM_UPS) {
        const body = res.json<{ total?: number; items?: unknown[] }>();
        rows = body.items !== undefined ? `${body.items.length} of ${body.total}` : '';
      }
    }
    console.log(
      `${name.padEnd(38)} ${percentile(times, 50).toFixed(1).padStart(5)} ms ${percentile(times, 95).toFixed(1).padStart(5)} ms  ${rows}`,
    );
  }
  await app.close();
} finally {
  await (database.dispose ? database.dispose() : database.close());
}
