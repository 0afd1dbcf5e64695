// npm run bench:search:memory -w apps/api (DATABASE_URL: a seeded database, e.g. `npm run seed --
// --vehicles 100000` into it first). The in-memory index of the stock (ADR 0019,
// src/modules/stock-search/stock-index.ts) on its own: it reads the stock as an API instance does,
// checks a sample of the search bench's seeded random stream against PostgreSQL (the count and the
// page's ids must be what the repository's own WHERE and ORDER BY give, members' price sorts
// included), then answers the stream's searches one at a time and reports the time per search.
import { searchFilterSchema } from '@ibc/domain';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client.ts';
import type { PriceSortKey } from '../src/modules/pricing/pricing.service.ts';
import { normalizeSearch } from '../src/modules/stock-search/search-query.ts';
import { StockIndex } from '../src/modules/stock-search/stock-index.ts';
import {
  createStockSearchRepository,
  searchWhere,
} from '../src/modules/stock-search/stock-search.repository.ts';
import { searchStream } from './search-mix.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: a seeded database to read the stock from.');
const SEARCHES = Number(process.env.BENCH_MIX_SEARCHES ?? 2000);
const CHECKED = Number(process.env.BENCH_CHECKED ?? 200);
const SEED = Number(process.env.BENCH_SEED ?? 1);
// Searches of another seed answered first, unmeasured: under real traffic the index's kept sets and
// counts are those earlier searches left, not empty.
const WARM = Number(process.env.BENCH_WARM_SEARCHES ?? 0);

/** A member's price sort as an NZ dealer's landed prices make it (thousands of yen to NZD, plus freight). */
const PRICE_KEY: PriceSortKey = {
  multiplier: { JPY: 1030 / 92.5, NZD: 1, USD: 1.65 },
  jpyAddend: { small: 1850, medium: 2300, large: 2950 },
  fallbackMultiplier: 1,
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const database = await openDatabase({ url, poolSize: 2 });
try {
  const repo = createStockSearchRepository(database.db, { exactCountLimit: Number.MAX_SAFE_INTEGER });
  const started = performance.now();
  const snapshot = await repo.snapshot();
  if (!snapshot) throw new Error('The stock changed while it was read; run again.');
  const read = performance.now() - started;
  const stock = await StockIndex.build(snapshot.version, snapshot.rows, snapshot.catalogue);
  const built = performance.now() - started - read;
  const heap = process.memoryUsage().heapUsed / 1e6;
  console.log(
    `${stock.size.toLocaleString('en')} vehicles: read in ${(read / 1000).toFixed(1)} s, ` +
      `index built in ${(built / 1000).toFixed(1)} s, heap ${heap.toFixed(0)} MB`,
  );

  const stream = (await searchStream(database, SEED, SEARCHES)).map((item) => ({
    member: item.member,
    search: normalizeSearch(searchFilterSchema.parse(item.body), item.member ? 'member' : 'public'),
  }));
  const now = () => Date.now() * 1000;
  const keyOf = (member: boolean, sortBy: string) => (member && sortBy === 'price' ? PRICE_KEY : undefined);

  // Checked against PostgreSQL first: the count and the page's ids.
  let agreed = 0;
  for (const { member, search } of stream.slice(0, CHECKED)) {
    const priceKey = keyOf(member, search.sortBy);
    const mine = await stock.search(search, now(), priceKey);
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from vehicles v where ${searchWhere(search)}`,
    );
    const page = await repo.findPage(search, { priceKey });
    const same =
      mine !== undefined &&
      n === mine.count &&
      page.map((r) => r.id).join() ===
        mine.rows.map((row) => (JSON.parse(stock.tileText(row)) as { id: number }).id).join();
    if (same) agreed++;
    else console.log(`differs: ${JSON.stringify(search)} count ${mine?.count} vs ${n}`);
  }
  console.log(`checked against PostgreSQL: ${agreed} of ${Math.min(CHECKED, stream.length)} searches agree`);

  // One at a time, every search of the stream.
  const warm = (await searchStream(database, SEED + 1, WARM)).map((item) => ({
    member: item.member,
    search: normalizeSearch(searchFilterSchema.parse(item.body), item.member ? 'member' : 'public'),
  }));
  for (const { member, search } of [...warm, ...stream.slice(0, 50)])
    await stock.search(search, now(), keyOf(member, search.sortBy));
  if (WARM > 0) console.log(`${WARM.toLocaleString('en')} searches of seed ${SEED + 1} answered first`);
  const times: number[] = [];
  const all = performance.now();
  for (const { member, search } of stream) {
    const t = performance.now();
    await stock.search(search, now(), keyOf(member, search.sortBy));
    times.push(performance.now() - t);
  }
  const total = performance.now() - all;
  // The kinds of search that take most of the time, by their share of it.
  const kinds = new Map<string, number[]>();
  stream.forEach(({ search: s }, k) => {
    const named = s.model ? 'a model' : s.make ? 'a make' : 'no make';
    const kind = `${s.words.length > 0 ? 'free text' : 'no text'}, ${named}, ${s.sortBy} ${s.sortOrder}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), times[k]!]);
  });
  const costliest = [...kinds]
    .map(([kind, list]) => ({ kind, list: list.sort((a, b) => a - b) }))
    .map(({ kind, list }) => ({
      kind,
      n: list.length,
      share: list.reduce((sum, t) => sum + t, 0) / total,
      p50: percentile(list, 50),
      p95: percentile(list, 95),
    }))
    .sort((a, b) => b.share - a.share)
    .slice(0, 8);
  for (const { kind, n, share, p50, p95 } of costliest)
    console.log(
      `  ${kind}: ${n} searches, ${(share * 100).toFixed(1)} % of the time, ` +
        `p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`,
    );
  times.sort((a, b) => a - b);
  console.log(
    `${stream.length.toLocaleString('en')} different searches, one at a time on one core: ` +
      `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms; ` +
      `${Math.round((stream.length / total) * 1000).toLocaleString('en')} searches/s`,
  );
} finally {
  await database.close();
}
