// npm run seed -- --vehicles N [--seed S] [--reset]
// Seeds the database named by DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite) with demo data.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../src/config/env.ts';
import { fileStorageFromEnv } from '../src/lib/object-store.ts';
import { openDatabase, queryRows, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { isDatabaseEmpty, seedDemoData } from './seed.ts';

/** Tables --reset keeps: the instance's own settings (e.g. the generated token-signing secret). */
// The stock's version only ever moves on: API instances may hold pages read at an earlier one.
const KEEP_ON_RESET = new Set(['app_settings', 'stock_changes']);

function usage(): string {
  return 'Usage: npm run seed -- --vehicles N [--seed S] [--reset]';
}

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`--${name} must be a whole number >= 0 (got '${value}').\n${usage()}`);
  return n;
}

async function truncateAll(database: Database): Promise<string[]> {
  const rows = await queryRows<{ tablename: string }>(
    database.db,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const result = { rows };
  const tables = result.rows.map((r) => r.tablename).filter((name) => !KEEP_ON_RESET.has(name));
  if (tables.length > 0) {
    await database.db.execute(
      sql.raw(`TRUNCATE ${tables.map((n) => `"${n}"`).join(', ')} RESTART IDENTITY CASCADE`),
    );
  }
  return tables;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      vehicles: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage());
    return;
  }
  const env = loadEnv();
  const vehicles = parsePositiveInt('vehicles', values.vehicles, env.SEED_VEHICLES);
  const seed = parsePositiveInt('seed', values.seed, 1);

  const target = env.DATABASE_URL
    ? `PostgreSQL (${new URL(env.DATABASE_URL).host}${new URL(env.DATABASE_URL).pathname})`
    : `PGlite in ${env.dataDir}`;
  console.log(`Seeding ${target} with ${vehicles.toLocaleString('en')} vehicles (seed ${seed})`);

  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.dataDir },
  );
  try {
    await runMigrations(database);
    if (values.reset) {
      const tables = await truncateAll(database);
      console.log(`--reset: emptied ${tables.length} tables`);
    } else if (!(await isDatabaseEmpty(database.db))) {
      console.error(
        'The database already has vehicles or users; refusing to seed over them.\n' +
          'Run again with --reset to empty every table first (this deletes all data, including accounts and offers).',
      );
      process.exitCode = 1;
      return;
    }
    await seedDemoData(database.db, {
      vehicles,
      seed,
      authSecret: env.AUTH_SECRET,
      fileStorage: fileStorageFromEnv(env),
      log: (msg) => console.log(`  ${msg}`),
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
