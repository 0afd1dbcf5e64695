// npm run bench:import -w apps/api — the stock CSV import ("10,000 rows must import in
// under a minute on a 2-core machine"). Not a timed test: it prints figures. Builds a BENCH_ROWS-row
// file (default 10,000) from the template, then times the check (parse + validate every row) and the
// import in batches of STOCK_IMPORT_LIMITS.batchSize through the same service the routes use, on
// embedded PGlite and, when DATABASE_URL is set, on PostgreSQL (a scratch database, dropped after).
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { STOCK_CSV_COLUMNS, STOCK_IMPORT_LIMITS } from '@ibc/domain';
import { openDatabase, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { openScratchDatabase } from '../src/db/scratch-database.ts';
import { systemActor } from '../src/lib/activity-log.ts';
import { createStockImportService } from '../src/modules/stock/stock-import.service.ts';
import { currencies } from '../src/db/schema.ts';
import { sheetFile } from '../src/lib/spreadsheet.ts';
import { CURRENCIES } from '../demo/reference-data.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const MAKES = ['Toyota|Aqua', 'Toyota|Prius', 'Nissan|Note', 'Honda|Fit', 'Mazda|Demio', 'Subaru|Impreza'];

async function run(label: string, database: Database): Promise<void> {
  await runMigrations(database);
  // The import needs the currencies (a price's currency must have a rate); makes and models it creates.
  await database.db.insert(currencies).values([...CURRENCIES]);
  const service = createStockImportService({ db: database.db });
  const template = await text(sheetFile('csv', service.templateSheet()));
  const [header = '', example = ''] = template
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const columns = header.split(',');
  const at = (name: string) => columns.indexOf(name);
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const cells = example.split(',');
    const [make = '', model = ''] = MAKES[i % MAKES.length]!.split('|');
    cells[at('chassis')] = `BENCH${String(i).padStart(7, '0')}`;
    cells[at('make')] = make;
    cells[at('model')] = model;
    cells[at('kms')] = String(10_000 + ((i * 7919) % 150_000));
    cells[at('basePrice')] = String(300 + (i % 900));
    return cells.join(',');
  });
  const file = [header, ...rows].join('\r\n');

  const t0 = performance.now();
  const check = await service.check(Buffer.from(file), 'auto');
  const t1 = performance.now();
  const vehicles = check.valid.map((v) => v.vehicle);
  for (let i = 0; i < vehicles.length; i += STOCK_IMPORT_LIMITS.batchSize) {
    await service.importBatch(systemActor('bench'), vehicles.slice(i, i + STOCK_IMPORT_LIMITS.batchSize));
  }
  const t2 = performance.now();
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `${label}: ${ROWS.toLocaleString('en-NZ')} rows (${(file.length / 1024 / 1024).toFixed(1)} MB, ${STOCK_CSV_COLUMNS.length} columns), ` +
      `${check.problems.length} problems — check ${seconds(t1 - t0)}, import ${seconds(t2 - t1)}, total ${seconds(t2 - t0)} on ${os.cpus().length} cores`,
  );
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ibc-import-bench-'));
const pglite = await openDatabase({ dataDir });
try {
  await run('PGlite', pglite);
} finally {
  await pglite.close();
  await rm(dataDir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL) {
  const pg = await openScratchDatabase({
    adminUrl: process.env.DATABASE_URL,
    prefix: 'ibc_import_bench',
    poolSize: 4,
  });
  try {
    await run('PostgreSQL', pg);
  } finally {
    await pg.dispose();
  }
}
