// SQL of stock search. One dynamic WHERE shared by the page, the count and the facets,
// built only from bound parameters. Index notes (EXPLAIN ANALYZE at 100k rows) in
// docs/decisions/0005-stock-search.md.
import { and, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  SEARCHABLE_VEHICLE_STATUSES,
  StockTab,
  CANCELLED_PURCHASE_STATE,
  type RangeFacet,
  type RangeFacetCounts,
  type VehicleStatus,
} from '@ibc/domain';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { purchases } from '../../db/schema.ts';
import type { PriceSortKey } from '../pricing/pricing.service.ts';
import { hasFreeText, type FreeTextPlan, type NormalizedSearch, type SortColumn } from './search-query.ts';
import type { IndexCatalogue, IndexRow } from './stock-index.ts';

/** Columns a tile, the pricing service and the checklist need; snake_case as the database returns them. */
export interface VehicleRow {
  id: number;
  chassis: string;
  make: string;
  model: string;
  grade: string;
  year: number;
  month: number | null;
  body_type: string;
  kms: number;
  engine_cc: number;
  doors: number;
  is_left_hand_drive: boolean;
  transmission: string;
  fuel: string;
  color: string;
  condition_grade: string | null;
  location: string;
  stock_tab: number;
  stock_type: string;
  delivery_types: number[];
  is_maxcare_unit: boolean;
  is_idirect: boolean;
  is_kap_stock: boolean;
  terms: string;
  customer_terms: string | null;
  dealer_name: string;
  negotiate_currency: string;
  base_price: string;
  size_class: string;
  photo_count: number;
  listed_at: string | Date;
  /** Searchable (available, reserved) in a search; any status on the checklist (vehicles_status_check). */
  status: VehicleStatus;
}

export interface ChecklistRow extends VehicleRow {
  seats: number | null;
  drive_type: string;
  wheel_style: number | null;
  interior_type: string | null;
  interior_color: string | null;
  interior_grade: string | null;
  has_sun_roof: boolean;
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  condition: string;
  features: string[];
  category_name: string | null;
  dealer_prefecture: string | null;
}

const TILE_COLUMNS = sql.raw(`v.id, v.chassis, v.make, v.model, v.grade, v.year, v.month, v.body_type, v.kms,
  v.engine_cc, v.doors, v.is_left_hand_drive, v.transmission, v.fuel, v.color, v.condition_grade::text as condition_grade,
  v.location, v.stock_tab, v.stock_type, v.delivery_types, v.is_maxcare_unit, v.is_idirect, v.is_kap_stock, v.terms,
  v.customer_terms, v.dealer_name, v.negotiate_currency, v.base_price::text as base_price, v.size_class, v.photo_count,
  v.listed_at, v.status`);

/**
 * The statuses a search shows, written into the SQL as the constant list they are (from the domain's
 * one list): the plans of ADR 0005 were measured with the list written out, and a bound list would
 * leave a generic plan guessing its selectivity.
 */
const SEARCHABLE_STATUSES_SQL = sql.raw(
  SEARCHABLE_VEHICLE_STATUSES.map((status) => `'${status}'`).join(', '),
);

/** The stock as the in-memory index reads it, one version of it (stock-index.ts). */
export interface StockSnapshot {
  version: string;
  rows: IndexRow[];
  catalogue: IndexCatalogue;
}

/** Vehicles the index reads per statement (PostgreSQL). */
const SNAPSHOT_PART_ROWS = 5_000;

/** Up to this many distinct mileages, a mileage histogram is exact. */
export const EXACT_MILEAGE_VALUES = 2000;

// §2 New Arrival: stock listed within the last week.
export const NEW_ARRIVAL_DAYS = 7;

/** Up to this many matches a search's count is exact (ADR 0017). */
export const EXACT_COUNT_LIMIT = 5_000;
/** An estimate this many times the limit is trusted without counting (ADR 0017). */
const CLEARLY_MORE = 3;

/** A search's count: exact, or an estimate shown as 'about'. */
export interface SearchCount {
  count: number;
  exact: boolean;
}

/**
 * An estimate of more than EXACT_COUNT_LIMIT matches, to two significant figures (more would claim a
 * precision it has not), never below the limit it is known to exceed.
 */
export function aboutCount(estimate: number, limit = EXACT_COUNT_LIMIT): number {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(estimate, 1))) - 1);
  return Math.max(limit, Math.round(estimate / scale) * scale);
}

