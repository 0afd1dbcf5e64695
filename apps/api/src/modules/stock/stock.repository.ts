// SQL of the back office's stock pages. The list reads one page of 50 through the same
// indexes as the member search (ADR 0005): every sort is `column, id` in one direction, so a b-tree
// (vehicles_listed_idx, vehicles_price_idx, vehicles_year_idx, vehicles_kms_idx,
// vehicles_make_model_year_idx) serves it; free text is the search_text trigram index. Writes take
// the caller's transaction, so the activity log and the price history commit with the change.
import { and, asc, desc, eq, gt, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  SEARCHABLE_VEHICLE_STATUSES,
  CANCELLED_PURCHASE_STATE,
  type StockListQuery,
  type StockPriceRange,
  type StockSortColumn,
  type VehicleStatus,
} from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  categories,
  currencies,
  dealers,
  makes,
  models,
  purchases,
  users,
  vehiclePriceHistory,
  vehicles,
} from '../../db/schema.ts';
import { present } from '../../lib/present.ts';

/** A vehicle row; its status column holds one of the machine's states (vehicles_status_check). */
export type VehicleRecord = Omit<typeof vehicles.$inferSelect, 'status'> & { status: VehicleStatus };

export type VehicleValues = Omit<typeof vehicles.$inferInsert, 'id' | 'createdAt' | 'status'> & {
  status?: VehicleStatus;
};

const listColumns = {
  id: vehicles.id,
  chassis: vehicles.chassis,
  make: vehicles.make,
  model: vehicles.model,
  grade: vehicles.grade,
  year: vehicles.year,
  month: vehicles.month,
  kms: vehicles.kms,
  negotiateCurrency: vehicles.negotiateCurrency,
  basePrice: vehicles.basePrice,
  status: sql<VehicleStatus>`${vehicles.status}`,
  stockTab: vehicles.stockTab,
  stockType: vehicles.stockType,
  location: vehicles.location,
  listedAt: vehicles.listedAt,
};

/** Above this many free-text matches, walking a sort index beats sorting the matches (ADR 0005). */
const SORT_MATCHES_LIMIT = 5000;

/** LIKE pattern for one word: escaped so %, _ and \ match themselves. */
const containsPattern = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const searchWords = (q: string | undefined): string[] =>
  (q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 8);

function listWhere(query: StockListQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.status) parts.push(sql`${vehicles.status} = ${query.status}`);
  if (query.tab !== undefined) parts.push(sql`${vehicles.stockTab} = ${query.tab}`);
  // The catalogue spells the make; matching it there keeps the (make, model, year, id) index usable.
  if (query.make) {
    parts.push(
      sql`${vehicles.make} = coalesce((select m.name from makes m where lower(m.name) = lower(${query.make}) limit 1), ${query.make})`,
    );
  }
  for (const word of searchWords(query.q))
    parts.push(sql`${vehicles.searchText} like ${containsPattern(word)}`);
  return parts.length ? and(...parts) : undefined;
}

/** `column, id` in one direction: exactly the shape of the sort indexes, walked forwards or backwards. */
function listOrder(sort: StockSortColumn, direction: 'asc' | 'desc', sortMatches: boolean): SQL[] {
  const dir = direction === 'asc' ? asc : desc;
  // `+ 0` makes an order no b-tree serves: a narrow free-text search sorts its few matches instead.
  const key = (column: AnyColumn) => (sortMatches ? dir(sql`(${column} + 0)`) : dir(column));
  switch (sort) {
    case 'price':
      return [key(vehicles.basePrice), dir(vehicles.id)];
    case 'year':
      return [key(vehicles.year), dir(vehicles.id)];
    case 'kms':
      return [key(vehicles.kms), dir(vehicles.id)];
    case 'name':
      return [dir(vehicles.make), dir(vehicles.model), dir(vehicles.year), dir(vehicles.id)];
    case 'status':
      // vehicles_status_listed_idx (status, listed_at, id) serves it in either direction.
      return [dir(vehicles.status), dir(vehicles.listedAt), dir(vehicles.id)];
    case 'listedAt':
      return [
        sortMatches ? dir(sql`(${vehicles.listedAt} + interval '0 seconds')`) : dir(vehicles.listedAt),
        dir(vehicles.id),
      ];
  }
}

