// npm run bench:search:memory -w apps/api (DATABASE_URL: a seeded database, e.g. `npm run seed --
// --vehicles 100000` into it first). A sketch for the search engine decision (ADR 0019): the stock's
// searchable columns held in typed arrays in the API's memory, a search answered by walking a sort's
// precomputed order, with an exact count. It answers the search bench's seeded random stream one search
// at a time and reports the time per search, and it checks itself against PostgreSQL: the count and
// the page's ids of a sample of the stream must be what the repository's own WHERE and ORDER BY give.
// It is not the product's search: a member's price sort here is by base price (the product sorts by
// his landed price), and the country and port filters are left out (the stream draws none).
import { searchFilterSchema, SEARCHABLE_VEHICLE_STATUSES } from '@ibc/domain';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { normalizeSearch, type NormalizedSearch } from '../src/modules/stock-search/search-query.ts';
import { NEW_ARRIVAL_DAYS, searchWhere } from '../src/modules/stock-search/stock-search.repository.ts';
import { searchStream } from './search-mix.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: a seeded database to read the stock from.');
const SEARCHES = Number(process.env.BENCH_MIX_SEARCHES ?? 2000);
const CHECKED = Number(process.env.BENCH_CHECKED ?? 200);
const SEED = Number(process.env.BENCH_SEED ?? 1);

interface Row {
  id: number;
  make: string;
  model: string;
  year: number;
  kms: number;
  grade: string | null;
  price: string;
  listed: string;
  fuel: string;
  stock_type: string;
  stock_tab: number;
  status: string;
  search_text: string;
}

/** The stock, column by column; `order[sort]` lists the rows ascending by that sort, ties by id. */
class Stock {
  readonly size: number;
  readonly id: Uint32Array;
  readonly year: Uint16Array;
  readonly kms: Uint32Array;
  /** Grade × 2 (0..10), 255 for a repaired unit (no grade). */
  readonly grade: Uint8Array;
  readonly price: Float64Array;
  readonly listed: Float64Array;
  /** Bits: 1 searchable status, 2 ddu, 4 ibc, 8 dealer-direct, 16 hybrid. */
  readonly flags: Uint8Array;
  readonly tab: Uint8Array;
  readonly makeId: Uint16Array;
  readonly modelId: Uint16Array;
  readonly text: string[];
  readonly makes = new Map<string, number>();
  readonly models = new Map<string, number>();
  readonly order: Record<NormalizedSearch['sortBy'], Uint32Array>;
  /** Rows by make, by model, by trigram of the text, by a word's first one or two letters. */
  readonly byMake = new Map<number, Uint32Array>();
  readonly byModel = new Map<number, Uint32Array>();
  readonly byTrigram = new Map<string, Uint32Array>();
  readonly byWordStart = new Map<string, Uint32Array>();
  /** A search's candidates: rows stamped with the search's number (no clearing between searches). */
  private readonly stamp: Uint32Array;
  private searchNumber = 0;

