// npm run bench:failover — nothing lost when an instance dies or restarts. Starts the production
// topology (src/cli/topology.ts: HAProxy in front of 3 API instances) on a fresh PostgreSQL
// database and drives clients through the proxy: visitors' and members' searches (reads: a client
// retries a failed one), members' offers and payments, each with its own Idempotency-Key (the client
// sends the same key again on a network error, a 5xx or a timeout until the write is acknowledged).
// Phase 1 kills one instance with kill -9 mid-run and starts it again; phase 2 restarts all three in
// turn (SIGTERM, it drains and exits, start, ready, next). Each phase prints the requests sent, those
// that failed as the client saw them (after its retries), the writes acknowledged, those found in
// the database afterwards by their keys, and duplicates. Exits 1 when an acknowledged write is
// missing or doubled, or a client saw a failure. Not a test: it prints figures (docs/deploy.md).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres CLIENTS=24 npm run bench:failover
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { computeLandedPrice, offerAmountToSend } from '@ibc/domain';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { loadMember } from '../src/db/member-read-model.ts';
import { companies, currencyAccounts, users } from '../src/db/schema.ts';
import type { Db } from '../src/db/client.ts';
import { systemActor } from '../src/lib/activity-log.ts';
import { priceVehiclesForMember } from '../src/modules/pricing/pricing.service.ts';
import { prepareDatabase, startTopology, type Topology } from '../src/cli/topology.ts';
import { accessTokenFor, createPurchase, NZ_SNAPSHOT } from '../test/helpers/fixtures.ts';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Members sending searches, offers and payments; visitors send public searches. */
const MEMBERS = Number(process.env.CLIENTS ?? 24);
const VISITORS = Number(process.env.VISITORS ?? 8);
const SEED_VEHICLES = Number(process.env.SEED_VEHICLES ?? 3000);
const DRAIN_MS = process.env.SHUTDOWN_DRAIN_MS ?? '3000';
/** Writes per member per phase: under the offers' rate limit (30 in 10 min) and the proofs' daily cap (20). */
const OFFERS_PER_PHASE = 12;
const PAYMENTS_PER_PHASE = 6;
const REQUEST_TIMEOUT_MS = 15_000;
const GIVE_UP_AFTER_TRIES = 30;
const AUTH_SECRET = 'failover-bench-secret-failover-bench-secret';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const paidYesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/**
 * Free ports one after another (the topology's instances listen on first, first + 1, ...), below
 * the kernel's ephemeral range (32768 and up on Linux): a port from that range can be taken by any
 * outgoing connection (the instances' own database clients) while an instance starts or restarts.
 */
async function freeRun(count: number): Promise<number> {
  for (;;) {
    const first = 20_000 + Math.floor(Math.random() * 10_000);
    const probes = await Promise.all(Array.from({ length: count }, (_, k) => canListen(first + k)));
    if (probes.every(Boolean)) return first;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

interface Member {
  userId: number;
  authorization: string;
  invoiceId: number;
  offers: { body: object; vehicleId: number }[];
}

interface Tally {
  reads: number;
  readsFailed: number;
  writes: number;
  writesFailed: number;
  /** Tries a client sent again after an error it saw (the proxy's own retries are not counted), by request kind and error. */
  clientRetries: Map<string, number>;
  acknowledged: { kind: 'offer' | 'payment'; key: string; id: number }[];
}

const newTally = (): Tally => ({
  reads: 0,
  readsFailed: 0,
  writes: 0,
  writesFailed: 0,
  clientRetries: new Map(),
  acknowledged: [],
});

/**
 * Sends a request until it gets an answer that is not a network error, a timeout or a 5xx (a
 * client's retry; a write sends the same Idempotency-Key each time). null when it gave up.
 */
async function send(
  tally: Tally,
  kind: 'search' | 'keyed write' | 'proof upload',
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | Buffer },
): Promise<{ status: number; body: unknown } | null> {
  for (let attempt = 1; attempt <= GIVE_UP_AFTER_TRIES; attempt++) {
    let error: string;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const text = await response.text();
      if (response.status < 500) {
        return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
      }
      error = String(response.status);
    } catch (caught) {
      // connection refused or reset, timeout: tried again below
      const cause = caught instanceof Error ? (caught.cause as { code?: string } | undefined) : undefined;
      error = cause?.code ?? (caught instanceof Error ? caught.name : 'error');
    }
    const label = `${kind} ${error}`;
    tally.clientRetries.set(label, (tally.clientRetries.get(label) ?? 0) + 1);
    await sleep(100 * Math.min(attempt, 10));
  }
  return null;
}