/** A free-text word escaped for LIKE, so %, _ and \ match themselves. */
function likeEscaped(word: string): string {
  return word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Shorter words are read as the start of a word: they hold no trigram to look up as they are. */
export const SHORT_WORD = 3;

/**
 * One free-text word's condition on search_text (words separated by spaces, ADR 0005): a word of
 * three letters or more anywhere ('qua' finds Aqua); a shorter one at the start of a word ('ek wa'
 * finds an EK Wagon), which the trigram index finds by the word's padded first trigrams.
 */
function wordCondition(word: string): SQL {
  const escaped = likeEscaped(word);
  if (word.length >= SHORT_WORD) return sql`v.search_text like ${`%${escaped}%`}`;
  return sql`(v.search_text like ${`${escaped}%`} or v.search_text like ${`% ${escaped}%`})`;
}

/** Stock tab semantics (§2, §4, §9); tabs without a rule below match their stock_tab number. */
function tabCondition(search: NormalizedSearch): SQL {
  switch (search.tab) {
    case StockTab.allStock: // everything but DDU units, which only DDU markets may see (§6).
      return sql`v.stock_type <> 'ddu'`;
    case StockTab.newArrival:
      return sql`v.stock_type <> 'ddu' and v.listed_at >= now() - make_interval(days => ${NEW_ARRIVAL_DAYS})`;
    case StockTab.ibc:
      return sql`v.stock_type = 'ibc'`;
    case StockTab.hybridCars:
      return sql`v.stock_type <> 'ddu' and v.fuel in ('Hybrid', 'Plug-in Hybrid')`;
    case StockTab.dealerDirect:
      return sql`v.stock_type = 'dealer-direct'`;
    case StockTab.ddu: // DDU, with the chosen delivery type (§2 Delivery Type only on DDU stock)
      return search.deliveryType === undefined
        ? sql`v.stock_type = 'ddu'`
        : sql`v.stock_type = 'ddu' and v.delivery_types @> array[${search.deliveryType}]::smallint[]`;
    default:
      return sql`v.stock_tab = ${search.tab}`;
  }
}

export type FacetExclusion = 'make-model';

/** The WHERE of a search; `exclude` leaves the make and model out (facet counts, §2 Make & Model). */
export function searchWhere(search: NormalizedSearch, exclude?: FacetExclusion): SQL {
  // Available and reserved (marked on the tile) stock; sold and withdrawn units never show.
  // No index leads with the status, so this stays a filter on the rows the sort or trigram index reads.
  const parts: SQL[] = [sql`v.status in (${SEARCHABLE_STATUSES_SQL})`, tabCondition(search)];
  const f = search;
  if (exclude !== 'make-model') {
    // Names are matched case-insensitively through the catalogue, so the (make, model) index still serves.
    if (f.make) {
      parts.push(
        sql`v.make = coalesce((select m.name from makes m where lower(m.name) = lower(${f.make}) limit 1), ${f.make})`,
      );
    }
    if (f.model) {
      parts.push(
        sql`v.model = coalesce((select m.name from models m where lower(m.name) = lower(${f.model}) limit 1), ${f.model})`,
      );
    }
  }
  if (f.minYear !== undefined) parts.push(sql`v.year >= ${f.minYear}`);
  if (f.maxYear !== undefined) parts.push(sql`v.year <= ${f.maxYear}`);
  if (f.minKms !== undefined) parts.push(sql`v.kms >= ${f.minKms}`);
  if (f.maxKms !== undefined) parts.push(sql`v.kms <= ${f.maxKms}`);
  if (f.minConditionGrade !== undefined) parts.push(sql`v.condition_grade >= ${f.minConditionGrade}`);
  if (f.maxConditionGrade !== undefined) parts.push(sql`v.condition_grade <= ${f.maxConditionGrade}`);
  if (f.isLeftHandDrive !== undefined) parts.push(sql`v.is_left_hand_drive = ${f.isLeftHandDrive}`);
  if (f.doors !== undefined) parts.push(sql`v.doors = ${f.doors}`);
  if (f.fuel) parts.push(sql`lower(v.fuel) = lower(${f.fuel})`);
  if (f.color) parts.push(sql`strpos(lower(v.color), lower(${f.color})) > 0`);
  if (f.condition) parts.push(sql`v.condition = lower(${f.condition})`);
  if (f.category) {
    parts.push(
      sql`v.category_id = (select c.id from categories c where c.slug = lower(${f.category}) or lower(c.name) = lower(${f.category}) limit 1)`,
    );
  }
  // Free text and chassis: one trigram-indexed LIKE per word over search_text (make, model, grade,
  // chassis, keywords in lower case), so partial words match and every word must match.
  for (const word of f.words) parts.push(wordCondition(word));
  if (f.chassis) parts.push(wordCondition(f.chassis));
  // Country / port: stock that can be shipped there, i.e. the port has a rate for the vehicle's size.
  if (f.portId !== undefined || f.countryId !== undefined) {
    const port =
      f.portId !== undefined
        ? sql`${f.portId}::int`
        : sql`(select c.default_port_id from countries c where c.id = ${f.countryId ?? -1})`;
    parts.push(
      sql`exists (select 1 from shipping_rates r where r.port_id = ${port} and r.size_class = v.size_class)`,
    );
  }
  return sql.join(parts, sql` and `);
}

const SORT_SQL: Record<SortColumn, SQL> = {
  year: sql.raw('v.year'),
  price: sql.raw('v.base_price'),
  mileage: sql.raw('v.kms'),
  conditionGrade: sql.raw('v.condition_grade'),
  listing: sql.raw('v.listed_at'),
};

// The same orders written so that no b-tree can serve them: used for narrow free-text searches,
// where reading the few trigram matches and sorting them beats walking a sort index backwards
// until enough matches turn up (ADR 0005, EXPLAIN at 100k rows).
const UNINDEXED_SORT_SQL: Record<SortColumn, SQL> = {
  year: sql.raw('(v.year + 0)'),
  price: sql.raw('(v.base_price + 0)'),
  mileage: sql.raw('(v.kms + 0)'),
  conditionGrade: sql.raw('(v.condition_grade + 0)'),
  listing: sql.raw("(v.listed_at + interval '0 seconds')"),
};

/** Pages up to this long take their ids from an index first, then their rows by id. */
const IDS_FIRST_ROWS = 128;

export interface PageOptions {
  /** How a free-text page is read (search-query.ts); other searches leave it to the planner. */
  plan?: FreeTextPlan;
  /** Rows to skip instead of the page's own offset (a free-text page read among some years). */
  offset?: number;
  /** Members: sort by price orders by the member's own price (ADR 0002), not the listed price. */
  priceKey?: PriceSortKey | undefined;
}

/** Planner settings that impose a free-text plan, for the query's own transaction. */
const PLAN_SETTINGS: Record<FreeTextPlan, SQL | null> = {
  'sort-matches': sql`set local enable_seqscan = off`,
  'walk-sort-index': sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`,
  planner: null,
};

/**
 * Rows of `query`, run under planner `settings` in its own transaction when there are any. A
 * free-text count or histogram reads the trigram index (the planner would scan the table).
 */
async function rowsUnder<T>(db: DbOrTx, settings: SQL | null, query: SQL): Promise<T[]> {
  if (!settings) return queryRows<T>(db, query);
  return db.transaction(async (tx) => {
    await tx.execute(settings);
    return queryRows<T>(tx, query);
  });
}

const freeTextSettings = (search: NormalizedSearch) =>
  hasFreeText(search) ? PLAN_SETTINGS['sort-matches'] : null;

/**
 * SQL of the member's price sort key; every number is bound. KAP stock has no price (its 0 is the
 * 'Price on enquiry' marker; no other stock may be listed at 0): it keys to null, so it sorts after
 * every priced vehicle in both directions.
 */
function priceKeySql(key: PriceSortKey): SQL {
  const currencies = Object.entries(key.multiplier).map(([code, m]) => sql`when ${code} then ${m}::float8`);
  const sizes = Object.entries(key.jpyAddend).map(([size, a]) => sql`when ${size} then ${a}::float8`);
  const multiplier = sql`(case v.negotiate_currency ${sql.join(currencies, sql` `)} else ${key.fallbackMultiplier}::float8 end)`;
  const addend = sizes.length
    ? sql`(case v.size_class ${sql.join(sizes, sql` `)} else 0::float8 end)`
    : sql`0::float8`;
  return sql`(case when v.is_kap_stock then null::float8
               else v.base_price::float8 * ${multiplier} + (case when v.negotiate_currency = 'JPY' then ${addend} else 0::float8 end) end)`;
}

/** The search's sort direction as SQL. */
const sortDirection = (search: NormalizedSearch): SQL => sql.raw(search.sortOrder === 'ASC' ? 'asc' : 'desc');

/** ORDER BY with the id as tie-break in the same direction, so paging never repeats or skips. */
function orderBy(search: NormalizedSearch, options: PageOptions): SQL {
  const dir = sortDirection(search);
  const column = (options.plan === 'sort-matches' ? UNINDEXED_SORT_SQL : SORT_SQL)[search.sortBy];
  // Repaired units (grade null) sort after every graded unit in both directions; the spelled-out
  // NULLS LAST matches vehicles_grade_idx (ASC) and vehicles_grade_desc_idx (DESC) exactly.
  if (search.sortBy === 'conditionGrade') return sql`${column} ${dir} nulls last, v.id ${dir} nulls last`;
  return sql`${column} ${dir}, v.id ${dir}`;
}

/** The vehicle size classes (schema: 'small' | 'medium' | 'large'); JPY stock of each is one index walk. */
export const SIZE_CLASSES = ['small', 'medium', 'large'] as const;

/**
 * Members' price sort without sorting the whole table (ADR 0002/0005). Within JPY stock of one size
 * class the member's price key is `basePrice x m + constant`, so its order IS the listed-price order:
 * the first N rows of the key are among the first N of each size class by base_price (index walks),
 * plus the few other rows (non-JPY, KAP, unknown size; partial index vehicles_other_price_idx).
 * Stock without a price comes after every priced vehicle in BOTH directions (its key is null, NULLS
 * LAST): a page of 'Price on enquiry' tiles first would hide the cheapest priced cars.
 */
function memberPriceSortedPage(
  search: NormalizedSearch,
  key: PriceSortKey,
  offset: number,
  limit: number,
): SQL {
  const dir = sortDirection(search);
  const where = searchWhere(search);
  const keySql = priceKeySql(key);
  const take = offset + limit;
  // In a branch of JPY stock of one size class the key is simply base_price x m + the size's addend.
  const jpyMultiplier = key.multiplier.JPY ?? key.fallbackMultiplier;
  const branches = SIZE_CLASSES.map(
    (
      size,
    ) => sql`(select v.id, v.base_price::float8 * ${jpyMultiplier}::float8 + ${key.jpyAddend[size] ?? 0}::float8 as sort_key from vehicles v
                    where ${where} and v.negotiate_currency = 'JPY' and not v.is_kap_stock and v.size_class = ${size}
                    order by v.base_price ${dir}, v.id ${dir} limit ${take})`,
  );
  // Keep this predicate textually identical to the partial index's (migration 0003).
  branches.push(sql`(select v.id, ${keySql} as sort_key from vehicles v
                      where ${where} and (v.negotiate_currency <> 'JPY' or v.is_kap_stock or v.size_class not in ('small', 'medium', 'large'))
                      order by sort_key ${dir} nulls last, v.id ${dir} limit ${take})`);
  // The branches read ids and keys from the price indexes alone (they carry the filtered columns);
  // only the page's rows are then read.
  return sql`select ${TILE_COLUMNS} from vehicles v
              join (select * from (${sql.join(branches, sql` union all `)}) c
                     order by c.sort_key ${dir} nulls last, c.id ${dir}
                     limit ${limit} offset ${offset}) page on page.id = v.id
              order by page.sort_key ${dir} nulls last, v.id ${dir}`;
}

/**
 * A mileage histogram in one statement: the first EXACT_MILEAGE_VALUES + 1 km values, walking the
 * mileage index in order (it stops there when there are more), and only when there are more, one
 * pass counting 1,000 km buckets. Counting every distinct value first (count(distinct) over all
 * the matches, sorted on disk) cost more than the histogram itself.
 */
function mileageByIndexWalk(where: SQL): SQL {
  return sql`with exact as (select v.kms as value, count(*)::int as count from vehicles v where ${where}
                             group by v.kms order by v.kms limit ${EXACT_MILEAGE_VALUES + 1})
             select value, count, true as exact from exact
              where (select count(*) from exact) <= ${EXACT_MILEAGE_VALUES}
             union all
             (select (v.kms / 1000) * 1000, count(*)::int, false from vehicles v
               where ${where} and (select count(*) from exact) > ${EXACT_MILEAGE_VALUES}
               group by 1)
             order by 1`;
}

/**
 * The same histogram from one read of the matches, for free text: its matches are read from the
 * rows (trigram index), and reading them twice costs more than counting their distinct values.
 */
function mileageOverMatches(where: SQL): SQL {
  return sql`with m as (select v.kms from vehicles v where ${where}),
                  d as (select count(distinct kms) <= ${EXACT_MILEAGE_VALUES} as exact from m)
             select case when d.exact then m.kms else (m.kms / 1000) * 1000 end as value,
                    count(*)::int as count, d.exact
               from m, d
              group by 1, 3
              order by 1`;
}

export interface StockSearchRepositoryOptions {
  /**
   * Pages longer than this are read in parts of this many rows, one statement each (the embedded
   * database runs one statement at a time: a 5,000-row page as one statement kept every other query
   * waiting ~100 ms). Undefined: one statement per page (PostgreSQL runs them side by side).
   */
  pagePartRows?: number;
  /** Counts above this are estimated (EXACT_COUNT_LIMIT; tests lower it). */
  exactCountLimit?: number;
  /**
   * Vehicles the in-memory index reads per statement; the embedded database answers other
   * statements only in between (default SNAPSHOT_PART_ROWS).
   */
  snapshotPartRows?: number;
}

export function createStockSearchRepository(
  db: DbOrTx,
  {
    pagePartRows,
    exactCountLimit = EXACT_COUNT_LIMIT,
    snapshotPartRows = SNAPSHOT_PART_ROWS,
  }: StockSearchRepositoryOptions = {},
) {
  async function readRows(
    search: NormalizedSearch,
    options: PageOptions,
    offset: number,
    limit: number,
  ): Promise<VehicleRow[]> {
    // The page's ids first, from an index alone: every sort's index carries the columns a search
    // filters on (migration 0019), so the walk checks each entry in the index and never reads a row
    // it then drops; only the page's own rows are read for their tile columns.
    const inner =
      search.sortBy === 'price' && options.priceKey
        ? options.plan === 'sort-matches'
          ? // Few free-text matches: read them through the trigram index and sort by the key (the
            // price walks would check the text row by row until their pages fill).
            sql`select ${TILE_COLUMNS} from vehicles v
                 where ${searchWhere(search)}
                 order by ${priceKeySql(options.priceKey)} ${sortDirection(search)} nulls last,
                          v.id ${sortDirection(search)}
                 limit ${limit} offset ${offset}`
          : memberPriceSortedPage(search, options.priceKey, offset, limit)
        : limit > IDS_FIRST_ROWS
          ? // An 'All' page reads its rows in the walk: joining 5,000 ids back made the planner hash
            // the whole table.
            sql`select ${TILE_COLUMNS} from vehicles v
                 where ${searchWhere(search)}
                 order by ${orderBy(search, options)}
                 limit ${limit} offset ${offset}`
          : sql`select ${TILE_COLUMNS} from vehicles v
                 join (select v.id from vehicles v
                        where ${searchWhere(search)}
                        order by ${orderBy(search, options)}
                        limit ${limit} offset ${offset}) page on page.id = v.id
                 order by ${orderBy(search, options)}`;
    // The page comes back as ONE json value: decoding it is far cheaper for the driver than
    // 31 typed columns x 5,000 rows (the All page), and json_agg keeps the subquery's order.
    const query = sql`select coalesce(json_agg(p), '[]'::json) as page from (${inner}) p`;
    // The planner misjudges short trigram patterns ('%aqua%'): it may scan the whole table, or read
    // thousands of matches where walking the covering year index finds a page in a few hundred
    // entries. A free-text plan is therefore imposed (EXPLAIN in ADR 0005).
    const [row] = await rowsUnder<{ page: unknown }>(db, PLAN_SETTINGS[options.plan ?? 'planner'], query);
    const page = typeof row?.page === 'string' ? (JSON.parse(row.page) as unknown) : row?.page;
    return (page ?? []) as VehicleRow[];
  }

  async function estimateRows(where: SQL): Promise<number> {
    const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(
      db,
      sql`explain (format json) select 1 from vehicles v where ${where}`,
    );
    const json = plan?.['QUERY PLAN'];
    const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as [
      { Plan: { 'Plan Rows': number } },
    ];
    return parsed[0].Plan['Plan Rows'];
  }

  async function stockVersion(): Promise<string | null> {
    const [row] = await queryRows<{ version: string | number }>(db, sql`select version from stock_changes`);
    return row === undefined ? null : String(row.version);
  }

  return {
    /**
     * The stock's version (migration 0014): it moves on with every committed change a search can
     * show. Null if its row is missing (then nothing may be reused).
     */
    stockVersion,

    async findPage(search: NormalizedSearch, options: PageOptions = {}): Promise<VehicleRow[]> {
      const offset = options.offset ?? (search.page - 1) * search.pageSize;
      if (pagePartRows === undefined || search.pageSize <= pagePartRows) {
        return readRows(search, options, offset, search.pageSize);
      }
      // In parts, each its own statement: a vehicle that moves between two parts' reads (a new price)
      // could show twice, so a row already read is skipped.
      const rows: VehicleRow[] = [];
      const seen = new Set<number>();
      for (let start = 0; start < search.pageSize; start += pagePartRows) {
        const limit = Math.min(pagePartRows, search.pageSize - start);
        const part = await readRows(search, options, offset + start, limit);
        for (const row of part) {
          if (!seen.has(row.id)) {
            seen.add(row.id);
            rows.push(row);
          }
        }
        if (part.length < limit) break;
      }
      return rows;
    },

    /**
     * The searchable stock and the reference tables its WHERE reads, in parts: the stock's version
     * read before and after, so the snapshot is one version's (every commit that changes it moves the
     * version on); undefined when it moved meanwhile.
     */
    async snapshot(): Promise<StockSnapshot | undefined> {
      const version = await stockVersion();
      if (version === null) return undefined;
      const rows: IndexRow[] = [];
      for (let after = 0; ;) {
        const [part] = await queryRows<{ rows: unknown }>(
          db,
          sql`select coalesce(json_agg(p), '[]'::json) as rows from (
                select v.id, v.make, v.model, v.year, v.kms, v.condition_grade::text as grade,
                       v.base_price::text as base_price,
                       (extract(epoch from v.listed_at) * 1000000)::bigint::text as listed_us,
                       v.fuel, v.color, v.condition, v.stock_type, v.stock_tab, v.delivery_types,
                       v.is_left_hand_drive, v.doors, v.category_id, v.size_class, v.negotiate_currency,
                       v.is_kap_stock, v.search_text,
                       case when v.status = 'reserved' then
                         (select p.company_id from purchases p
                           where p.vehicle_id = v.id and p.stage <> ${CANCELLED_PURCHASE_STATE})
                       end as buyer_company_id,
                       (select row_to_json(t)::text from (select ${TILE_COLUMNS}) t) as tile
                  from vehicles v
                 where v.status in (${SEARCHABLE_STATUSES_SQL}) and v.id > ${after}
                 order by v.id limit ${snapshotPartRows}) p`,
        );
        const read = (typeof part?.rows === 'string' ? JSON.parse(part.rows) : part?.rows) as IndexRow[];
        for (const row of read) rows.push(row);
        const last = read.at(-1);
        if (!last || read.length < snapshotPartRows) break;
        after = last.id;
      }
      const [makes, models, categories, countries, rates, pairs] = await Promise.all([
        queryRows<{ name: string }>(db, sql`select name from makes`),
        queryRows<{ name: string }>(db, sql`select name from models`),
        queryRows<{ id: number; slug: string; name: string }>(db, sql`select id, slug, name from categories`),
        queryRows<{ id: number; default_port_id: number | null }>(
          db,
          sql`select id, default_port_id from countries`,
        ),
        queryRows<{ port_id: number; size_class: string }>(
          db,
          sql`select distinct port_id, size_class from shipping_rates`,
        ),
        // In the order the facets' SQL gives them (the database's collation).
        queryRows<{ make: string; model: string }>(
          db,
          sql`select distinct v.make, v.model from vehicles v
               where v.status in (${SEARCHABLE_STATUSES_SQL}) order by v.make, v.model`,
        ),
      ]);
      if ((await stockVersion()) !== version) return undefined;
      return {
        version,
        rows,
        catalogue: {
          makes: makes.map((m) => m.name),
          models: models.map((m) => m.name),
          categories,
          countries,
          rates,
          pairs,
        },
      };
    },

    /** The planner's estimate of the search's matches (no row is read). */
    estimate: (search: NormalizedSearch) => estimateRows(searchWhere(search)),

    /**
     * The matches, counted up to `exactCountLimit` (a bounded walk); beyond, the planner's estimate,
     * rounded, so that a broad search costs what its page costs, not what the stock does (ADR 0017).
     */
    async count(search: NormalizedSearch): Promise<SearchCount> {
      const where = searchWhere(search);
      const estimate = () => estimateRows(where);
      // Where the statistics describe the filters well (not free text), a search estimated at
      // several times the limit is not counted to the limit first: it would only confirm 'about'.
      const planned = hasFreeText(search) ? null : await estimate();
      if (planned !== null && planned > exactCountLimit * CLEARLY_MORE) {
        return { count: aboutCount(planned, exactCountLimit), exact: false };
      }
      const query = sql`select count(*)::int as n from (select 1 from vehicles v where ${where} limit ${exactCountLimit + 1}) m`;
      const [row] = await rowsUnder<{ n: unknown }>(db, freeTextSettings(search), query);
      const counted = Number(row?.n ?? 0);
      if (counted <= exactCountLimit) return { count: counted, exact: true };
      return { count: aboutCount(planned ?? (await estimate()), exactCountLimit), exact: false };
    },

    async facets(search: NormalizedSearch): Promise<{ make: string; model: string; n: number }[]> {
      const rows = await queryRows<{ make: string; model: string; n: unknown }>(
        db,
        sql`select v.make, v.model, count(*)::int as n from vehicles v
             where ${searchWhere(search, 'make-model')}
             group by v.make, v.model
             order by v.make, v.model`,
      );
      return rows.map((r) => ({ ...r, n: Number(r.n) }));
    },

    /**
     * One histogram of a range field over the search: per year, per grade (null: 'R'), or
     * per mileage: exact km values while they are few, else 1,000 km buckets.
     */
    async rangeFacet(search: NormalizedSearch, field: RangeFacet): Promise<RangeFacetCounts> {
      const where = searchWhere(search);
      if (field === 'mileage') {
        const rows = await queryRows<{ value: number; count: number; exact: boolean }>(
          db,
          hasFreeText(search) ? mileageOverMatches(where) : mileageByIndexWalk(where),
        );
        const exact = rows[0]?.exact ?? true;
        return {
          field,
          bucketWidth: exact ? 0 : 1000,
          buckets: rows.map((row) => ({ value: Number(row.value), count: Number(row.count) })),
        };
      }
      const column = field === 'year' ? sql.raw('v.year') : sql.raw('v.condition_grade');
      const rows = await queryRows<{ value: string | number | null; count: number }>(
        db,
        sql`select ${column} as value, count(*)::int as count from vehicles v where ${where}
             group by 1 order by 1 nulls first`,
      );
      return {
        field,
        bucketWidth: 0,
        buckets: rows.map((row) => ({
          value: row.value === null ? null : Number(row.value),
          count: Number(row.count),
        })),
      };
    },

    /** Which of `ids` the search matches (new stock against saved searches). */
    async idsMatching(search: NormalizedSearch, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select v.id from vehicles v where ${searchWhere(search)} and v.id in (${list}) order by v.id`,
      );
      return rows.map((row) => Number(row.id));
    },

    /**
     * The company of the live (not cancelled) purchase of each of these vehicles that has one: who a
     * reserved or sold car is held for.
     */
    async buyerCompanies(vehicleIds: readonly number[]): Promise<Map<number, number>> {
      if (vehicleIds.length === 0) return new Map();
      const rows = await db
        .select({ vehicleId: purchases.vehicleId, companyId: purchases.companyId })
        .from(purchases)
        .where(
          and(inArray(purchases.vehicleId, [...vehicleIds]), ne(purchases.stage, CANCELLED_PURCHASE_STATE)),
        );
      return new Map(rows.map((row) => [row.vehicleId, row.companyId]));
    },

    async findChecklist(id: number): Promise<ChecklistRow | null> {
      const [row] = await queryRows<ChecklistRow>(
        db,
        sql`
        select ${TILE_COLUMNS}, v.seats, v.drive_type, v.wheel_style, v.interior_type, v.interior_color,
               v.interior_grade, v.has_sun_roof, v.length_mm, v.width_mm, v.height_mm, v.condition, v.features,
               c.name as category_name, d.prefecture as dealer_prefecture
          from vehicles v
          left join categories c on c.id = v.category_id
          left join dealers d on d.id = v.dealer_id
         where v.id = ${id}`,
      );
      return row ?? null;
    },
  };
}

export type StockSearchRepository = ReturnType<typeof createStockSearchRepository>;
