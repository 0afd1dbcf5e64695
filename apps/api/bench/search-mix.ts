// The random search stream of the search bench: searches as dealers make them, drawn with a seeded
// PRNG from the makes, models, chassis codes and years the database holds, so two runs with the same
// seed and stock send the same searches.
import { searchFilterSchema } from '@ibc/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client.ts';
import { mulberry32 } from '../demo/vehicles.ts';
import { normalizeSearch } from '../src/modules/stock-search/search-query.ts';

export interface StreamSearch {
  member: boolean;
  body: Record<string, unknown>;
}

interface Weighted<T> {
  value: T;
  weight: number;
}

function picker<T>(items: Weighted<T>[]): (random: number) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += item.weight));
  return (random) => {
    const target = random * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! > target) high = mid;
      else low = mid + 1;
    }
    return items[low]!.value;
  };
}

interface Stock {
  makes: (random: number) => string;
  models: Map<string, (random: number) => string>;
  anyModel: (random: number) => { make: string; model: string };
  chassis: (random: number) => string;
  minYear: number;
  maxYear: number;
}

async function readStock(database: Database): Promise<Stock> {
  const db = database.db;
  const rows = await queryRows<{ make: string; model: string; n: number }>(
    db,
    sql`select make, model, count(*)::int as n from vehicles where status = 'available' group by make, model order by make, model`,
  );
  if (rows.length === 0) throw new Error('No available vehicles to draw searches from.');
  const byMake = new Map<string, Weighted<string>[]>();
  for (const row of rows)
    byMake.set(row.make, [...(byMake.get(row.make) ?? []), { value: row.model, weight: row.n }]);
  const codes = await queryRows<{ code: string; n: number }>(
    db,
    sql`select split_part(chassis, '-', 1) as code, count(*)::int as n from vehicles group by 1 order by 2 desc limit 200`,
  );
  const [years] = await queryRows<{ lo: number; hi: number }>(
    db,
    sql`select min(year)::int as lo, max(year)::int as hi from vehicles`,
  );
  return {
    makes: picker(
      [...byMake].map(([make, models]) => ({
        value: make,
        weight: models.reduce((s, m) => s + m.weight, 0),
      })),
    ),
    models: new Map([...byMake].map(([make, models]) => [make, picker(models)])),
    anyModel: picker(rows.map((row) => ({ value: { make: row.make, model: row.model }, weight: row.n }))),
    chassis: picker(codes.map((row) => ({ value: row.code, weight: row.n }))),
    // The filter takes years from 1990.
    minYear: Math.max(1990, years?.lo ?? 1990),
    maxYear: Math.max(1990, years?.hi ?? 2025),
  };
}

const MEMBER_TABS = picker([
  { value: 11, weight: 40 },
  { value: 10, weight: 20 },
  { value: 15, weight: 20 },
  { value: 1, weight: 20 },
]);
const VISITOR_TABS = picker([
  { value: 1, weight: 85 },
  { value: 10, weight: 10 },
  { value: 13, weight: 5 },
]);
const PAGE_SIZES = picker([
  { value: 16, weight: 55 },
  { value: 32, weight: 20 },
  { value: 64, weight: 15 },
  { value: 128, weight: 10 },
]);
const VISITOR_SORTS = ['year', 'mileage', 'conditionGrade', 'listing'] as const;
const MEMBER_SORTS = [...VISITOR_SORTS, 'price'] as const;

/**
 * `count` searches, 40 % of them a member's; each combines at random a make (and model), free text,
 * a year window, a mileage range, a lowest grade, a sort, a page and a page size. Every one is a
 * valid search (checked against the API's schema here).
 */
export async function searchStream(database: Database, seed: number, count: number): Promise<StreamSearch[]> {
  const stock = await readStock(database);
  const random = mulberry32(seed);
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const oneOf = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const prefix = (text: string) => text.slice(0, between(3, 5)).trimEnd();
  const stream: StreamSearch[] = [];
  for (let i = 0; i < count; i++) {
    const member = random() < 0.4;
    const body: Record<string, unknown> = { tab: member ? MEMBER_TABS(random()) : VISITOR_TABS(random()) };
    const filterBy = random();
    let make: string | undefined;
    if (filterBy < 0.35) {
      make = stock.makes(random());
      body.make = make;
    } else if (filterBy < 0.6) {
      const pick = stock.anyModel(random());
      make = pick.make;
      body.make = pick.make;
      body.model = pick.model;
    }
    if (random() < 0.3) {
      // Free text as typed: a model's first letters, a whole model, a make and a model's first
      // letters, or a chassis code's; of the chosen model or make when there is one.
      const { make: textMake, model } = make
        ? { make, model: (body.model as string | undefined) ?? stock.models.get(make)!(random()) }
        : stock.anyModel(random());
      const kind = random();
      body.freeText =
        kind < 0.35
          ? prefix(model).toLowerCase()
          : kind < 0.55
            ? model.toLowerCase()
            : kind < 0.8
              ? `${textMake} ${prefix(model)}`
              : prefix(stock.chassis(random()));
    }
    if (random() < 0.35) {
      const span = between(1, Math.min(10, stock.maxYear - stock.minYear + 1));
      const from = between(stock.minYear, stock.maxYear - span + 1);
      body.minYear = from;
      body.maxYear = from + span - 1;
    }
    if (random() < 0.25) {
      const from = oneOf([0, 10_000, 20_000, 50_000, 80_000, 100_000]);
      if (from > 0 && random() < 0.3) body.minMileage = from;
      else {
        if (from > 0) body.minMileage = from;
        body.maxMileage = from + oneOf([20_000, 50_000, 100_000]);
      }
    }
    if (random() < 0.2) body.minConditionGrade = oneOf([3, 3.5, 4, 4.5, 5]);
    if (random() < 0.6) {
      body.sortBy = oneOf(member ? MEMBER_SORTS : VISITOR_SORTS);
      body.sortOrder = oneOf(['ASC', 'DESC']);
    }
    // Most searches read the first page; some go on a few pages, a few far.
    const depth = random();
    body.page =
      depth < 0.5 ? 1 : depth < 0.8 ? between(2, 5) : depth < 0.95 ? between(6, 20) : between(21, 60);
    body.pageSize = PAGE_SIZES(random());
    const parsed = searchFilterSchema.safeParse(body);
    if (!parsed.success)
      throw new Error(`Invalid generated search ${JSON.stringify(body)}: ${parsed.error.message}`);
    stream.push({ member, body });
  }
  return stream;
}

/** The page the visitors' page cache keeps a visitor's search under (without the stock's version). */
export const visitorPageKey = (body: Record<string, unknown>) =>
  JSON.stringify(normalizeSearch(searchFilterSchema.parse(body), 'public'));

/** The key under which two searches are the same one. */
export const searchKey = (search: StreamSearch) =>
  `${search.member ? 'member' : 'visitor'} ${JSON.stringify(search.body)}`;
