// Fills an empty database with the demo: reference data, the catalogue's makes/models, dealers,
// demo accounts and `vehicles` generated stock. Everything goes in one transaction; the stock goes
// in batches of 5000 rows, each ONE statement with ONE parameter (the rows as JSON), which is what
// makes 1,000,000 vehicles practical.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { getTableColumns, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import type { FileStorage } from '../src/lib/object-store.ts';
import { hashPassword } from '../src/modules/auth/password.ts';
import { loadSigningSecret } from '../src/modules/auth/access-token.ts';
import { createSecretBox } from '../src/modules/second-factor/secret-box.ts';
import { catalogMakesAndModels, demoCatalog } from './catalog.ts';
import {
  CITIES,
  COUNTRIES,
  COUNTRY_IDS,
  CURRENCIES,
  PORTS,
  PORT_IDS,
  shippingRates,
} from './reference-data.ts';
import { iterateVehicles, type SeedVehicle } from './vehicles.ts';
import { seedAnnouncements } from './announcements.ts';
import { seedDemoPhotos } from './photos.ts';
import { seedShippingSchedule } from './shipping.ts';
import { seedForexHistory } from './forex.ts';

export interface SeedOptions {
  vehicles: number;
  seed?: number;
  now?: Date;
  log?: (msg: string) => void;
  /** Build the stock and photo tables' indexes after the load (default: from 20,000 vehicles). */
  bulkLoad?: boolean;
  /** AUTH_SECRET, when set: the demo staff's authenticator secret is sealed under it. */
  authSecret?: string | undefined;
  /** Where the pictures' bytes go (FILE_STORAGE, S3_*); the database when not given. */
  fileStorage?: FileStorage;
}

/** Password of every demo account. */
export const DEMO_PASSWORD = 'demo-password';

/**
 * The authenticator-app secret of the demo staff and admin (staff must sign in with a second
 * factor): add it to any authenticator app, or run `npm run demo:code` for the current code.
 * Public on purpose, like the demo password; never use the demo accounts on a real site.
 */
export const DEMO_STAFF_TOTP_SECRET = 'IBCJAPANDEMOSTAFFSIGNIN2FA234567';

export const DEMO_ACCOUNTS = {
  nz: 'nz@demo.local',
  ddu: 'ddu@demo.local',
  jp: 'jp@demo.local',
  staff: 'sales@demo.local',
  admin: 'admin@demo.local',
} as const;

const BATCH = 5000;
/** From this many vehicles the stock and photo tables get their indexes built after the load. */
const BULK_LOAD_FROM = 20_000;

