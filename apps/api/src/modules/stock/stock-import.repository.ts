// SQL of the stock CSV: which chassis numbers and currencies exist (one query each for a
// whole file), a batch of vehicles and their first prices in one statement each, and the stock read
// in id order, a page at a time, for the export.
import { asc, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { currencies, vehiclePriceHistory, vehicles } from '../../db/schema.ts';
import type { VehicleRecord, VehicleValues } from './stock.repository.ts';

export function createStockImportRepository(db: DbOrTx) {
  return {
    /** Which of these chassis numbers are already in stock. */
    async existingChassis(chassis: string[]): Promise<Set<string>> {
      if (chassis.length === 0) return new Set();
      const rows = await db
        .select({ chassis: vehicles.chassis })
        .from(vehicles)
        .where(inArray(vehicles.chassis, chassis));
      return new Set(rows.map((row) => row.chassis));
    },

    async currencyCodes(): Promise<Set<string>> {
      const rows = await db.select({ code: currencies.code }).from(currencies);
      return new Set(rows.map((row) => row.code.trim()));
    },

    async insertMany(values: VehicleValues[]): Promise<VehicleRecord[]> {
      if (values.length === 0) return [];
      return (await db.insert(vehicles).values(values).returning()) as VehicleRecord[];
    },

    async addPrices(entries: (typeof vehiclePriceHistory.$inferInsert)[]): Promise<void> {
      if (entries.length > 0) await db.insert(vehiclePriceHistory).values(entries);
    },

    /** One page of the stock after `afterId`, in id order (keyset: every page is an index range). */
    async pageAfter(afterId: number, limit: number): Promise<VehicleRecord[]> {
      return (await db
        .select()
        .from(vehicles)
        .where(gt(vehicles.id, afterId))
        .orderBy(asc(vehicles.id))
        .limit(limit)) as VehicleRecord[];
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(vehicles);
      return Number(row?.n ?? 0);
    },
  };
}
