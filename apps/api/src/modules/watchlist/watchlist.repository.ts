// SQL of the watchlist: a member's watched vehicles, and the changes the job tells him of.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { CANCELLED_PURCHASE_STATE, type VehicleStatus } from '@ibc/domain';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { vehicles, watchlistItems } from '../../db/schema.ts';
import { vehicleTitleColumns } from '../../db/vehicle-read-model.ts';

/** A watched vehicle whose price or status is not what its watcher last knew. */
export interface ChangedWatch {
  user_id: number;
  vehicle_id: number;
  known_price: string;
  known_currency: string;
  known_status: string;
  price: string;
  currency: string;
  status: string;
  size_class: string;
  is_kap_stock: boolean;
  reserved_by_watcher: boolean;
  year: number;
  make: string;
  model: string;
  grade: string;
}

export function createWatchlistRepository(db: DbOrTx) {
  return {
    /** The member's watched vehicles, newest first, with what pricing and the page need. */
    async list(userId: number) {
      return db
        .select({
          vehicleId: vehicles.id,
          chassis: vehicles.chassis,
          ...vehicleTitleColumns,
          stockType: vehicles.stockType,
          // One of the machine's states (vehicles_status_check).
          status: sql<VehicleStatus>`${vehicles.status}`,
          // The company whose live purchase holds the vehicle: 'Reserved for you', 'Bought by you'.
          buyerCompanyId: sql<
            number | null
          >`(select p.company_id from purchases p where p.vehicle_id = ${vehicles.id} and p.stage <> ${CANCELLED_PURCHASE_STATE})`,
          updatedAt: vehicles.updatedAt,
          negotiateCurrency: vehicles.negotiateCurrency,
          basePrice: vehicles.basePrice,
          sizeClass: vehicles.sizeClass,
          isKapStock: vehicles.isKapStock,
          priceWhenAdded: watchlistItems.priceWhenAdded,
          basePriceWhenAdded: watchlistItems.basePriceWhenAdded,
          addedAt: watchlistItems.addedAt,
        })
        .from(watchlistItems)
        .innerJoin(vehicles, eq(vehicles.id, watchlistItems.vehicleId))
        .where(eq(watchlistItems.userId, userId))
        .orderBy(desc(watchlistItems.addedAt), asc(vehicles.id));
    },

    async ids(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: watchlistItems.vehicleId })
        .from(watchlistItems)
        .where(eq(watchlistItems.userId, userId))
        .orderBy(asc(watchlistItems.vehicleId));
      return rows.map((row) => row.id);
    },

    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(watchlistItems)
        .where(eq(watchlistItems.userId, userId));
      return row?.n ?? 0;
    },

    /** Adds the vehicle (nothing when it is already there). */
    async add(values: typeof watchlistItems.$inferInsert): Promise<void> {
      await db.insert(watchlistItems).values(values).onConflictDoNothing();
    },

    async remove(userId: number, vehicleId: number): Promise<boolean> {
      const removed = await db
        .delete(watchlistItems)
        .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.vehicleId, vehicleId)))
        .returning({ id: watchlistItems.vehicleId });
      return removed.length > 0;
    },

    /**
     * Watched vehicles whose price or status moved away from what the watcher knows, locked so two
     * instances never tell the same change twice (SKIP LOCKED: another instance takes other rows).
     */
    async lockChanged(limit: number): Promise<ChangedWatch[]> {
      return queryRows<ChangedWatch>(
        db,
        sql`select w.user_id, w.vehicle_id, w.known_price::text as known_price, w.known_currency,
              w.known_status, v.base_price::text as price, v.negotiate_currency as currency, v.status,
              v.size_class, v.is_kap_stock, v.year, v.make, v.model, v.grade,
              exists (select 1 from purchases p where p.vehicle_id = v.id and p.stage <> ${CANCELLED_PURCHASE_STATE}
                      and p.company_id = (select u.company_id from users u where u.id = w.user_id)) as reserved_by_watcher
            from watchlist_items w join vehicles v on v.id = w.vehicle_id
            where w.known_price <> v.base_price or w.known_currency <> v.negotiate_currency
               or w.known_status <> v.status
            order by w.user_id, w.vehicle_id
            limit ${limit}
            for update of w skip locked`,
      );
    },

    async setKnown(
      userId: number,
      vehicleId: number,
      known: { price: string; currency: string; status: string },
    ): Promise<void> {
      await db
        .update(watchlistItems)
        .set({ knownPrice: known.price, knownCurrency: known.currency, knownStatus: known.status })
        .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.vehicleId, vehicleId)));
    },
  };
}