/** True when there is no stock and no user yet (the server seeds such a database on start-up). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [v] = await db
    .select({ one: sql<number>`1` })
    .from(t.vehicles)
    .limit(1);
  if (v) return false;
  const [u] = await db
    .select({ one: sql<number>`1` })
    .from(t.users)
    .limit(1);
  return !u;
}

/** After inserting explicit ids into a serial column, move its sequence past them. */
async function syncSequence(tx: Tx, table: string): Promise<void> {
  await tx.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE((SELECT MAX(id) FROM "${table}"), 0) + 1, false)`,
    ),
  );
}

export async function seedDemoData(db: Db, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  const seed = options.seed ?? 1;
  const now = options.now ?? new Date();
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;
  const bulk = options.bulkLoad ?? options.vehicles >= BULK_LOAD_FROM;

  // The catalogue file is checked first: a bad file fails the seed before anything is written.
  const catalog = demoCatalog();
  // Hash before the transaction: argon2 takes a while and must not hold a PGlite transaction open.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Sealed under the key the server will use (AUTH_SECRET, or the one kept in the database).
  const signingSecret = await loadSigningSecret(db, options.authSecret);
  const staffTotp = createSecretBox(new TextEncoder().encode(signingSecret)).seal(DEMO_STAFF_TOTP_SECRET);

  await db.transaction(async (tx) => {
    // The stock's version (migration 0014) moves on at each statement here, not at the commit: the
    // bulk load's DDL cannot run while trigger events wait for the commit.
    await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
    // Reference data.
    await tx.insert(t.currencies).values(CURRENCIES.map((c) => ({ ...c, updatedAt: now })));
    await seedForexHistory(tx, CURRENCIES, now, seed);
    await tx.insert(t.countries).values([...COUNTRIES]);
    await tx.insert(t.ports).values([...PORTS]);
    await tx
      .insert(t.cities)
      .values(
        Object.entries(CITIES).flatMap(([countryId, names]) =>
          names.map((name) => ({ countryId: Number(countryId), name })),
        ),
      );
    await tx.insert(t.shippingRates).values(shippingRates());
    await seedShippingSchedule(tx, now);
    log(
      `reference data: ${CURRENCIES.length} currencies, ${COUNTRIES.length} countries, ${PORTS.length} ports (${elapsed()})`,
    );

    // Catalogue.
    const { makes, models } = catalogMakesAndModels(catalog);
    await tx.insert(t.categories).values(catalog.categories.map((c, i) => ({ id: i + 1, ...c })));
    await tx.insert(t.makes).values(makes);
    await tx.insert(t.models).values(models);
    await tx.insert(t.dealers).values(catalog.dealers.map((d, i) => ({ id: i + 1, ...d })));
    for (const table of ['categories', 'makes', 'models', 'dealers']) await syncSequence(tx, table);
    log(
      `catalogue: ${makes.length} makes, ${models.length} models, ${catalog.dealers.length} dealers (${elapsed()})`,
    );

    // Demo accounts.
    await seedAccounts(tx, { passwordHash, staffTotp }, now);
    log(
      `demo accounts: ${Object.values(DEMO_ACCOUNTS).join(', ')} / password '${DEMO_PASSWORD}' (${elapsed()})`,
    );

    // Stock.
    await withBulkLoad(tx, 'vehicles', bulk, async () => {
      const started = performance.now();
      const inserted = await insertVehicles(
        tx,
        iterateVehicles({ count: options.vehicles, seed, now }),
        (done) =>
          log(
            `vehicles: ${done.toLocaleString('en')} / ${options.vehicles.toLocaleString('en')} (${elapsed()})`,
          ),
      );
      const seconds = (performance.now() - started) / 1000;
      log(
        `vehicles: ${inserted.toLocaleString('en')} inserted in ${seconds.toFixed(1)}s` +
          (seconds > 0 && inserted > 0 ? ` (${Math.round(inserted / seconds).toLocaleString('en')}/s)` : ''),
      );
    });
    if (bulk) log(`vehicles: indexes and foreign keys made (${elapsed()})`);
    // The stock's version moves on once for the whole load (its triggers were off in a bulk load).
    await tx.execute(sql`UPDATE stock_changes SET version = version + 1`);
  });

  const photos = await db.transaction((tx) =>
    withBulkLoad(tx, 'vehicle_photos', bulk, () =>
      seedDemoPhotos(tx, {
        odometers: options.vehicles < BULK_LOAD_FROM,
        fileStorage: options.fileStorage,
      }),
    ),
  );
  log(
    `photos: ${photos.files.toLocaleString('en')} distinct pictures stored once, ` +
      `${photos.photos.toLocaleString('en')} vehicle photos (${elapsed()})`,
  );
  await seedAnnouncements(db, options.fileStorage);
  // Fresh statistics so the planner picks the search indexes straight away.
  await db.execute(sql`ANALYZE`);
  log(`seed complete in ${elapsed()}`);
}

/**
 * Loads an empty table faster: its secondary indexes, foreign keys and row triggers are set aside,
 * `load` runs, and the indexes and keys are made again from their own definitions (one sort per
 * index, one join per key, instead of an index update and a key lookup per row). The primary key and
 * unique constraints stay. DDL is transactional: if anything fails, the transaction puts them all back.
 */
async function withBulkLoad<T>(tx: Tx, table: string, enabled: boolean, load: () => Promise<T>): Promise<T> {
  if (!enabled) return load();
  const indexes = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
        FROM pg_index i
        WHERE i.indrelid = ${table}::regclass
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
  );
  const keys = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`SELECT conname AS name, pg_get_constraintdef(oid) AS definition
        FROM pg_constraint WHERE conrelid = ${table}::regclass AND contype = 'f'`,
  );
  for (const key of keys)
    await tx.execute(sql`ALTER TABLE ${sql.identifier(table)} DROP CONSTRAINT ${sql.identifier(key.name)}`);
  for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
  // Row triggers too (the stock's version, migration 0014): the caller moves what they would once.
  await tx.execute(sql`ALTER TABLE ${sql.identifier(table)} DISABLE TRIGGER USER`);
  const result = await load();
  await tx.execute(sql`ALTER TABLE ${sql.identifier(table)} ENABLE TRIGGER USER`);
  await tx.execute(sql`SET LOCAL maintenance_work_mem = '128MB'`);
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  for (const key of keys)
    await tx.execute(
      sql`ALTER TABLE ${sql.identifier(table)} ADD CONSTRAINT ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
  return result;
}

const vehicleColumns = Object.entries(getTableColumns(t.vehicles)).filter(([key]) => key !== 'id');
const vehicleColumnList = sql.raw(vehicleColumns.map(([, column]) => `"${column.name}"`).join(', '));

/**
 * Inserts the vehicles as `tx.insert(vehicles).values(rows)` would (each value through its column's
 * Drizzle mapping), in ids of their order, a batch at a time as one JSON parameter expanded by the
 * database: a multi-row VALUES costs a parameter per value (55 a row) and Drizzle's work to build
 * it; this costs one `JSON.stringify`. The next batch is generated while the database inserts the
 * last, so the two processes' work overlaps. Returns how many were inserted.
 */
