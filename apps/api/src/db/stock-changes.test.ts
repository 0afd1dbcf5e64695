// Migrations 0014 and 0025: the stock's version, which keys every cached search figure (ADR 0005).
// It must move on with every committed change a search can show, once per transaction, and never
// for a change that was rolled back.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createPurchase,
  createVehicle,
  insertReferenceData,
  resetFixtureCache,
} from '../../test/helpers/fixtures.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-app.ts';
import { queryRows } from './client.ts';
import { categories, makes, models, purchases, shippingRates, vehicles } from './schema.ts';

describe.each(databaseKinds)("the stock's version (%s)", (kind) => {
  let database: TestDatabase;
  const version = async () =>
    Number(
      (await queryRows<{ version: string }>(database.db, sql`select version from stock_changes`))[0]!.version,
    );

  beforeAll(async () => {
    resetFixtureCache();
    database = await createTestDatabase(kind);
    await insertReferenceData(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('moves on once for each committed transaction that changes vehicles, however many rows it writes', async () => {
    const { db } = database;
    await createVehicle(db); // the fixtures' catalogue (a make, a model, a category) first
    const before = await version();
    const a = await createVehicle(db);
    const b = await createVehicle(db);
    expect(await version()).toBe(before + 2);
    await db.transaction(async (tx) => {
      await tx.update(vehicles).set({ color: 'Pearl' }).where(eq(vehicles.id, a.id));
      await tx.update(vehicles).set({ status: 'reserved' }).where(eq(vehicles.id, b.id));
      await tx.update(vehicles).set({ kms: 1234 });
    });
    expect(await version()).toBe(before + 3);
    await db.delete(vehicles).where(eq(vehicles.id, b.id));
    expect(await version()).toBe(before + 4);
  });

  it('stays put for a transaction that is rolled back, and for reads', async () => {
    const { db } = database;
    const vehicle = await createVehicle(db);
    const before = await version();
    await expect(
      db.transaction(async (tx) => {
        await tx.update(vehicles).set({ color: 'Red' }).where(eq(vehicles.id, vehicle.id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await db.select().from(vehicles);
    expect(await version()).toBe(before);
    const [row] = await db
      .select({ color: vehicles.color })
      .from(vehicles)
      .where(eq(vehicles.id, vehicle.id));
    expect(row!.color).not.toBe('Red');
  });

  it('moves on when a purchase starts, is cancelled or changes hands, not from stage to stage', async () => {
    // A member's search marks a reserved car 'Reserved for you' by the company of its live purchase.
    const { db } = database;
    const first = await createMember(db);
    const second = await createMember(db);
    const vehicle = await createVehicle(db, { status: 'reserved' });
    let expected = await version();
    const purchase = await createPurchase(
      db,
      { id: first.user.id, companyId: first.company.id },
      {
        vehicleId: vehicle.id,
      },
    );
    expect(await version()).toBe(++expected);
    await db.update(purchases).set({ stage: 'in-yard' }).where(eq(purchases.id, purchase));
    await db.update(purchases).set({ consignee: 'Test Motors Ltd' }).where(eq(purchases.id, purchase));
    expect(await version()).toBe(expected);
    await db
      .update(purchases)
      .set({ companyId: second.company.id, userId: second.user.id })
      .where(eq(purchases.id, purchase));
    expect(await version()).toBe(++expected);
    await db.update(purchases).set({ stage: 'cancelled' }).where(eq(purchases.id, purchase));
    expect(await version()).toBe(++expected);
    await db.delete(purchases).where(eq(purchases.id, purchase));
    expect(await version()).toBe(expected + 1);
  });

  it("moves on for the catalogue and rates a search's filters read, and when a table is emptied", async () => {
    const { db } = database;
    let expected = await version();
    const [make] = await db.insert(makes).values({ name: 'Subaru' }).returning();
    expect(await version()).toBe(++expected);
    await db.insert(models).values({ makeId: make!.id, name: 'Impreza' });
    expect(await version()).toBe(++expected);
    await db.update(categories).set({ name: 'Hatch' }).where(eq(categories.slug, 'hatchback'));
    expect(await version()).toBe(++expected);
    await db.delete(shippingRates).where(eq(shippingRates.sizeClass, 'large'));
    expect(await version()).toBe(++expected);
    await db.execute(sql`truncate vehicles cascade`);
    expect(await version()).toBeGreaterThan(expected);
  });
});