  constructor(rows: Row[]) {
    const n = (this.size = rows.length);
    this.id = new Uint32Array(n);
    this.year = new Uint16Array(n);
    this.kms = new Uint32Array(n);
    this.grade = new Uint8Array(n);
    this.price = new Float64Array(n);
    this.listed = new Float64Array(n);
    this.flags = new Uint8Array(n);
    this.tab = new Uint8Array(n);
    this.makeId = new Uint16Array(n);
    this.modelId = new Uint16Array(n);
    this.text = Array.from({ length: n }, () => '');
    const searchable = new Set<string>(SEARCHABLE_VEHICLE_STATUSES);
    const intern = (names: Map<string, number>, name: string) => {
      const key = name.toLowerCase();
      let id = names.get(key);
      if (id === undefined) names.set(key, (id = names.size + 1));
      return id;
    };
    rows.forEach((row, i) => {
      this.id[i] = row.id;
      this.year[i] = row.year;
      this.kms[i] = row.kms;
      this.grade[i] = row.grade === null ? 255 : Math.round(Number(row.grade) * 2);
      this.price[i] = Number(row.price);
      this.listed[i] = Date.parse(row.listed);
      this.flags[i] =
        (searchable.has(row.status) ? 1 : 0) |
        (row.stock_type === 'ddu' ? 2 : 0) |
        (row.stock_type === 'ibc' ? 4 : 0) |
        (row.stock_type === 'dealer-direct' ? 8 : 0) |
        (row.fuel === 'Hybrid' || row.fuel === 'Plug-in Hybrid' ? 16 : 0);
      this.tab[i] = row.stock_tab;
      this.makeId[i] = intern(this.makes, row.make);
      this.modelId[i] = intern(this.models, row.model);
      this.text[i] = row.search_text;
    });
    // Two passes, so that no list of numbers is grown on the heap: count each key's rows, then fill.
    const lists = <K>(into: Map<K, Uint32Array>, keysOf: (i: number) => Iterable<K>) => {
      const sizes = new Map<K, number>();
      for (let i = 0; i < n; i++) for (const key of keysOf(i)) sizes.set(key, (sizes.get(key) ?? 0) + 1);
      const filled = new Map<K, number>();
      for (const [key, size] of sizes) {
        into.set(key, new Uint32Array(size));
        filled.set(key, 0);
      }
      for (let i = 0; i < n; i++)
        for (const key of keysOf(i)) {
          const at = filled.get(key)!;
          into.get(key)![at] = i;
          filled.set(key, at + 1);
        }
    };
    lists(this.byMake, (i) => [this.makeId[i]!]);
    lists(this.byModel, (i) => [this.modelId[i]!]);
    lists(this.byTrigram, (i) => trigrams(this.text[i]!));
    lists(this.byWordStart, (i) => {
      const starts = new Set<string>();
      for (const token of this.text[i]!.split(' ')) {
        if (token.length > 0) starts.add(token.slice(0, 1));
        if (token.length > 1) starts.add(token.slice(0, 2));
      }
      return starts;
    });
    this.stamp = new Uint32Array(n);
    const sorted = (key: (i: number) => number) => {
      const order = Uint32Array.from({ length: n }, (_, i) => i);
      return order.sort((a, b) => key(a) - key(b) || this.id[a]! - this.id[b]!);
    };
    this.order = {
      year: sorted((i) => this.year[i]!),
      mileage: sorted((i) => this.kms[i]!),
      conditionGrade: sorted((i) => this.grade[i]!),
      price: sorted((i) => this.price[i]!),
      listing: sorted((i) => this.listed[i]!),
    };
  }

  /**
   * The rows the search's make, model and words allow (the smallest list first, each word checked on
   * the text), or undefined when it names none of them (every row is a candidate).
   */
  private candidates(s: NormalizedSearch, words: string[]): Uint32Array | number[] | undefined {
    const lists: { rows: Uint32Array; check?: string }[] = [];
    const none = new Uint32Array(0);
    if (s.model !== undefined)
      lists.push({ rows: this.byModel.get(this.models.get(s.model.toLowerCase()) ?? -1) ?? none });
    else if (s.make !== undefined)
      lists.push({ rows: this.byMake.get(this.makes.get(s.make.toLowerCase()) ?? -1) ?? none });
    for (const word of words) {
      if (word.length >= 3) {
        // The word's rarest trigram; the whole word is checked on each of its rows.
        let rarest: Uint32Array = none;
        let first = true;
        for (const gram of trigrams(word)) {
          const rows = this.byTrigram.get(gram) ?? none;
          if (first || rows.length < rarest.length) rarest = rows;
          first = false;
        }
        lists.push({ rows: rarest, check: word });
      } else lists.push({ rows: this.byWordStart.get(word) ?? none, check: word });
    }
    if (lists.length === 0) return undefined;
    lists.sort((a, b) => a.rows.length - b.rows.length);
    const [smallest, ...others] = lists;
    const mark = ++this.searchNumber;
    let kept: number[] = [];
    for (const i of smallest!.rows)
      if (!smallest!.check || matchesWord(this.text[i]!, smallest!.check)) kept.push(i);
    for (const other of others) {
      for (const i of kept) this.stamp[i] = mark;
      const next: number[] = [];
      for (const i of other.rows)
        if (this.stamp[i] === mark && (!other.check || matchesWord(this.text[i]!, other.check))) next.push(i);
      kept = next;
      this.searchNumber++;
    }
    return kept;
  }