async function insertVehicles(
  tx: Tx,
  vehicles: Iterable<SeedVehicle>,
  progress: (inserted: number) => void,
): Promise<number> {
  let inserting: Promise<void> = Promise.resolve();
  let inserted = 0;
  let inFlight = 0;
  let nextReport = 10_000;
  const send = async (rows: readonly SeedVehicle[]) => {
    const json = vehiclesJson(rows);
    await inserting;
    inserted += inFlight;
    if (inserted >= nextReport) {
      progress(inserted);
      nextReport += 10_000;
    }
    inFlight = rows.length;
    // A Drizzle query runs each time it is awaited: `then` once makes it one promise, started now.
    inserting = tx
      .execute(
        sql`INSERT INTO vehicles (${vehicleColumnList})
            SELECT ${vehicleColumnList}
            FROM json_populate_recordset(NULL::vehicles, ${json}::json) WITH ORDINALITY AS r
            ORDER BY r.ordinality`,
      )
      .then(() => undefined);
    inserting.catch(() => undefined);
  };
  let batch: SeedVehicle[] = [];
  for (const vehicle of vehicles) {
    batch.push(vehicle);
    if (batch.length === BATCH) {
      await send(batch);
      batch = [];
    }
    // A batch's JSON is megabytes: the socket takes it in pieces, each when the event loop turns.
    if (batch.length % 256 === 0) await nextTurn();
  }
  if (batch.length > 0) await send(batch);
  await inserting;
  return inserted + inFlight;
}

function vehiclesJson(rows: readonly SeedVehicle[]): string {
  return JSON.stringify(
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of vehicleColumns) {
        const value = row[key as keyof SeedVehicle];
        record[column.name] = value === null || value === undefined ? null : column.mapToDriverValue(value);
      }
      return record;
    }),
  );
}

async function seedAccounts(
  tx: Tx,
  { passwordHash, staffTotp }: { passwordHash: string; staffTotp: string },
  now: Date,
): Promise<void> {
  const secondFactor = { totpSecret: staffTotp, totpAddedAt: now };
  const [kiwi] = await tx
    .insert(t.companies)
    .values({
      name: 'Kiwi Motors Ltd',
      countryId: COUNTRY_IDS.newZealand,
      portId: PORT_IDS.auckland,
      phone: '+64 9 555 0142',
      emails: ['nz@demo.local', 'accounts@kiwimotors.example'],
      exportRegion: 'atnz',
      hasAccessBmsm: true,
      status: 'approved',
      reviewedAt: now,
      hasIdirectAccess: true,
    })
    .returning({ id: t.companies.id });
  const [pearl] = await tx
    .insert(t.companies)
    .values({
      name: 'Pearl of Africa Motors Ltd',
      countryId: COUNTRY_IDS.uganda,
      portId: PORT_IDS.kampalaViaMombasa,
      phone: '+256 41 555 0199',
      emails: ['ddu@demo.local'],
      exportRegion: null,
      dduShippingCompanyName: 'Kampala Freight Services',
      status: 'approved',
      reviewedAt: now,
    })
    .returning({ id: t.companies.id });
  const [thames] = await tx
    .insert(t.companies)
    .values({
      name: 'Thames Valley Car Imports Ltd',
      countryId: COUNTRY_IDS.unitedKingdom,
      portId: PORT_IDS.southampton,
      phone: '+44 118 496 0321',
      emails: ['jp@demo.local'],
      exportRegion: null,
      status: 'approved',
      reviewedAt: now,
    })
    .returning({ id: t.companies.id });

  await tx.insert(t.currencyAccounts).values([
    { companyId: kiwi!.id, currency: 'NZD', balance: '2500.00' },
    { companyId: kiwi!.id, currency: 'JPY', balance: '0' },
    { companyId: pearl!.id, currency: 'UGX', balance: '0' },
    { companyId: pearl!.id, currency: 'JPY', balance: '0' },
    { companyId: pearl!.id, currency: 'USD', balance: '1000.00' },
    { companyId: thames!.id, currency: 'JPY', balance: '0' },
  ]);

  await tx.insert(t.users).values([
    {
      email: DEMO_ACCOUNTS.nz,
      contactName: 'Aroha Williams',
      passwordHash,
      role: 'customer',
      companyId: kiwi!.id,
      activeCurrency: 'NZD',
      emailVerifiedAt: now,
    },
    {
      email: DEMO_ACCOUNTS.ddu,
      contactName: 'Joseph Okello',
      passwordHash,
      role: 'customer',
      companyId: pearl!.id,
      activeCurrency: 'USD',
      emailVerifiedAt: now,
    },
    {
      email: DEMO_ACCOUNTS.jp,
      contactName: 'Oliver Bennett',
      passwordHash,
      role: 'customer',
      companyId: thames!.id,
      activeCurrency: 'JPY',
      emailVerifiedAt: now,
    },
    {
      email: DEMO_ACCOUNTS.staff,
      contactName: 'IBC Sales',
      passwordHash,
      role: 'staff',
      companyId: null,
      activeCurrency: 'JPY',
      emailVerifiedAt: now,
      ...secondFactor,
    },
    {
      email: DEMO_ACCOUNTS.admin,
      contactName: 'IBC Admin',
      passwordHash,
      role: 'admin',
      companyId: null,
      activeCurrency: 'JPY',
      emailVerifiedAt: now,
      ...secondFactor,
    },
  ]);
}
