// npm run bench:deal -w apps/api — the deal flow's figures: the invoice PDF's generation time,
// the account summary's requests for a dealer with BENCH_PURCHASES (default 500) purchases, and the
// bell's unread-count poll. Not a timed test: it prints figures (median of BENCH_RUNS, default 7,
// after one warm-up), on PostgreSQL (DATABASE_URL, a scratch database dropped after) or PGlite.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:deal -w apps/api
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { openDatabase, queryRows, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { openScratchDatabase } from '../src/db/scratch-database.ts';
import { systemActor } from '../src/lib/activity-log.ts';
import { translator } from '../src/lib/i18n.ts';
import { renderInvoicePdf, type InvoicePdfInput } from '../src/modules/invoices/invoice-pdf.ts';
import { seedDemoData } from '../demo/seed.ts';
import { accessTokenFor, createPurchase, NZ_SNAPSHOT } from '../test/helpers/fixtures.ts';

const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const STAGES = ['purchased', 'in-yard', 'export-certificate', 'inspected', 'booked', 'departed', 'arrived'];

const database: Database & { dispose?: () => Promise<void> } = process.env.DATABASE_URL
  ? await openScratchDatabase({ adminUrl: process.env.DATABASE_URL, prefix: 'ibc_deal_bench', poolSize: 4 })
  : await openDatabase({});
try {
  await runMigrations(database);
  await seedDemoData(database.db, { vehicles: PURCHASES + 200 });
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: path.join(os.tmpdir(), `ibc-deal-bench-${randomBytes(4).toString('hex')}`),
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ database, env, startWorkers: false, logger: false });
  const [dealer] = await queryRows<{ id: number; role: string; token_version: number; company_id: number }>(
    database.db,
    sql`select id, role, token_version, company_id from users where email = 'nz@demo.local'`,
  );
  const vehicleIds = await queryRows<{ id: number }>(
    database.db,
    sql`select id from vehicles where status = 'available' order by id limit ${PURCHASES}`,
  );
  const seeded = performance.now();
  for (const [index, { id: vehicleId }] of vehicleIds.entries()) {
    await database.db.transaction(async (tx) => {
      const purchaseId = await createPurchase(
        tx,
        { id: dealer!.id, companyId: dealer!.company_id },
        {
          vehicleId,
          agreedAmount: String(8000 + index),
          stage: STAGES[index % STAGES.length]!,
          priceSnapshot: {
            ...NZ_SNAPSHOT,
            priceDetails: { ...NZ_SNAPSHOT.priceDetails, freightCost: '1200' },
          },
        },
      );
      await app.services.invoices.issueProforma(tx, purchaseId, systemActor('bench'));
    });
  }
  console.log(
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${vehicleIds.length} purchases with their proformas in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  const authorization = `Bearer ${await accessTokenFor(app, { id: dealer!.id, role: dealer!.role, tokenVersion: dealer!.token_version })}`;

  async function time(name: string, url: string): Promise<number> {
    const times: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { authorization } });
      if (res.statusCode !== 200)
        throw new Error(`${name}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (run > 0) times.push(performance.now() - started);
    }
    const result = median(times);
    console.log(
      `${name.padEnd(44)} median ${result.toFixed(1)} ms  (max ${Math.max(...times).toFixed(1)} ms)`,
    );
    return result;
  }

  console.log('\nAccount summary (the page sends these four requests at once):');
  const summary = [
    await time('purchases (by stage)', '/api/purchases'),
    await time('invoices and balances', '/api/invoices'),
    await time('offers waiting on the dealer', '/api/vehicle-auction/my-offers'),
    await time('latest notifications', '/api/notifications?limit=5'),
  ];
  console.log(
    `${'slowest of the four (the page is ready)'.padEnd(44)} ${Math.max(...summary).toFixed(1)} ms`,
  );

  console.log('\nBell:');
  const unread = await time('unread count (polled every 4 s)', '/api/notifications/unread-count');
  console.log(
    `staff action -> dealer's bell: at most the 4 s poll + ${unread.toFixed(1)} ms (about 2 s on average)`,
  );

  console.log('\nInvoice PDF:');
  const [invoice] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from invoices order by id limit 1`,
  );
  await time('GET /api/invoices/:id/pdf', `/api/invoices/${invoice!.id}/pdf`);
  const sample: InvoicePdfInput = {
    number: 'IBC-2026-000001',
    kind: 'final',
    issuedOn: '2026-03-01',
    dueDate: '2026-03-12',
    currency: 'NZD',
    jpyPerUnit: '88.50',
    total: '14145.00',
    billTo: {
      company: 'Kiwi Motors Ltd',
      addressLines: ['12 Wharf Road', 'Auckland 1010'],
      country: 'New Zealand',
    },
    vehicle: { name: '2015 Toyota Aqua S', chassis: 'NHP10-1234567' },
    shipment: {
      terms: 'FOB',
      consignee: 'Kiwi Motors Ltd',
      notifyParty: '',
      loadingPort: 'Yokohama',
      dischargePort: 'Auckland',
      vessel: 'Trans Future 5',
      voyage: 'TF5-2603',
      etd: '2026-02-20',
      eta: '2026-03-09',
      blNumber: 'TFYK2603001',
    },
    collection: {
      safeEtaDate: '2026-03-07',
      earliest: '2026-03-16',
      medium: '2026-03-13',
      latest: '2026-03-12',
    },
    lines: [
      { kind: 'vehicle', description: 'Vehicle', amount: '10000.00' },
      { kind: 'freight', description: 'Freight', amount: '1200.00' },
    ],
    deposit: null,
    voided: false,
  };
  // English draws in the standard Helvetica; Japanese and Arabic embed (and subset) a Noto font.
  for (const language of ['en', 'ja', 'ar'] as const) {
    const words = await translator(language);
    const renders: number[] = [];
    for (let run = 0; run <= 50; run++) {
      const started = performance.now();
      await renderInvoicePdf(sample, words);
      if (run > 0) renders.push(performance.now() - started);
    }
    console.log(
      `${`renderInvoicePdf (pdfkit) alone, ${language}`.padEnd(44)} median ${median(renders).toFixed(1)} ms`,
    );
  }
  await app.close();
} finally {
  await (database.dispose ? database.dispose() : database.close());
}