  /** The page's ids and the exact count. */
  search(s: NormalizedSearch): { ids: number[]; count: number } {
    const tabTest = tabRule(s.tab);
    // A new arrival is one listed in the last days as of this search, as PostgreSQL's now() says.
    const arrivedSince = s.tab === 10 ? Date.now() - NEW_ARRIVAL_DAYS * 86_400_000 : -Infinity;
    const minYear = s.minYear ?? 0;
    const maxYear = s.maxYear ?? 65_535;
    const minKms = s.minKms ?? 0;
    const maxKms = s.maxKms ?? Number.MAX_SAFE_INTEGER;
    const minGrade = s.minConditionGrade === undefined ? -1 : s.minConditionGrade * 2;
    const words = s.chassis ? [...s.words, s.chassis] : s.words;
    const { flags, tab, year, kms, grade, listed } = this;
    const passes = (i: number) => {
      const f = flags[i]!;
      if (!(f & 1) || !tabTest(f, tab[i]!) || listed[i]! < arrivedSince) return false;
      const y = year[i]!;
      if (y < minYear || y > maxYear) return false;
      const k = kms[i]!;
      if (k < minKms || k > maxKms) return false;
      return minGrade < 0 || (grade[i] !== 255 && grade[i]! >= minGrade);
    };
    const from = (s.page - 1) * s.pageSize;
    const candidates = this.candidates(s, words);
    const ascending = s.sortOrder === 'ASC';

    if (candidates !== undefined && candidates.length * 8 < this.size) {
      // Few candidates: the matches themselves are sorted (by their place in the sort's order).
      const rank = this.rankOf(s.sortBy);
      const matches = (Array.isArray(candidates) ? candidates : Array.from(candidates)).filter(passes);
      const graded = s.sortBy === 'conditionGrade';
      matches.sort((a, b) => {
        if (graded && (grade[a] === 255) !== (grade[b] === 255)) return grade[a] === 255 ? 1 : -1;
        return ascending ? rank[a]! - rank[b]! : rank[b]! - rank[a]!;
      });
      return { ids: matches.slice(from, from + s.pageSize).map((i) => this.id[i]!), count: matches.length };
    }

    // Many: the sort's order is walked until the page is full, and every row is counted.
    const mark = candidates === undefined ? 0 : ++this.searchNumber;
    if (candidates !== undefined) for (const i of candidates) this.stamp[i] = mark;
    const ok = candidates === undefined ? passes : (i: number) => this.stamp[i] === mark && passes(i);
    let count = 0;
    const n = this.size;
    for (let i = 0; i < n; i++) if (ok(i)) count++;
    const ids: number[] = [];
    const order = this.order[s.sortBy];
    let seen = 0;
    const take = (i: number) => {
      if (!ok(i)) return true;
      if (seen++ >= from) ids.push(this.id[i]!);
      return ids.length < s.pageSize;
    };
    if (from < count) {
      // Repaired units (no grade) come last in both directions, as PostgreSQL's NULLS LAST puts them.
      if (ascending) for (let k = 0; k < n && take(order[k]!); k++);
      else if (s.sortBy !== 'conditionGrade') for (let k = n - 1; k >= 0 && take(order[k]!); k--);
      else {
        let k = n - 1;
        let more = true;
        for (; k >= 0 && more; k--) if (grade[order[k]!] !== 255) more = take(order[k]!);
        for (k = n - 1; k >= 0 && more; k--) if (grade[order[k]!] === 255) more = take(order[k]!);
      }
    }
    return { ids, count };
  }

  private readonly ranks = new Map<string, Uint32Array>();
  /** A row's place in a sort's order. */
  private rankOf(sortBy: NormalizedSearch['sortBy']): Uint32Array {
    let rank = this.ranks.get(sortBy);
    if (!rank) {
      rank = new Uint32Array(this.size);
      const order = this.order[sortBy];
      for (let k = 0; k < order.length; k++) rank[order[k]!] = k;
      this.ranks.set(sortBy, rank);
    }
    return rank;
  }
}

function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (let k = 0; k + 3 <= text.length; k++) grams.add(text.slice(k, k + 3));
  return grams;
}