export function createStockRepository(db: DbOrTx) {
  /** Free text runs without sequential scans: the planner misjudges short trigram patterns (ADR 0005). */
  async function withTrigram<T>(query: StockListQuery, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
    if (searchWords(query.q).length === 0) return run(db);
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return run(tx);
    });
  }

  return {
    async count(query: StockListQuery): Promise<number> {
      return withTrigram(query, async (tx) => {
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(vehicles)
          .where(listWhere(query));
        return Number(row?.n ?? 0);
      });
    },

    /**
     * One page; `total` (from count) decides whether free-text matches are sorted or a sort index
     * walked. The page's ids are found first and only its rows are read: the walk past the earlier
     * pages stays in the sort index (an index-only scan where the index holds the filter's columns),
     * where fetching each skipped row took ~200 ms for page 1,000 at 100k vehicles.
     */
    async page(query: StockListQuery, total: number) {
      const sortMatches = searchWords(query.q).length > 0 && total <= SORT_MATCHES_LIMIT;
      const order = listOrder(query.sort, query.direction, sortMatches);
      return withTrigram(query, (tx) => {
        const ids = tx
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(listWhere(query))
          .orderBy(...order)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize);
        return tx
          .select(listColumns)
          .from(vehicles)
          .where(inArray(vehicles.id, ids))
          .orderBy(...order);
      });
    },

    async findById(id: number, options: { forUpdate?: boolean } = {}): Promise<VehicleRecord | null> {
      const base = db.select().from(vehicles).where(eq(vehicles.id, id));
      const [row] = options.forUpdate ? await base.for('update') : await base;
      return (row as VehicleRecord | undefined) ?? null;
    },

    async chassisTaken(chassis: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(eq(vehicles.chassis, chassis))
        .limit(1);
      return row !== undefined && row.id !== exceptId;
    },

    async currencyExists(code: string): Promise<boolean> {
      const [row] = await db
        .select({ code: currencies.code })
        .from(currencies)
        .where(eq(currencies.code, code));
      return row !== undefined;
    },

    /** The catalogue row of a make, spelled as the catalogue has it; created when new. */
    async findOrCreateMake(name: string): Promise<{ id: number; name: string }> {
      const find = async () => {
        const [row] = await db
          .select({ id: makes.id, name: makes.name })
          .from(makes)
          .where(sql`lower(${makes.name}) = lower(${name})`)
          .limit(1);
        return row;
      };
      const found = await find();
      if (found) return found;
      // Two staff adding the same new make at once: the unique name lets one insert win.
      await db.insert(makes).values({ name }).onConflictDoNothing();
      return present(await find(), `the make ${name}, inserted just before`);
    },

    async findOrCreateModel(makeId: number, name: string): Promise<{ id: number; name: string }> {
      const find = async () => {
        const [row] = await db
          .select({ id: models.id, name: models.name })
          .from(models)
          .where(and(eq(models.makeId, makeId), sql`lower(${models.name}) = lower(${name})`))
          .limit(1);
        return row;
      };
      const found = await find();
      if (found) return found;
      await db.insert(models).values({ makeId, name }).onConflictDoNothing();
      return present(await find(), `the model ${name}, inserted just before`);
    },

    /** The category the search filters by (§2 category), when the vehicle type names one. */
    async categoryIdFor(bodyType: string): Promise<number | null> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(sql`lower(${categories.name}) = lower(${bodyType})`)
        .limit(1);
      return row?.id ?? null;
    },

    async dealerIdFor(dealerName: string): Promise<number | null> {
      if (!dealerName) return null;
      const [row] = await db
        .select({ id: dealers.id })
        .from(dealers)
        .where(sql`lower(${dealers.name}) = lower(${dealerName})`)
        .limit(1);
      return row?.id ?? null;
    },

    async insert(values: VehicleValues): Promise<VehicleRecord> {
      const [row] = await db.insert(vehicles).values(values).returning();
      return row as VehicleRecord;
    },

    async update(id: number, values: Partial<VehicleValues>): Promise<VehicleRecord> {
      const [row] = await db.update(vehicles).set(values).where(eq(vehicles.id, id)).returning();
      return row as VehicleRecord;
    },

    /**
     * The purchase that is going ahead (not cancelled) and holds the vehicle, if any: the vehicle
     * machine's fact, and the link the stock page gives to it.
     */
    async livePurchaseId(vehicleId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: purchases.id })
        .from(purchases)
        .where(and(eq(purchases.vehicleId, vehicleId), ne(purchases.stage, CANCELLED_PURCHASE_STATE)))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * What the stock holds, per currency: the 1st and the 99th percentile of the base prices of
     * for-sale stock (KAP stock, priced 0, left out), as stored (JPY in thousands of yen).
     * Percentiles, not the minimum and maximum, so that one slip already in stock (a car listed at
     * JPY 1,234,000,000) does not widen the range that is there to catch the next one; a price
     * outside it is confirmed, one ten times beyond it refused (amountPlausibility). A vehicle being
     * edited is judged against the rest of the stock (`exceptId`), not against its own old price.
     */
    async priceRanges(options: { currency?: string; exceptId?: number } = {}): Promise<StockPriceRange[]> {
      const conditions = [
        inArray(vehicles.status, [...SEARCHABLE_VEHICLE_STATUSES]),
        eq(vehicles.isKapStock, false),
        gt(vehicles.basePrice, '0'),
      ];
      if (options.currency !== undefined) conditions.push(eq(vehicles.negotiateCurrency, options.currency));
      if (options.exceptId !== undefined) conditions.push(ne(vehicles.id, options.exceptId));
      const rows = await db
        .select({
          currency: vehicles.negotiateCurrency,
          low: sql<string>`round(percentile_cont(0.01) within group (order by ${vehicles.basePrice}::float8)::numeric, 2)::text`,
          high: sql<string>`round(percentile_cont(0.99) within group (order by ${vehicles.basePrice}::float8)::numeric, 2)::text`,
        })
        .from(vehicles)
        .where(and(...conditions))
        .groupBy(vehicles.negotiateCurrency)
        .orderBy(vehicles.negotiateCurrency);
      return rows.map((row) => ({ currency: row.currency.trim(), low: row.low, high: row.high }));
    },

    async addPrice(entry: typeof vehiclePriceHistory.$inferInsert): Promise<void> {
      await db.insert(vehiclePriceHistory).values(entry);
    },

    /** Every price the vehicle has been listed at, newest first, with who set it. */
    async priceHistory(vehicleId: number) {
      return db
        .select({
          basePrice: vehiclePriceHistory.basePrice,
          currency: vehiclePriceHistory.currency,
          changedAt: vehiclePriceHistory.changedAt,
          changedBy: users.email,
        })
        .from(vehiclePriceHistory)
        .leftJoin(users, eq(users.id, vehiclePriceHistory.changedBy))
        .where(eq(vehiclePriceHistory.vehicleId, vehicleId))
        .orderBy(desc(vehiclePriceHistory.changedAt), desc(vehiclePriceHistory.id));
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