const searchBody = (i: number) =>
  JSON.stringify({ tab: 11, page: (i % 5) + 1, pageSize: 16, sortBy: i % 2 ? 'mileage' : 'year' });

async function read(tally: Tally, url: string, headers: Record<string, string>, i: number) {
  tally.reads++;
  const answer = await send(tally, 'search', url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: searchBody(i),
  });
  if (answer?.status !== 200) tally.readsFailed++;
}

async function write(
  tally: Tally,
  kind: 'offer' | 'payment',
  url: string,
  headers: Record<string, string>,
  body: object,
) {
  tally.writes++;
  const key = randomUUID();
  const answer = await send(tally, 'keyed write', url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, ...headers },
    body: JSON.stringify(body),
  });
  const id = (answer?.body as { offerId?: number; id?: number } | undefined) ?? {};
  if (answer?.status === 200) {
    tally.acknowledged.push({ kind, key, id: kind === 'offer' ? id.offerId! : id.id! });
  } else {
    tally.writesFailed++;
    if (answer) console.log(`  ${kind} refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

async function pay(tally: Tally, proxyUrl: string, member: Member, n: number) {
  // The proof first (not keyed: the same bytes sent again are the same file), then the payment.
  tally.writes++;
  const proof = await send(tally, 'proof upload', `${proxyUrl}/api/payments/proofs?fileName=swift.pdf`, {
    method: 'POST',
    headers: { authorization: member.authorization, 'content-type': 'application/pdf' },
    body: Buffer.from(`%PDF-1.4 failover bench ${member.userId} ${n} ${randomUUID()}`),
  });
  if (proof?.status !== 200) {
    tally.writesFailed++;
    if (proof) console.log(`  proof refused: ${proof.status} ${JSON.stringify(proof.body)}`);
    return;
  }
  await write(
    tally,
    'payment',
    `${proxyUrl}/api/payments`,
    { authorization: member.authorization },
    {
      currency: 'NZD',
      amount: '1',
      paidOn: paidYesterday(),
      proofId: (proof.body as { proofId: string }).proofId,
      allocations: [{ invoiceId: member.invoiceId, amount: '1' }],
    },
  );
}

/** Every client's loop until `running()` turns false; the members' writes spread over the phase. */
async function drive(proxyUrl: string, members: Member[], running: () => boolean): Promise<Tally> {
  const tally = newTally();
  const visitor = async (v: number) => {
    for (let i = v; running(); i++) {
      await read(tally, `${proxyUrl}/api/vehicles/prelog/search`, {}, i);
    }
  };
  const member = async (m: Member) => {
    let offers = 0;
    let payments = 0;
    for (let i = 0; running(); i++) {
      const draw = i % 6;
      if (draw === 1 && offers < OFFERS_PER_PHASE) {
        const offer = m.offers.shift();
        if (offer) {
          offers++;
          await write(
            tally,
            'offer',
            `${proxyUrl}/api/vehicle-auction/send-offer?isNZICP=false&isDduStock=false`,
            { authorization: m.authorization },
            offer.body,
          );
          continue;
        }
      }
      if (draw === 4 && payments < PAYMENTS_PER_PHASE) {
        payments++;
        await pay(tally, proxyUrl, m, i);
        continue;
      }
      await read(tally, `${proxyUrl}/api/vehicles/postlog/search`, { authorization: m.authorization }, i);
    }
  };
  await Promise.all([
    ...Array.from({ length: VISITORS }, (_, v) => visitor(v)),
    ...members.map((m) => member(m)),
  ]);
  return tally;
}

/** How many rows hold each acknowledged key, read from PostgreSQL itself. */
async function checkWrites(databaseUrl: string, tally: Tally) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let found = 0;
    let duplicates = 0;
    let wrongId = 0;
    for (const kind of ['offer', 'payment'] as const) {
      const acked = tally.acknowledged.filter((a) => a.kind === kind);
      const table = kind === 'offer' ? 'offers' : 'payments';
      const { rows } = await client.query<{ key: string; ids: number[] }>(
        `select idempotency_key as key, array_agg(id) as ids from ${table}
         where idempotency_key = any($1) group by idempotency_key`,
        [acked.map((a) => a.key)],
      );
      const byKey = new Map(rows.map((row) => [row.key, row.ids]));
      for (const a of acked) {
        const ids = byKey.get(a.key) ?? [];
        if (ids.length > 0) found++;
        if (ids.length > 1) duplicates++;
        if (ids.length === 1 && ids[0] !== a.id) wrongId++;
      }
    }
    return { found, duplicates, wrongId };
  } finally {
    await client.end();
  }
}

/** An approved New Zealand dealer like the demo's nz@demo.local (same port and region), NZD account. */
async function createDealer(db: Db, k: number) {
  const [demo] = await queryRows<{ port_id: number | null }>(
    db,
    sql`select c.port_id from companies c join users u on u.company_id = c.id where u.email = 'nz@demo.local'`,
  );
  const email = `failover-${k}-${randomUUID().slice(0, 8)}@bench.local`;
  const [company] = await db
    .insert(companies)
    .values({
      name: `Failover Motors ${k}`,
      countryId: 75,
      portId: demo?.port_id ?? null,
      emails: [email],
      exportRegion: 'atnz',
      status: 'approved',
    })
    .returning();
  await db.insert(currencyAccounts).values({ companyId: company!.id, currency: 'NZD' });
  const [user] = await db
    .insert(users)
    .values({
      email,
      contactName: 'Bench Dealer',
      passwordHash: 'no sign-in: the bench signs its own tokens',
      role: 'customer',
      companyId: company!.id,
      activeCurrency: 'NZD',
    })
    .returning();
  return { user: user!, company: company! };
}

/** Bench members: an approved NZ dealer each, an open proforma to pay, offers priced for him. */
async function setUpMembers(databaseUrl: string, count: number): Promise<Member[]> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
  try {
    const env = loadEnv({
      NODE_ENV: 'production',
      DATA_DIR: path.join(os.tmpdir(), 'ibc-failover-bench-setup'),
      AUTH_SECRET,
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ database, env, startWorkers: false, logger: false });
    const { db } = database;
    const vehicles = await queryRows<{ id: number }>(
      db,
      sql`select id from vehicles where status = 'available' and stock_type = 'ibc' and not is_kap_stock order by id limit ${count * (OFFERS_PER_PHASE * 2 + 1)}`,
    );
    const members: Member[] = [];
    for (let k = 0; k < count; k++) {
      const { user, company } = await createDealer(db, k);
      const mine = vehicles.slice(k * (OFFERS_PER_PHASE * 2 + 1), (k + 1) * (OFFERS_PER_PHASE * 2 + 1));
      const [bought, ...toOffer] = mine;
      const invoiceId = await db.transaction(async (tx) => {
        const purchaseId = await createPurchase(
          tx,
          { id: user.id, companyId: company.id },
          { vehicleId: bought!.id, agreedAmount: '100000', priceSnapshot: NZ_SNAPSHOT },
        );
        return (await app.services.invoices.issueProforma(tx, purchaseId, systemActor('failover bench'))).id;
      });
      const loaded = (await loadMember(db, user.id))!;
      const rows = await db.query.vehicles.findMany({
        where: (v, { inArray }) =>
          inArray(
            v.id,
            toOffer.map((t) => t.id),
          ),
      });
      const prices = await priceVehiclesForMember(db, loaded, rows);
      const offers = [...prices.entries()].map(([vehicleId, price]) => {
        const typed = price.priceDetails.basePrice;
        const landed = computeLandedPrice({
          offer: typed,
          exportRegion: price.pricingRegion,
          priceDetails: price.priceDetails,
        });
        return {
          vehicleId,
          body: {
            vehicleId,
            offerAmount: offerAmountToSend(typed, price.priceDetails.negotiateCurrency),
            computedFees: landed.amount,
            comment: 'failover bench',
            vehiclePrice: price.price,
            deliveryType: '',
            checklistLink: '',
            tab: 11,
          },
        };
      });
      const token = await accessTokenFor(app, { ...user, tokenVersion: user.tokenVersion });
      members.push({ userId: user.id, authorization: `Bearer ${token}`, invoiceId, offers });
    }
    await app.close();
    return members;
  } finally {
    await database.close();
  }
}

interface PhaseResult {
  name: string;
  tally: Tally;
  found: number;
  duplicates: number;
  wrongId: number;
  seconds: number;
}

async function phase(
  name: string,
  topology: Topology,
  members: Member[],
  databaseUrl: string,
  disturb: () => Promise<void>,
): Promise<PhaseResult> {
  console.log(`\n${name}`);
  let running = true;
  const started = performance.now();
  const load = drive(topology.proxyUrl, members, () => running);
  await sleep(3000);
  await disturb();
  await sleep(3000);
  running = false;
  const tally = await load;
  const seconds = (performance.now() - started) / 1000;
  return { name, tally, seconds, ...(await checkWrites(databaseUrl, tally)) };
}

const step = (text: string) => console.log(`  ${new Date().toISOString().slice(11, 23)} ${text}`);

/** Runs both phases and prints their figures; true when anything was lost, doubled or failed. */
async function main(name: string, databaseUrl: string, runDir: string): Promise<boolean> {
  console.log(
    `failover bench: 3 instances behind HAProxy, ${MEMBERS} members + ${VISITORS} visitors, database ${name}, logs in ${runDir}`,
  );
  await prepareDatabase(databaseUrl, SEED_VEHICLES);
  const members = await setUpMembers(databaseUrl, MEMBERS);
  // The three instances' ports, then the proxy's.
  const firstPort = await freeRun(4);
  const topology = await startTopology({
    instances: 3,
    databaseUrl,
    proxyPort: firstPort + 3,
    firstApiPort: firstPort,
    runDir,
    env: { AUTH_SECRET, SHUTDOWN_DRAIN_MS: DRAIN_MS, LOG_LEVEL: 'warn' },
  });
  const results: PhaseResult[] = [];
  try {
    results.push(
      await phase(
        'phase 1: kill -9 one instance, start it again',
        topology,
        members,
        databaseUrl,
        async () => {
          step('kill -9 instance 2');
          await topology.stopInstance(2, 'SIGKILL');
          await topology.waitForProxy(2, 'DOWN');
          step('HAProxy took instance 2 out');
          await sleep(3000);
          step('starting instance 2');
          await topology.startInstance(2);
          step('instance 2 is back in HAProxy');
        },
      ),
    );
    results.push(
      await phase(
        'phase 2: rolling restart (SIGTERM, drain, start, ready, next)',
        topology,
        members,
        databaseUrl,
        async () => {
          for (let i = 1; i <= 3; i++) {
            step(`SIGTERM instance ${i}`);
            await topology.stopInstance(i, 'SIGTERM');
            step(`instance ${i} exited; starting it`);
            await topology.startInstance(i);
            step(`instance ${i} is back in HAProxy`);
          }
        },
      ),
    );
  } finally {
    await topology.stop();
  }

  const header = [
    'phase',
    's',
    'reads sent',
    'reads failed',
    'writes sent',
    'writes failed',
    'client retries',
    'acknowledged',
    'found after',
    'duplicates',
  ];
  const rows = results.map((r) => [
    r.name.slice(0, 7),
    r.seconds.toFixed(0),
    String(r.tally.reads),
    String(r.tally.readsFailed),
    String(r.tally.writes),
    String(r.tally.writesFailed),
    String([...r.tally.clientRetries.values()].reduce((a, b) => a + b, 0)),
    String(r.tally.acknowledged.length),
    String(r.found),
    String(r.duplicates + r.wrongId),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  console.log(`\n${line(header)}`);
  for (const row of rows) console.log(line(row));
  for (const r of results) {
    const why = [...r.tally.clientRetries].map(([label, n]) => `${label}: ${n}`).join(', ');
    console.log(`${r.name.slice(0, 7)} client retries: ${why || 'none'}`);
  }
  console.log(
    '\nwrites: offers and payments with an Idempotency-Key (a payment counts its proof upload as a write too); failed: as the client saw it after its own retries; found after: acknowledged writes whose key is in PostgreSQL; duplicates: keys with more than one row or another id than acknowledged.',
  );

  return results.some(
    (r) =>
      r.found !== r.tally.acknowledged.length ||
      r.duplicates + r.wrongId > 0 ||
      r.tally.readsFailed + r.tally.writesFailed > 0,
  );
}

const name = `ibc_failover_bench_${randomUUID().slice(0, 8)}`;
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
let lost: boolean;
try {
  lost = await main(name, url.toString(), path.join(os.tmpdir(), name));
} finally {
  // The bench's database goes with it, whatever happened (KEEP_DATABASE=1 keeps it to look at).
  if (!process.env.KEEP_DATABASE) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
if (lost) {
  console.error('\nFAILED: a client saw a failure, or an acknowledged write is missing or doubled.');
  process.exit(1);
}