/** The repository's tab rule (stock-search.repository.ts tabCondition) over the flags. */
function tabRule(tab: number): (flags: number, stockTab: number) => boolean {
  switch (tab) {
    case 1:
      return (f) => !(f & 2);
    case 10: // and listed in the last days (checked by the search, as time goes by)
      return (f) => !(f & 2);
    case 11:
      return (f) => (f & 4) !== 0;
    case 13:
      return (f) => !(f & 2) && (f & 16) !== 0;
    case 15:
      return (f) => (f & 8) !== 0;
    case 16:
      return (f) => (f & 2) !== 0;
    default:
      return (_f, stockTab) => stockTab === tab;
  }
}

/** The repository's free-text word: three letters or more anywhere, a shorter one at a word's start. */
function matchesWord(text: string, word: string): boolean {
  if (word.length >= 3) return text.includes(word);
  return text.startsWith(word) || text.includes(` ${word}`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const database = await openDatabase({ url, poolSize: 2 });
try {
  const started = performance.now();
  const rows = await queryRows<Row>(
    database.db,
    sql`select id, make, model, year, kms, condition_grade::text as grade, base_price::text as price,
               listed_at::text as listed, fuel, stock_type, stock_tab, status, search_text
          from vehicles`,
  );
  const read = performance.now() - started;
  const stock = new Stock(rows);
  const built = performance.now() - started - read;
  const heap = process.memoryUsage().heapUsed / 1e6;
  console.log(
    `${stock.size.toLocaleString('en')} vehicles: read in ${(read / 1000).toFixed(1)} s, ` +
      `columns and five sort orders built in ${(built / 1000).toFixed(1)} s, heap ${heap.toFixed(0)} MB`,
  );

  const stream = (await searchStream(database, SEED, SEARCHES)).map((item) =>
    normalizeSearch(searchFilterSchema.parse(item.body), item.member ? 'member' : 'public'),
  );

  // Checked against PostgreSQL first: the count and the page's ids.
  let agreed = 0;
  for (const s of stream.slice(0, CHECKED)) {
    const mine = stock.search(s);
    const direction = sql.raw(s.sortOrder === 'ASC' ? 'asc' : 'desc');
    const column = sql.raw(
      {
        year: 'v.year',
        mileage: 'v.kms',
        conditionGrade: 'v.condition_grade',
        price: 'v.base_price',
        listing: 'v.listed_at',
      }[s.sortBy],
    );
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from vehicles v where ${searchWhere(s)}`,
    );
    const page = await queryRows<{ id: number }>(
      database.db,
      sql`select v.id from vehicles v where ${searchWhere(s)}
           order by ${column} ${direction} nulls last, v.id ${direction}
           limit ${s.pageSize} offset ${(s.page - 1) * s.pageSize}`,
    );
    const same = n === mine.count && page.map((r) => r.id).join() === mine.ids.join();
    if (same) agreed++;
    else console.log(`differs: ${JSON.stringify(s)} count ${mine.count} vs ${n}`);
  }
  console.log(`checked against PostgreSQL: ${agreed} of ${Math.min(CHECKED, stream.length)} searches agree`);

  // One at a time, every search of the stream.
  for (const s of stream.slice(0, 50)) stock.search(s);
  const times: number[] = [];
  const all = performance.now();
  for (const s of stream) {
    const t = performance.now();
    stock.search(s);
    times.push(performance.now() - t);
  }
  const total = performance.now() - all;
  // The slowest kinds of search, by their p95.
  const kinds = new Map<string, number[]>();
  stream.forEach((s, k) => {
    const kind = `${s.words.length > 0 ? 'free text' : 'no text'}, ${s.make ? 'a make' : 'no make'}, ${s.sortBy} ${s.sortOrder}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), times[k]!]);
  });
  const slowest = [...kinds]
    .map(([kind, list]) => ({ kind, list: list.sort((a, b) => a - b) }))
    .map(({ kind, list }) => ({ kind, n: list.length, p50: percentile(list, 50), p95: percentile(list, 95) }))
    .sort((a, b) => b.p95 - a.p95)
    .slice(0, 5);
  for (const { kind, n, p50, p95 } of slowest)
    console.log(`  ${kind}: ${n} searches, p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`);
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
