// Small, explicit test data: reference rows, members with currency accounts, vehicles.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import {
  categories,
  companies,
  countries,
  currencies,
  currencyAccounts,
  dealers,
  forexRates,
  makes,
  models,
  ports,
  purchases,
  sessions,
  shippingRates,
  users,
  vehicles,
} from '../../src/db/schema.ts';
import { hashPassword } from '../../src/modules/auth/password.ts';

const unique = () => randomBytes(4).toString('hex');

/** Yen per unit in force in every suite (from FIXTURE_RATES_FROM), as the sidebar shows them. */
export const FIXTURE_RATES = {
  NZD: '88.5',
  AUD: '97.2',
  USD: '150.25',
  GBP: '190.1',
  UGX: '0.0405',
  KES: '1.16',
} as const;
export const FIXTURE_RATES_FROM = new Date('2020-01-01T00:00:00Z');

/** Currencies with their rates, countries (spec ids: 75 NZ, 70/295/104 DDU markets), ports and shipping rates. */
export async function insertReferenceData(db: Db): Promise<void> {
  await db
    .insert(currencies)
    .values([
      { code: 'JPY', name: 'Japanese Yen', jpyPerUnit: '1' },
      { code: 'NZD', name: 'New Zealand Dollar', jpyPerUnit: '88.5' },
      { code: 'AUD', name: 'Australian Dollar', jpyPerUnit: '97.2' },
      { code: 'USD', name: 'US Dollar', jpyPerUnit: '150.25' },
      { code: 'GBP', name: 'Pound Sterling', jpyPerUnit: '190.1' },
      { code: 'UGX', name: 'Ugandan Shilling', jpyPerUnit: '0.0405' },
      { code: 'KES', name: 'Kenyan Shilling', jpyPerUnit: '1.16' },
    ])
    .onConflictDoNothing();
  // The rates in force (forex_rates is the one source of a rate; currencies.jpy_per_unit is only
  // the opening figure). A fixed moment well in the past, so a suite's new rates come after it.
  await db
    .insert(forexRates)
    .values(
      Object.entries(FIXTURE_RATES).map(([currency, jpyPerUnit]) => ({
        currency,
        jpyPerUnit,
        effectiveFrom: FIXTURE_RATES_FROM,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values([
      {
        id: 75,
        name: 'New Zealand',
        code: 'NZ',
        currency: 'NZD',
        exportRegion: 'atnz',
        gst: '1.15',
        defaultPortId: 7501,
      },
      {
        id: 13,
        name: 'Australia',
        code: 'AU',
        currency: 'AUD',
        exportRegion: 'atoz',
        gst: '1.10',
        defaultPortId: 1301,
      },
      { id: 70, name: 'Uganda', code: 'UG', currency: 'UGX', defaultPortId: 7001 },
      { id: 295, name: 'Kenya', code: 'KE', currency: 'KES', defaultPortId: 29501 },
      { id: 44, name: 'United Kingdom', code: 'GB', currency: 'GBP', defaultPortId: 4401 },
    ])
    .onConflictDoNothing();
  await db
    .insert(ports)
    .values([
      { id: 7501, countryId: 75, name: 'Auckland', code: 'NZAKL' },
      { id: 7502, countryId: 75, name: 'Wellington', code: 'NZWLG' },
      { id: 1301, countryId: 13, name: 'Melbourne', code: 'AUMEL' },
      { id: 7001, countryId: 70, name: 'Kampala (via Mombasa)', code: 'KEMBA' },
      { id: 29501, countryId: 295, name: 'Mombasa', code: 'KEMBA' },
      { id: 4401, countryId: 44, name: 'Southampton', code: 'GBSOU' },
    ])
    .onConflictDoNothing();
  const rates = [7501, 7502, 1301, 7001, 29501, 4401].flatMap((portId) =>
    (['small', 'medium', 'large'] as const).map((sizeClass, i) => ({
      portId,
      sizeClass,
      freightJpy: 150_000 + i * 50_000,
      ofsFees: String(1800 + i * 400),
    })),
  );
  await db.insert(shippingRates).values(rates).onConflictDoNothing();
}

export interface MemberOptions {
  countryId?: number;
  exportRegion?: string | null;
  currencies?: string[];
  activeCurrency?: string;
  hasAccessBmsm?: boolean;
  hasIdirectAccess?: boolean;
  /** The company's review state (default approved: it sees prices). */
  status?: 'pending' | 'approved' | 'rejected';
  role?: 'customer' | 'staff' | 'admin';
  password?: string;
  email?: string;
}

export async function createMember(db: Db, options: MemberOptions = {}) {
  const countryId = options.countryId ?? 75;
  const email = options.email ?? `member-${unique()}@example.com`;
  const [company] = await db
    .insert(companies)
    .values({
      name: `Test Motors ${unique()}`,
      countryId,
      portId: countryId === 75 ? 7501 : null,
      emails: [email],
      exportRegion:
        options.exportRegion === undefined ? (countryId === 75 ? 'atnz' : null) : options.exportRegion,
      hasAccessBmsm: options.hasAccessBmsm ?? false,
      hasIdirectAccess: options.hasIdirectAccess ?? false,
      status: options.status ?? 'approved',
    })
    .returning();
  const accountCurrencies = options.currencies ?? ['JPY', 'NZD'];
  await db
    .insert(currencyAccounts)
    .values(accountCurrencies.map((currency) => ({ companyId: company!.id, currency })));
  const [user] = await db
    .insert(users)
    .values({
      email,
      contactName: 'Test Dealer',
      passwordHash: await hashPassword(options.password ?? 'correct horse battery'),
      role: options.role ?? 'customer',
      companyId: options.role === 'staff' || options.role === 'admin' ? null : company!.id,
      activeCurrency: options.activeCurrency ?? accountCurrencies[accountCurrencies.length - 1]!,
    })
    .returning();
  return { user: user!, company: company! };
}

/**
 * A signed-in session of the user, as a finished sign-in opens it. Staff sign in with a second
 * factor (the back office refuses them otherwise), so theirs is confirmed unless told otherwise.
 */
export async function openSession(
  db: Db,
  user: { id: number; role: string },
  secondFactor: 'totp' | 'passkey' | 'recovery-code' | null = user.role === 'customer' ? null : 'totp',
): Promise<string> {
  const id = randomUUID();
  await db
    .insert(sessions)
    .values({ id, userId: user.id, ipAddress: '127.0.0.1', userAgent: 'test', secondFactor });
  return id;
}

/** A valid access token for the user in a new session, as /api/authenticate would issue. */
export async function accessTokenFor(
  app: FastifyInstance,
  user: { id: number; role: string; tokenVersion?: number },
  options: { ttlSeconds?: number; issuedAt?: Date; secondFactor?: 'totp' | null; sessionId?: string } = {},
): Promise<string> {
  const sessionId = options.sessionId ?? (await openSession(app.db, user, options.secondFactor));
  return app.tokens.sign(
    { userId: user.id, role: user.role, version: user.tokenVersion ?? 0, sessionId },
    options.ttlSeconds,
    options.issuedAt,
  );
}

export async function bearer(
  app: FastifyInstance,
  user: { id: number; role: string; tokenVersion?: number },
) {
  return { authorization: `Bearer ${await accessTokenFor(app, user)}` };
}

let lastChassisSerial = 1_000_000;

/**
 * A chassis serial no other fixture vehicle of this test file has: chassis numbers are unique, and
 * random serials met once in a few CI runs (a file inserts hundreds of vehicles).
 */
export function nextChassisSerial(): string {
  lastChassisSerial += 1;
  return String(lastChassisSerial);
}

let catalogue: { makeId: number; modelId: number; categoryId: number; dealerId: number } | undefined;

export async function createVehicle(db: Db, overrides: Partial<typeof vehicles.$inferInsert> = {}) {
  if (!catalogue) {
    const [make] = await db.insert(makes).values({ name: `Toyota` }).onConflictDoNothing().returning();
    const makeId = make?.id ?? (await db.select().from(makes))[0]!.id;
    const [model] = await db
      .insert(models)
      .values({ makeId, name: 'Aqua' })
      .onConflictDoNothing()
      .returning();
    const modelId = model?.id ?? (await db.select().from(models))[0]!.id;
    const [category] = await db
      .insert(categories)
      .values({ name: 'Hatchback', slug: 'hatchback' })
      .onConflictDoNothing()
      .returning();
    const categoryId = category?.id ?? (await db.select().from(categories))[0]!.id;
    const [dealer] = await db
      .insert(dealers)
      .values({ name: 'Kanto Auto Trading', prefecture: 'Kanagawa' })
      .returning();
    catalogue = { makeId, modelId, categoryId, dealerId: dealer!.id };
  }
  const chassis = overrides.chassis ?? `NHP10-${nextChassisSerial()}`;
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      chassis,
      makeId: catalogue.makeId,
      modelId: catalogue.modelId,
      make: 'Toyota',
      model: 'Aqua',
      grade: 'S',
      year: 2015,
      month: 3,
      categoryId: catalogue.categoryId,
      bodyType: 'Hatchback',
      kms: 45_000,
      engineCc: 1500,
      doors: 5,
      transmission: 'Automatic',
      fuel: 'Hybrid',
      color: 'Pearl White',
      conditionGrade: '4.0',
      location: 'Yokohama',
      dealerId: catalogue.dealerId,
      dealerName: 'Kanto Auto Trading',
      basePrice: '650',
      searchText: `toyota aqua s ${chassis.toLowerCase()} nhp10 hybrid`,
      ...overrides,
    })
    .returning();
  return vehicle!;
}

/**
 * A purchase as an accepted offer leaves it, inserted directly for a vehicle of its own:
 * NZD 10,000 C&F unless `values` says otherwise. Returns its id.
 */
/** The price a New Zealand dealer's purchase was agreed at: NZD at 88.5 yen, GST 15 %. */
export const NZ_SNAPSHOT = {
  priceDetails: { negotiateCurrency: 'NZD', forex: '88.5', ofsFees: '0', gst: '1.15', freightCost: '0' },
  pricingRegion: 'atnz',
};

/** A purchase by `member`, of a new vehicle unless `values.vehicleId` names one. */
export async function createPurchase(
  db: Db,
  member: { id: number; companyId: number },
  values: Partial<typeof purchases.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(purchases)
    .values({
      companyId: member.companyId,
      userId: member.id,
      vehicleId: values.vehicleId ?? (await createVehicle(db)).id,
      currency: 'NZD',
      agreedAmount: '10000',
      terms: 'C&F',
      ...values,
    })
    .returning({ id: purchases.id });
  return row!.id;
}

/** Resets the module-level catalogue cache; call when a suite opens a new database. */
export function resetFixtureCache(): void {
  catalogue = undefined;
}
