// The searchable stock held in this instance's memory, to answer a search's page and its exact count
// without asking the database (ADR 0019). It is a read model: built from one version of the
// database's stock and used only while the database still says that version, so it never answers
// with anything a committed change has made untrue. PostgreSQL stays the only place anything is
// written; each instance builds its own copy, so no instance needs another's memory.
//
// Every rule here is the repository's WHERE and ORDER BY (stock-search.repository.ts) over columns:
// the parity test runs a seeded random stream of searches through both and requires the same ids
// and counts. Whatever it cannot answer exactly as the SQL would (a catalogue name two rows spell
// alike, a filter string outside ASCII, whose lower case the database's locale decides) it declines,
// and the SQL answers.
/* eslint-disable @typescript-eslint/no-non-null-assertion -- the columns are typed arrays read at row
   numbers below their length, in loops that run millions of times a second: an assertion, not a
   check, on each read. */
import { StockTab, type RangeFacet, type RangeFacetCounts } from '@ibc/domain';
import { LRUCache } from 'lru-cache';
import type { PriceableVehicle, PriceSortKey } from '../pricing/pricing.service.ts';
import type { NormalizedSearch, SortColumn } from './search-query.ts';
// Values only: the repository imports nothing of this module but its types.
import { NEW_ARRIVAL_DAYS, SHORT_WORD } from './stock-search.repository.ts';
import { eachInTurns, type JsonOut } from '../../lib/in-turns.ts';
import { CountGrid } from './count-grid.ts';
import { TileStore } from './tile-store.ts';

/** One searchable vehicle as the index reads it (snake_case, as the database returns it). */
export interface IndexRow {
  id: number;
  make: string;
  model: string;
  year: number;
  kms: number;
  /** Condition grade; null for a repaired unit. */
  grade: string | number | null;
  base_price: string;
  /** Listing time in microseconds since the epoch (the database's own precision, for the sort). */
  listed_us: string | number;
  fuel: string;
  color: string;
  condition: string;
  stock_type: string;
  stock_tab: number;
  delivery_types: number[];
  is_left_hand_drive: boolean;
  doors: number;
  category_id: number | null;
  size_class: string;
  negotiate_currency: string;
  is_kap_stock: boolean;
  search_text: string;
  /** The company whose live purchase holds a reserved car (migration 0025 moves the version with it). */
  buyer_company_id: number | null;
  /** The vehicle's tile columns (the repository's VehicleRow) as JSON text. */
  tile: string;
}

/** The reference tables a search's WHERE reads, as of the same version. */
export interface IndexCatalogue {
  makes: string[];
  models: string[];
  categories: { id: number; slug: string; name: string }[];
  countries: { id: number; default_port_id: number | null }[];
  rates: { port_id: number; size_class: string }[];
  /** The searchable stock's makes and models, in the database's order (its collation's). */
  pairs: { make: string; model: string }[];
}

/** A search's page and how many vehicles match in all. */
export interface IndexAnswer {
  /** The page's rows, in order (their tiles: writeTile; for priceable and reserved). */
  rows: number[];
  count: number;
}

// New Arrival: listed within the last week, in microseconds.
const NEW_ARRIVAL_US = NEW_ARRIVAL_DAYS * 86_400_000_000;

const FLAG_DDU = 1;
const FLAG_IBC = 2;
const FLAG_DEALER_DIRECT = 4;
const FLAG_HYBRID = 8;
const FLAG_LEFT_HAND = 16;
const FLAG_KAP = 32;

/** A mileage band's width, in km: the searches' mileage bounds are round numbers. */
const KMS_BAND = 10_000;

/** Words per row of StockIndex.packed. */
const PACKED_WORDS = 3;

/** The filters (and the page's settings) a count from the grid can take. */
const GRID_FILTERS = new Set<string>([
  'tab',
  'isLeftHandDrive',
  'make',
  'minYear',
  'maxYear',
  'minKms',
  'maxKms',
  'minConditionGrade',
  'maxConditionGrade',
  'words',
  'sortBy',
  'sortOrder',
  'page',
  'pageSize',
] satisfies (keyof NormalizedSearch)[]);

/** The filters (and the page's settings) a count from bit sets takes: the grid's, a model, a chassis. */
const BIT_FILTERS = new Set<string>([...GRID_FILTERS, 'model', 'chassis']);

/**
 * The bit sets kept at once of bounds and tabs, and apart of makes and models (a bit per vehicle
 * each: 125 kB at a million).
 */
const KEPT_CONDITIONS = 256;

/**
 * How many words of a bit set (32 rows each) are ANDed in the time one candidate row is tested by
 * its columns: a row read far from the last costs hundreds of times a word, and with the matches
 * as bits the page's walk then reads a bit per row rather than the row's columns. Set by measure
 * (docs/performance.md, fifteenth pass): from 32 to 1024, searches a second rose by two fifths at a
 * million vehicles and by nearly a third at 100,000; above it they no longer rise.
 */
const CANDIDATE_TEST = 1024;

/** Counts of searches kept per index (a few dozen bytes each). */
const KEPT_COUNTS = 20_000;

/**
 * Free-text words whose rows are kept at once (a bit per vehicle each, and the matches' list), and
 * the bytes they may take: dealers type the first letters of a few hundred models and makes, and a
 * word made again reads every row of its parts.
 */
const KEPT_WORDS = 1024;
const KEPT_WORD_BYTES = 256 * 2 ** 20;

/**
 * A pop-up's counts walk the field's order (the stock's, or its make's or model's stretch of it)
 * unless the search's candidates are at most this share of that stretch: sorting the values of an
 * eighth natively costs about what walking the whole stretch does.
 */
const WALK_FOR_COUNTS = 8;

/** Member price orders kept at once (one per pricing context: currency, port and rates). */
const PRICE_ORDERS = 16;

/** Case-folding the database and JavaScript agree on: plain ASCII. */
const ASCII = /^[\x20-\x7e]*$/;

/** Rows of one value, in id order. */
type Lists<K> = Map<K, Uint32Array>;

/** The rows a search's conditions allow, some of which match it. */
interface Candidates {
  rows: Uint32Array;
  /** In the order of a key rather than of id: each read is far from the last. */
  scattered: boolean;
}

/** Rows by bucket (mileage band, or year and band): b's are `rows` from `starts[b]` to `starts[b + 1]`. */
interface Bands {
  rows: Uint32Array;
  starts: Uint32Array;
}

/** Rows by year and mileage band (cellsOf). */
interface Cells extends Bands {
  firstYear: number;
  lastYear: number;
  bands: number;
}

/** The distinct parts of the words of the stock's texts (tokensOf). */
interface Tokens {
  text: string[];
  /** Part t's rows are `rows` from `starts[t]` to `starts[t + 1]`, in id order. */
  starts: Uint32Array;
  rows: Uint32Array;
  /** The parts (their numbers, ascending) each trigram is in. */
  byTrigram: Lists<string>;
  /** The words' first parts each first letter, and first two letters, start. */
  byStart: Lists<string>;
  /** The parts a hyphen follows (a chassis number's model code, the N of N-Box): few. */
  beforeHyphen: Uint32Array;
}

/** A count's matches, made when asked for: as a bit per row, or in id order. */
interface Matches {
  bits(): Uint32Array;
  rows(): Uint32Array;
}

/** The rows a free-text word matches: in id order, and as a bit per row. */
interface WordRows {
  rows: Uint32Array;
  bits: Uint32Array;
}

/** The rows listed lately enough to be New Arrivals as of a time, counted by a grid of their own. */
interface NewArrivals {
  grid: CountGrid;
  /** The rows, in listing order: the grid's row k is `rows[k]`. */
  rows: Uint32Array;
  /** The same rows in id order. */
  byId: Uint32Array;
  /** Listed at or after this time (microseconds). */
  sinceUs: number;
}

/**
 * The `k` smallest of `values` (each below `bound`), sorted: the values bucketed by their high bits,
 * and only the buckets up to the k-th value's sorted. A page of a few thousand matches sorts the page,
 * not the matches.
 */
function smallest(values: Uint32Array, k: number, bound: number): Uint32Array {
  if (k * 4 >= values.length) return values.sort();
  const shift = Math.max(0, Math.ceil(Math.log2(bound + 1)) - 12);
  const buckets = new Uint32Array((bound >>> shift) + 1);
  for (const value of values) buckets[value >>> shift]!++;
  let cut = 0;
  let below = 0;
  while (below + buckets[cut]! < k) below += buckets[cut++]!;
  const kept = new Uint32Array(below + buckets[cut]!);
  let n = 0;
  for (const value of values) if (value >>> shift <= cut) kept[n++] = value;
  return kept.sort();
}

/** An order of the rows: ascending by the key then the id, rows without a key (NULLS LAST) from `nullsFrom`. */
interface Sorted {
  rows: Uint32Array;
  nullsFrom: number;
  /** A row's place in `rows`. */
  rank: Uint32Array;
}

/**
 * An order's rows grouped (by make, or by make and model): group g's from `starts[g]` to
 * `starts[g + 1]`, in the order's order, its `keyed[g]` keyed rows first and then the keyless by id.
 */
interface Groups {
  starts: Uint32Array;
  rows: Uint32Array;
  keyed: Uint32Array;
}

/** An order, and its rows by make and model (the catalogue's pairs) and by make. */
interface Order extends Sorted {
  byPair: Groups;
  byMake: Groups;
}

function trigramsOf(text: string, into: Set<string>): Set<string> {
  for (let k = 0; k + 3 <= text.length; k++) into.add(text.slice(k, k + 3));
  return into;
}

/**
 * The distinct parts of the texts' words (split at spaces, then at hyphens) and each one's rows, in
 * id order. A free-text word without a space or a hyphen is in a text exactly when it is in one of
 * these parts (and starts a word exactly when it starts a word's first part): it is looked for among
 * the few hundred common parts and the numbers of the chassis, not along every text. A part is told
 * apart from the same letters elsewhere by whether it starts its word and whether a hyphen follows it.
 */
async function tokensOf(texts: readonly string[]): Promise<Tokens> {
  const ids = new Map<string, number>();
  const text: string[] = [];
  const firsts: boolean[] = [];
  const hyphened: number[] = [];
  const sizes: number[] = [];
  // The last row that counted a part: a part twice in one text is one row of its list.
  const lastRow: number[] = [];
  const eachPart = (i: number, step: (id: number) => void) => {
    for (const word of texts[i]!.split(' ')) {
      const parts = word.split('-');
      for (let p = 0; p < parts.length; p++) {
        const part = parts[p]!;
        if (part.length === 0) continue;
        const beforeHyphen = p < parts.length - 1;
        const key = `${p === 0 ? ' ' : ''}${part}${beforeHyphen ? '-' : ''}`;
        let id = ids.get(key);
        if (id === undefined) {
          ids.set(key, (id = text.length));
          if (beforeHyphen) hyphened.push(id);
          text.push(part);
          firsts.push(p === 0);
          sizes.push(0);
          lastRow.push(-1);
        }
        if (lastRow[id] === i) continue;
        lastRow[id] = i;
        step(id);
      }
    }
  };
  await eachInTurns(texts.length, (i) => eachPart(i, (id) => sizes[id]!++));
  const starts = new Uint32Array(text.length + 1);
  for (let t = 0; t < text.length; t++) starts[t + 1] = starts[t]! + sizes[t]!;
  const filled = starts.slice(0, text.length);
  const rows = new Uint32Array(starts[text.length]!);
  lastRow.fill(-1);
  await eachInTurns(texts.length, (i) => eachPart(i, (id) => (rows[filled[id]!++] = i)));
  const grams = new Set<string>();
  const byTrigram = await listsOf(text.length, (t) => {
    grams.clear();
    return trigramsOf(text[t]!, grams);
  });
  const byStart = await listsOf(text.length, (t) =>
    !firsts[t] ? [] : text[t]!.length > 1 ? [text[t]!.slice(0, 1), text[t]!.slice(0, 2)] : [text[t]!],
  );
  return { text, starts, rows, byTrigram, byStart, beforeHyphen: Uint32Array.from(hyphened) };
}

/**
 * The rows by bucket, in id order within each (a counting sort): bucket b's are `rows` from
 * `starts[b]` to `starts[b + 1]`. In slices, as the rest of the build.
 */
async function bucketed(size: number, buckets: number, bucketOf: (i: number) => number): Promise<Bands> {
  const starts = new Uint32Array(buckets + 1);
  await eachInTurns(size, (i) => starts[bucketOf(i) + 1]!++);
  for (let b = 1; b < starts.length; b++) starts[b]! += starts[b - 1]!;
  const filled = starts.slice();
  const rows = new Uint32Array(size);
  await eachInTurns(size, (i) => (rows[filled[bucketOf(i)]!++] = i));
  return { rows, starts };
}

/** The rows by 10,000 km band; undefined for a negative mileage. */
async function bandsOf(kms: Float64Array): Promise<Bands | undefined> {
  let top = 0;
  for (const value of kms) {
    if (!(value >= 0)) return undefined;
    top = Math.max(top, Math.floor(value / KMS_BAND));
  }
  return bucketed(kms.length, top + 1, (i) => Math.floor(kms[i]! / KMS_BAND));
}

/** The rows by year and mileage band (cell `(year - firstYear) * bands + band`); undefined for no row. */
async function cellsOf(year: Uint16Array, kms: Float64Array, bands: number): Promise<Cells | undefined> {
  if (year.length === 0) return undefined;
  let firstYear = Infinity;
  let lastYear = -Infinity;
  for (const value of year) {
    firstYear = Math.min(firstYear, value);
    lastYear = Math.max(lastYear, value);
  }
  const cells = await bucketed(
    year.length,
    (lastYear - firstYear + 1) * bands,
    (i) => (year[i]! - firstYear) * bands + Math.floor(kms[i]! / KMS_BAND),
  );
  return { ...cells, firstYear, lastYear, bands };
}

/** The rows in both of two lists in id order. */
function intersection(a: Uint32Array, b: Uint32Array): Uint32Array {
  const both = new Uint32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let x = 0, y = 0; x < a.length && y < b.length;) {
    if (a[x]! < b[y]!) x++;
    else if (a[x]! > b[y]!) y++;
    else {
      both[n++] = a[x]!;
      x++;
      y++;
    }
  }
  return both.subarray(0, n);
}

/** Whether the search sets nothing (filter or page setting) outside `filters`. */
function filtersWithin(s: NormalizedSearch, filters: ReadonlySet<string>): boolean {
  return Object.entries(s).every(([key, value]) => value === undefined || filters.has(key));
}

/** Sets the bits of `rows` in `bits`. */
function setBits(bits: Uint32Array, rows: Uint32Array): void {
  for (const i of rows) bits[i >>> 5]! |= 1 << (i & 31);
}

/** The rows of a bit set, in id order, written to `into` (room enough); the part written. */
function rowsOf(bits: Uint32Array, into: Uint32Array): Uint32Array {
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    for (let left = bits[w]!; left !== 0; left &= left - 1)
      into[n++] = (w << 5) | (31 - Math.clz32(left & -left));
  }
  return into.subarray(0, n);
}

/** The bits set in a 32-bit word. */
function bitsIn(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/**
 * The AND of bit sets written to `into`, and how many bits it has: four sets at a time, each a
 * typed array of its own, and no branch in the loop (a word of rows without a match is as likely
 * as not, and a mispredicted branch costs more than the loads).
 */
function allOf(sets: readonly Uint32Array[], into: Uint32Array): number {
  let a = sets[0]!;
  for (let k = 1; ; k += 3) {
    const [b = a, c = a, d = a] = sets.slice(k, k + 3);
    if (k + 3 < sets.length) {
      for (let w = 0; w < into.length; w++) into[w] = a[w]! & b[w]! & c[w]! & d[w]!;
      a = into;
      continue;
    }
    let count = 0;
    for (let w = 0; w < into.length; w++) {
      const all = a[w]! & b[w]! & c[w]! & d[w]!;
      into[w] = all;
      count += bitsIn(all);
    }
    return count;
  }
}

/** The id lists of each key, filled in two passes so no list grows on the heap. */
async function listsOf<K>(size: number, keysOf: (i: number) => Iterable<K>): Promise<Lists<K>> {
  const sizes = new Map<K, number>();
  await eachInTurns(size, (i) => {
    for (const key of keysOf(i)) sizes.set(key, (sizes.get(key) ?? 0) + 1);
  });
  const lists: Lists<K> = new Map();
  const filled = new Map<K, number>();
  for (const [key, n] of sizes) {
    lists.set(key, new Uint32Array(n));
    filled.set(key, 0);
  }
  await eachInTurns(size, (i) => {
    for (const key of keysOf(i)) {
      const at = filled.get(key)!;
      lists.get(key)![at] = i;
      filled.set(key, at + 1);
    }
  });
  return lists;
}

/** Equal values counted run by run, in the order they come. */
interface Runs {
  values: number[];
  counts: number[];
}

function tally(runs: Runs, value: number): void {
  const last = runs.values.length - 1;
  if (last >= 0 && runs.values[last] === value) runs.counts[last]!++;
  else {
    runs.values.push(value);
    runs.counts.push(1);
  }
}

/**
 * The rows ascending by `key` (NaN: no key, after every keyed row), ties by id: the rows are held
 * in id order, so by their place. The distinct keys are sorted natively, then the rows placed by
 * their key's rank (a counting sort keeps the id order within a key).
 */
async function orderBy(size: number, key: Float64Array): Promise<Sorted> {
  const distinct = key.filter((value) => !Number.isNaN(value)).sort();
  let unique = 0;
  for (let k = 0; k < distinct.length; k++)
    if (k === 0 || distinct[k] !== distinct[unique - 1]) distinct[unique++] = distinct[k]!;
  const values = distinct.subarray(0, unique);
  // A row's key's rank among the distinct keys; the keyless rank last.
  const rankOfKey = new Uint32Array(size);
  await eachInTurns(size, (i) => {
    const value = key[i]!;
    if (Number.isNaN(value)) {
      rankOfKey[i] = unique;
      return;
    }
    let lo = 0;
    let hi = unique - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (values[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    rankOfKey[i] = lo;
  });
  const starts = new Uint32Array(unique + 2);
  for (let i = 0; i < size; i++) starts[rankOfKey[i]! + 1]!++;
  for (let r = 1; r < starts.length; r++) starts[r]! += starts[r - 1]!;
  const nullsFrom = starts[unique]!;
  const rows = new Uint32Array(size);
  const rank = new Uint32Array(size);
  await eachInTurns(size, (i) => {
    const at = starts[rankOfKey[i]!]!++;
    rows[at] = i;
    rank[i] = at;
  });
  return { rows, nullsFrom, rank };
}

/**
 * An order's rows by group, each group's as they come in the order; `starts`, where each group's
 * rows start (their counts, summed). A row's group is read far from the last row's: in turns.
 */
async function groupsOf(
  { rows, nullsFrom }: Sorted,
  groupOf: (i: number) => number,
  starts: Uint32Array,
): Promise<Groups> {
  const next = starts.slice(0, -1);
  const keyed = new Uint32Array(next.length);
  const grouped = new Uint32Array(rows.length);
  await eachInTurns(rows.length, (k) => {
    const i = rows[k]!;
    const g = groupOf(i);
    grouped[next[g]!++] = i;
    if (k < nullsFrom) keyed[g]!++;
  });
  return { starts, rows: grouped, keyed };
}

/** Where each group's rows start when they are grouped: their counts, summed (one more for the end). */
function startsOf(groups: number, size: number, groupOf: (i: number) => number): Uint32Array {
  const starts = new Uint32Array(groups + 1);
  for (let i = 0; i < size; i++) starts[groupOf(i) + 1]!++;
  for (let g = 1; g <= groups; g++) starts[g]! += starts[g - 1]!;
  return starts;
}

/** Names by their lower case; a lower case that two names share is ambiguous (null). */
function byLowerCase(names: readonly string[]): Map<string, string | null> {
  const found = new Map<string, string | null>();
  for (const name of names) {
    const lower = name.toLowerCase();
    const seen = found.get(lower);
    found.set(lower, seen === undefined || seen === name ? name : null);
  }
  return found;
}

export class StockIndex {
  readonly size: number;
  /** Words of a bit set of the rows (32 rows each). */
  private readonly words32: number;
  private readonly year: Uint16Array;
  private readonly kms: Float64Array;
  private readonly grade: Float64Array;
  private readonly price: Float64Array;
  private readonly listed: Float64Array;
  private readonly flags: Uint8Array;
  private readonly doors: Uint8Array;
  private readonly deliveryTypes: (readonly number[])[];
  private readonly category: Int32Array;
  private readonly fuel: string[];
  private readonly color: string[];
  private readonly conditionOf: string[];
  private readonly sizeClass: string[];
  private readonly currency: string[];
  private readonly text: string[];
  /** Each row's tile, as `present` made it at the build. */
  private readonly tiles: TileStore;
  private readonly ids: Float64Array;
  /** The company whose purchase holds the row's car; 0 for none. */
  private readonly buyers: Int32Array;
  private readonly basePrice: string[];
  /**
   * What most searches test, three words a row side by side (five rows to a cache line): flags, tab
   * and year; km; the make-and-model pair (its place in `pairs`). A search tests rows scattered over
   * the stock, and a column of its own per test cost a cache miss per column. The tab and the pair
   * are kept only here.
   */
  private readonly packed: Int32Array;
  private byMake: Lists<string> = new Map();
  private byModel: Lists<string> = new Map();
  private tokens: Tokens | undefined;
  /** Rows by stock tab number, by stock type, and the hybrids outside DDU stock: the tabs' own lists. */
  private byStockTab: Lists<number> = new Map();
  private byStockType: Lists<string> = new Map();
  private hybrids: Uint32Array = new Uint32Array(0);
  private readonly pairs: IndexCatalogue['pairs'];
  /** A pair's make, numbered as met in `pairs`. */
  private readonly makeOfPair: Uint32Array;
  private readonly makeNumbers = new Map<string, number>();
  /** The pairs (their places in `pairs`) of each make, and of each model. */
  private readonly pairsByMake = new Map<string, number[]>();
  private readonly pairsByModel = new Map<string, number[]>();
  /** Where each pair's rows, and each make's, start when an order's rows are grouped (groupsOf). */
  private pairStarts: Uint32Array = new Uint32Array(1);
  private makeStarts: Uint32Array = new Uint32Array(1);
  /** Counts of searches already answered (the same filters in another sort or page), newest last. */
  private readonly counts = new Map<string, number>();
  private orders = new Map<Exclude<SortColumn, 'price'>, Order>();
  /** Counts by tab's flags, make and grade, then year and mileage band: a broad search's count. */
  private grid: CountGrid | undefined;
  /** The same for the rows that were New Arrivals when the index was built. */
  private newArrivals: NewArrivals | undefined;
  private bands: Bands | undefined;
  private cells: Cells | undefined;
  /** Free-text words' rows, most recently searched last. */
  private readonly wordLists = new LRUCache<string, WordRows>({
    max: KEPT_WORDS,
    maxSize: KEPT_WORD_BYTES,
    sizeCalculation: ({ rows, bits }) => rows.byteLength + bits.byteLength,
  });
  /** Bit sets of the rows within a bound or of a tab, most recently used last. */
  private readonly conditionBits = new LRUCache<string, Uint32Array>({ max: KEPT_CONDITIONS });
  /** The last count's matches (countOf) and bit sets' AND, read before a search yields. */
  private passed = new Uint32Array(0);
  private both = new Uint32Array(0);
  /** Bit sets of the rows of a make or a model: quick to make again, so kept apart. */
  private readonly listBits = new LRUCache<string, Uint32Array>({ max: KEPT_CONDITIONS });
  private readonly priceOrders = new Map<string, Promise<Order>>();
  private readonly makes: Map<string, string | null>;
  private readonly models: Map<string, string | null>;
  private readonly categories: IndexCatalogue['categories'];
  private readonly defaultPort: Map<number, number | null>;
  private readonly sizesByPort = new Map<number, Set<string>>();

  private constructor(
    /** The stock's version (migration 0014) the rows were read at. */
    readonly version: string,
    rows: readonly IndexRow[],
    catalogue: IndexCatalogue,
  ) {
    const n = (this.size = rows.length);
    this.words32 = (n + 31) >>> 5;
    this.year = new Uint16Array(n);
    this.kms = new Float64Array(n);
    this.grade = new Float64Array(n);
    this.price = new Float64Array(n);
    this.listed = new Float64Array(n);
    this.flags = new Uint8Array(n);
    this.doors = new Uint8Array(n);
    this.category = new Int32Array(n);
    this.deliveryTypes = new Array<readonly number[]>(n);
    this.fuel = new Array<string>(n);
    this.color = new Array<string>(n);
    this.conditionOf = new Array<string>(n);
    this.sizeClass = new Array<string>(n);
    this.currency = new Array<string>(n);
    this.text = new Array<string>(n);
    this.tiles = new TileStore(n);
    this.ids = new Float64Array(n);
    this.buyers = new Int32Array(n);
    this.basePrice = new Array<string>(n);
    this.packed = new Int32Array(n * PACKED_WORDS);
    this.pairs = catalogue.pairs;
    this.makeOfPair = new Uint32Array(this.pairs.length);
    this.pairs.forEach(({ make, model }, k) => {
      if (!this.makeNumbers.has(make)) this.makeNumbers.set(make, this.makeNumbers.size);
      this.makeOfPair[k] = this.makeNumbers.get(make)!;
      for (const [names, name] of [
        [this.pairsByMake, make],
        [this.pairsByModel, model],
      ] as const) {
        const list = names.get(name);
        if (list) list.push(k);
        else names.set(name, [k]);
      }
    });
    this.makes = byLowerCase(catalogue.makes);
    this.models = byLowerCase(catalogue.models);
    this.categories = catalogue.categories;
    this.defaultPort = new Map(catalogue.countries.map((c) => [c.id, c.default_port_id]));
    for (const rate of catalogue.rates) {
      let sizes = this.sizesByPort.get(rate.port_id);
      if (!sizes) this.sizesByPort.set(rate.port_id, (sizes = new Set()));
      sizes.add(rate.size_class);
    }
  }

  /** The columns of `rows`, filled in slices. */
  private async fill(rows: readonly IndexRow[], present: (tile: string) => string): Promise<void> {
    const pairPlace = new Map(this.pairs.map((pair, k) => [`${pair.make}\u0000${pair.model}`, k]));
    // Strings repeat (a few hundred models, a dozen colours): one copy of each.
    const interned = new Map<string, string>();
    const intern = (value: string) => {
      const found = interned.get(value);
      if (found !== undefined) return found;
      interned.set(value, value);
      return value;
    };
    await eachInTurns(rows.length, (i) => {
      const row = rows[i]!;
      this.year[i] = row.year;
      this.kms[i] = row.kms;
      this.grade[i] = row.grade === null ? Number.NaN : Number(row.grade);
      this.price[i] = Number(row.base_price);
      this.listed[i] = Number(row.listed_us);
      this.flags[i] =
        (row.stock_type === 'ddu' ? FLAG_DDU : 0) |
        (row.stock_type === 'ibc' ? FLAG_IBC : 0) |
        (row.stock_type === 'dealer-direct' ? FLAG_DEALER_DIRECT : 0) |
        (row.fuel === 'Hybrid' || row.fuel === 'Plug-in Hybrid' ? FLAG_HYBRID : 0) |
        (row.is_left_hand_drive ? FLAG_LEFT_HAND : 0) |
        (row.is_kap_stock ? FLAG_KAP : 0);
      this.doors[i] = row.doors;
      this.category[i] = row.category_id ?? -1;
      this.deliveryTypes[i] = row.delivery_types;
      this.fuel[i] = intern(row.fuel.toLowerCase());
      this.color[i] = intern(row.color.toLowerCase());
      this.conditionOf[i] = intern(row.condition);
      this.sizeClass[i] = intern(row.size_class);
      this.currency[i] = intern(row.negotiate_currency);
      this.text[i] = row.search_text;
      this.tiles.set(i, present(row.tile));
      this.ids[i] = row.id;
      this.buyers[i] = row.buyer_company_id ?? 0;
      this.basePrice[i] = row.base_price;
      const pair = pairPlace.get(`${row.make}\u0000${row.model}`);
      if (pair === undefined) throw new Error(`The pairs read lack ${row.make} ${row.model}.`);
      const at = i * PACKED_WORDS;
      this.packed[at] = this.flags[i] | (row.stock_tab << 8) | (row.year << 16);
      this.packed[at + 1] = row.kms;
      this.packed[at + 2] = pair;
    });
  }

  /**
   * The index of `rows` (in id order) read at `version`. Built in steps that give the event loop
   * back between them, so requests keep being answered while an instance builds it. `present`
   * turns a row's tile into the text a search answers with (by default, the tile as read);
   * `nowUs`, the time whose New Arrivals get a count grid of their own.
   */
  static async build(
    version: string,
    rows: readonly IndexRow[],
    catalogue: IndexCatalogue,
    present: (tile: string) => string = (tile) => tile,
    nowUs = Date.now() * 1000,
  ): Promise<StockIndex> {
    for (let k = 1; k < rows.length; k++) {
      if (rows[k - 1]!.id >= rows[k]!.id) throw new Error('The index reads its rows in id order.');
    }
    const index = new StockIndex(version, rows, catalogue);
    await index.fill(rows, present);
    const n = index.size;
    index.byMake = await listsOf(n, (i) => [index.pairs[index.pairAt(i)]!.make]);
    index.byModel = await listsOf(n, (i) => [index.pairs[index.pairAt(i)]!.model]);
    index.tokens = await tokensOf(index.text);
    index.byStockTab = await listsOf(n, (i) => [(index.packed[i * PACKED_WORDS]! >>> 8) & 0xff]);
    index.byStockType = await listsOf(n, (i) => {
      const flags = index.flags[i]!;
      return [
        flags & FLAG_DDU
          ? 'ddu'
          : flags & FLAG_IBC
            ? 'ibc'
            : flags & FLAG_DEALER_DIRECT
              ? 'dealer-direct'
              : 'other',
      ];
    });
    index.hybrids =
      (
        await listsOf(n, (i) => ((index.flags[i]! & (FLAG_HYBRID | FLAG_DDU)) === FLAG_HYBRID ? [true] : []))
      ).get(true) ?? new Uint32Array(0);
    const keys: Record<Exclude<SortColumn, 'price'>, Float64Array> = {
      year: Float64Array.from(index.year),
      mileage: index.kms,
      conditionGrade: index.grade,
      listing: index.listed,
    };
    index.pairStarts = startsOf(index.pairs.length, n, (i) => index.pairAt(i));
    index.makeStarts = startsOf(index.makeNumbers.size, n, (i) => index.makeAt(i));
    for (const [sort, key] of Object.entries(keys) as [Exclude<SortColumn, 'price'>, Float64Array][]) {
      index.orders.set(sort, await index.ordered(key));
    }
    // A group: what decides a grid search's conditions but years and mileage (the tab's flags and
    // number, the make, the grade); NaN (no grade) is a grade of its own.
    const grades = new Map([...new Set(index.grade)].map((grade, rank) => [grade, rank]));
    const groupOf = (i: number) =>
      ((index.packed[i * PACKED_WORDS]! & 0xffff) * index.makeNumbers.size + index.makeAt(i)) * grades.size +
      grades.get(index.grade[i]!)!;
    const yearOf = (i: number) => index.year[i]!;
    const kmsOf = (i: number) => index.kms[i]!;
    index.grid = await CountGrid.build(n, groupOf, yearOf, kmsOf);
    // New Arrivals move with the clock: their grid holds the rows that were New Arrivals at `nowUs`,
    // and a later count takes off those listed too long ago since.
    const sinceUs = nowUs - NEW_ARRIVAL_US;
    const listing = index.orders.get('listing')!.rows;
    const fresh = listing.subarray(index.firstListedFrom(sinceUs));
    const grid = await CountGrid.build(
      fresh.length,
      (k) => groupOf(fresh[k]!),
      (k) => yearOf(fresh[k]!),
      (k) => kmsOf(fresh[k]!),
    );
    index.newArrivals = grid && { grid, rows: fresh, byId: fresh.slice().sort(), sinceUs };
    index.bands = await bandsOf(index.kms);
    index.cells = index.bands && (await cellsOf(index.year, index.kms, index.bands.starts.length - 1));
    return index;
  }

  /**
   * The search's page and its exact count, at `nowUs` (microseconds; New Arrival is as of
   * then); undefined when the index cannot answer it as the SQL would (the SQL answers instead).
   * `priceKey`: a member's price sort, by his own price (ADR 0002).
   */
  async search(
    s: NormalizedSearch,
    nowUs: number,
    priceKey?: PriceSortKey,
  ): Promise<IndexAnswer | undefined> {
    const order = await this.orderFor(s.sortBy, priceKey);
    const passes = order && this.where(s, nowUs);
    if (!order || !passes) return undefined;
    const from = (s.page - 1) * s.pageSize;
    const candidates = this.candidates(s, nowUs);
    const counted = this.countOf(s, nowUs, passes, candidates);
    const { count } = counted;
    const found: number[] = [];
    if (from >= count) return { rows: found, count };
    const wanted = Math.min(s.pageSize, count - from);
    const ascending = s.sortOrder === 'ASC';
    const { rows, rank, nullsFrom } = order;

    // Sorted by what it bounds (years, mileage, grades, New Arrival's listing time): only the
    // window's stretch of the order is walked (a key the window bounds is never missing).
    const bounds: Record<Exclude<SortColumn, 'price'>, [number | undefined, number | undefined]> = {
      year: [s.minYear, s.maxYear],
      mileage: [s.minKms, s.maxKms],
      conditionGrade: [s.minConditionGrade, s.maxConditionGrade],
      listing: [s.tab === StockTab.newArrival ? nowUs - NEW_ARRIVAL_US : undefined, undefined],
    };
    const [low, high] = s.sortBy === 'price' ? [] : bounds[s.sortBy];
    const windowed = s.sortBy !== 'price' && (low !== undefined || high !== undefined);
    // The stretches walked: the keyed rows (the window's, when the sort's key is bounded), then
    // the keyless. A search of one make and model, or of a make, walks that group's rows alone, in
    // the same order: a make is a few cars in twenty, a model made in some years only, and the
    // order's other rows would be walked for nothing.
    const group = this.groupFor(s, order);
    const walking = group ? group.groups.rows : rows;
    const groupStart = group ? group.groups.starts[group.at]! : 0;
    const keyedEnd = group ? groupStart + group.groups.keyed[group.at]! : nullsFrom;
    const window = windowed
      ? this.placesBetween(
          s.sortBy as Exclude<SortColumn, 'price'>,
          low ?? -Infinity,
          high ?? Infinity,
          true,
          {
            rows: walking,
            start: groupStart,
            end: keyedEnd,
          },
        )
      : { start: groupStart, end: keyedEnd };
    const keyed = [window.start, window.end] as const;
    // A key the window bounds is never missing.
    const keyless = windowed
      ? ([0, 0] as const)
      : ([keyedEnd, group ? group.groups.starts[group.at + 1]! : rows.length] as const);
    const span = keyed[1] - keyed[0] + keyless[1] - keyless[0];
    // A count from the grid or kept has no matches: where a walk would test enough rows by their
    // columns, they are worked out from bit sets first.
    const matches =
      counted.matches ?? this.matchesOf(s, nowUs, Math.min(((from + wanted) * span) / count, this.size));
    // With the matches known, a row is tested by its bit among theirs (a set that stays in the
    // processor's cache) rather than by its columns (read from memory, far from the last).
    const bits = matches?.bits();
    const test = bits ? (i: number) => (bits[i >>> 5]! & (1 << (i & 31))) !== 0 : passes;

    const across = this.acrossCells(s, test, order, from, wanted, count, candidates);
    if (across) {
      return { ...across, count };
    }
    // Walking the order meets a match every span / count rows, where the filters have nothing to do
    // with the order, each row read far from the last; candidates in id order are read one after
    // another (some four for a row walked). With the matches known, a row walked is a bit read, and
    // a match placed in the order (a read far from the last) costs some sixteen of them. The walk is
    // given up past twice what it was expected to cost, where the filters and the order go together,
    // and the matches placed instead.
    const pool = matches
      ? count * 16
      : candidates === null
        ? Infinity
        : candidates.scattered
          ? candidates.rows.length
          : candidates.rows.length / 4;
    if (pool === Infinity || (across !== null && ((from + wanted) * span) / count <= pool / 2)) {
      let seen = 0;
      let walked = 0;
      const take = (i: number): boolean => {
        if (++walked > pool) return false;
        if (!test(i)) return true;
        if (seen++ >= from) found.push(i);
        return found.length < wanted;
      };
      // Rows without a key come last in both directions (NULLS LAST), and among them, by id.
      let more = true;
      for (const [start, end] of [keyed, keyless]) {
        if (ascending) for (let k = start; k < end && more; k++) more = take(walking[k]!);
        else for (let k = end - 1; k >= start && more; k--) more = take(walking[k]!);
      }
      if (found.length === wanted || walked <= pool) return { rows: found, count };
      found.length = 0;
    }
    const passed = matches?.rows();
    if (passed === undefined && candidates === null) return undefined;

    // The matches' places in the walking order (descending: the keyed places backwards, then the
    // keyless ones backwards), and the page's from the smallest of them.
    const last = rows.length - 1;
    const places = new Uint32Array(count);
    let matched = 0;
    for (const i of passed ?? candidates!.rows) {
      if (!passed && !passes(i)) continue;
      const place = rank[i]!;
      places[matched++] = ascending
        ? place
        : place < nullsFrom
          ? nullsFrom - 1 - place
          : last - place + nullsFrom;
    }
    const first = smallest(places.subarray(0, matched), Math.min(matched, from + wanted), last);
    for (let k = from; k < Math.min(first.length, from + wanted); k++) {
      const walked = first[k]!;
      const place = ascending
        ? walked
        : walked < nullsFrom
          ? nullsFrom - 1 - walked
          : last - (walked - nullsFrom);
      found.push(rows[place]!);
    }
    return { rows: found, count };
  }

  /**
   * The page of a search sorted by year that bounds the mileage, or by mileage bounding the years,
   * read cell by cell of the year and band grid: a car's age and mileage go together (a new car has
   * run little), so a walk along the one order meets few matches of the other bound where the page
   * starts. Undefined when it does not apply, or reading the cells would cost more than testing
   * the candidates; null when it was given up.
   */
  private acrossCells(
    s: NormalizedSearch,
    passes: (i: number) => boolean,
    order: Order,
    from: number,
    wanted: number,
    count: number,
    candidates: Candidates | null,
  ): { rows: number[] } | null | undefined {
    const { cells } = this;
    if (!cells || (s.sortBy !== 'year' && s.sortBy !== 'mileage')) return undefined;
    const byYear = s.sortBy === 'year';
    const bounded = byYear
      ? s.minKms !== undefined || s.maxKms !== undefined
      : s.minYear !== undefined || s.maxYear !== undefined;
    if (!bounded) return undefined;
    const y0 = Math.max(cells.firstYear, s.minYear ?? -Infinity) - cells.firstYear;
    const y1 = Math.min(cells.lastYear, s.maxYear ?? Infinity) - cells.firstYear;
    const b0 = Math.max(0, Math.floor((s.minKms ?? 0) / KMS_BAND));
    const b1 = Math.min(cells.bands - 1, Math.floor((s.maxKms ?? Infinity) / KMS_BAND));
    if (y0 > y1 || b0 > b1) return undefined;
    const { starts, rows: cellRows, bands } = cells;
    // A year's bands are side by side.
    let inside = 0;
    for (let y = y0; y <= y1; y++) inside += starts[y * bands + b1 + 1]! - starts[y * bands + b0]!;
    // Given up (null) past as many rows as there are candidates, where the filters and the years
    // or mileage go together (a model made in some years only).
    const budget = candidates === null ? Infinity : candidates.rows.length;
    if ((inside * (from + wanted)) / count > budget / 2) return undefined;
    let read = 0;

    const { rank, rows } = order;
    const ascending = s.sortOrder === 'ASC';
    const found: number[] = [];
    let places = new Uint32Array(1024);
    let n = 0;
    const gather = (lo: number, hi: number) => {
      read += hi - lo;
      for (let at = lo; at < hi; at++) {
        const i = cellRows[at]!;
        if (!passes(i)) continue;
        if (n === places.length) {
          const more = new Uint32Array(n * 2);
          more.set(places);
          places = more;
        }
        places[n++] = rank[i]!;
      }
    };
    const [first, last] = byYear ? [y0, y1] : [b0, b1];
    let seen = 0;
    const emit = (row: number) => {
      if (seen++ < from) return;
      found.push(row);
    };
    // A year's rows are in id order band by band, as its ties are: its bands' lists are merged.
    const k = b1 - b0 + 1;
    const next = new Int32Array(k);
    const stop = new Int32Array(k);
    for (let step = 0; step <= last - first && found.length < wanted; step++) {
      const at = ascending ? first + step : last - step;
      if (!byYear) {
        n = 0;
        for (let y = y0; y <= y1; y++) gather(starts[y * bands + at]!, starts[y * bands + at + 1]!);
        if (read > budget) return null;
        // A whole band before the page is counted, not sorted.
        if (seen + n <= from) {
          seen += n;
          continue;
        }
        const sorted = places.subarray(0, n).sort();
        for (let j = 0; j < n && found.length < wanted; j++) emit(rows[sorted[ascending ? j : n - 1 - j]!]!);
        continue;
      }
      for (let j = 0; j < k; j++) {
        const lo = starts[at * bands + b0 + j]!;
        const hi = starts[at * bands + b0 + j + 1]!;
        next[j] = ascending ? lo : hi - 1;
        stop[j] = ascending ? hi : lo - 1;
      }
      while (found.length < wanted) {
        let best = -1;
        for (let j = 0; j < k; j++) {
          if (next[j] === stop[j]) continue;
          if (
            best < 0 ||
            (ascending
              ? cellRows[next[j]!]! < cellRows[next[best]!]!
              : cellRows[next[j]!]! > cellRows[next[best]!]!)
          )
            best = j;
        }
        if (best < 0) break;
        const i = cellRows[next[best]!]!;
        next[best]! += ascending ? 1 : -1;
        if (++read > budget) return null;
        if (passes(i)) emit(i);
      }
    }
    return { rows: found };
  }

  /**
   * How many rows match the search's filters: known already, from a grid or bit sets, or each
   * candidate tested. The matches (in id order) then come with it, until the next count, so the
   * page's selection need not test the candidates again.
   */
  private countOf(
    s: NormalizedSearch,
    nowUs: number,
    passes: (i: number) => boolean,
    candidates: Candidates | null,
  ): { count: number; matches?: Matches } {
    // New Arrival's matches change as time goes by: counted each time.
    const { sortBy: _sortBy, sortOrder: _sortOrder, page: _page, pageSize: _pageSize, ...filters } = s;
    const countKey = s.tab === StockTab.newArrival ? null : JSON.stringify(filters);
    let count = countKey === null ? undefined : this.counts.get(countKey);
    if (count !== undefined) return { count };
    count = this.gridCount(s, nowUs, passes);
    let matches: Matches | undefined;
    if (count === undefined) {
      const sets = this.conditionSets(s, nowUs);
      if (sets && (candidates === null || this.setsPay(candidates.rows.length, sets.length))) {
        count = allOf(
          sets.map((set) => set()),
          this.bothFor(),
        );
        matches = this.bothMatches(count);
      }
    }
    if (count === undefined) {
      count = 0;
      if (candidates === null) for (let i = 0; i < this.size; i++) count += passes(i) ? 1 : 0;
      else {
        const passed = this.passedFor(candidates.rows.length);
        for (const i of candidates.rows) if (passes(i)) passed[count++] = i;
        const found = passed.subarray(0, count);
        matches = {
          bits: () => {
            const both = this.bothFor();
            both.fill(0);
            setBits(both, found);
            return both;
          },
          rows: () => found,
        };
      }
    }
    if (countKey !== null) {
      if (this.counts.size >= KEPT_COUNTS) this.counts.delete(this.counts.keys().next().value!);
      this.counts.set(countKey, count);
    }
    return { count, matches };
  }

  /** Writes the row's tile (TileStore.write). */
  writeTile(row: number, out: JsonOut, open = false): void {
    this.tiles.write(row, out, open);
  }

  /** The row's tile as text. */
  tileText(row: number): string {
    return this.tiles.text(row);
  }

  /** What a member's price of a row is worked out from. */
  priceable(row: number): PriceableVehicle {
    return {
      id: this.id(row),
      negotiateCurrency: this.currency[row]!,
      basePrice: this.basePrice[row]!,
      sizeClass: this.sizeClass[row]!,
      isKapStock: (this.flags[row]! & FLAG_KAP) !== 0,
    };
  }

  /** A row's make and model, as its place in the catalogue's pairs (their order). */
  private pairAt(row: number): number {
    return this.packed[row * PACKED_WORDS + 2]!;
  }

  /** The row's make (its number in `makeNumbers`). */
  private makeAt(row: number): number {
    return this.makeOfPair[this.pairAt(row)]!;
  }

  /** The rows ascending by `key` (orderBy), and grouped by pair and by make. */
  private async ordered(key: Float64Array): Promise<Order> {
    const sorted = await orderBy(this.size, key);
    return {
      ...sorted,
      byPair: await groupsOf(sorted, (i) => this.pairAt(i), this.pairStarts),
      byMake: await groupsOf(sorted, (i) => this.makeAt(i), this.makeStarts),
    };
  }

  /**
   * The catalogue's pairs (their places in `pairs`) a make and a model allow, as the catalogue
   * names them; undefined when neither is given.
   */
  private pairsNamed(make: string | undefined, model: string | undefined): readonly number[] | undefined {
    if (model !== undefined) {
      const pairs = this.pairsByModel.get(model) ?? [];
      return make === undefined ? pairs : pairs.filter((k) => this.pairs[k]!.make === make);
    }
    return make === undefined ? undefined : (this.pairsByMake.get(make) ?? []);
  }

  /**
   * The group of an order's rows a search may walk instead of the whole order: its pair's when
   * its make and model allow one pair, its make's when it names a make alone.
   */
  private groupFor(s: NormalizedSearch, order: Order): { groups: Groups; at: number } | undefined {
    const make = s.make === undefined ? undefined : this.catalogueName(this.makes, s.make)!;
    const model = s.model === undefined ? undefined : this.catalogueName(this.models, s.model)!;
    const pairs = this.pairsNamed(make, model);
    if (pairs?.length === 1) return { groups: order.byPair, at: pairs[0]! };
    const number = model === undefined && make !== undefined ? this.makeNumbers.get(make) : undefined;
    return number === undefined ? undefined : { groups: order.byMake, at: number };
  }

  /** The row's vehicle id. */
  id(row: number): number {
    return this.ids[row]!;
  }

  /** The company whose live purchase holds the row's car, or null (on sale, or reserved by staff). */
  buyer(row: number): number | null {
    return this.buyers[row] || null;
  }

  /**
   * Matches per make and model, with every filter but make and model (the Make & Model pop-up), in
   * the database's order of the names; undefined when the index cannot decide the search.
   */
  facets(s: NormalizedSearch, nowUs: number): { make: string; model: string; n: number }[] | undefined {
    const { make: _make, model: _model, ...open } = s;
    const passes = this.where(open, nowUs);
    if (!passes) return undefined;
    const counts = new Uint32Array(this.pairs.length);
    this.eachMatch(open, nowUs, passes, (i) => counts[this.pairAt(i)]!++);
    const rows: { make: string; model: string; n: number }[] = [];
    counts.forEach((n, k) => {
      if (n > 0) rows.push({ ...this.pairs[k]!, n });
    });
    return rows;
  }

  /**
   * A range pop-up's histogram over the search (its own range already left out): per year, per grade
   * (no grade first), or per mileage, exact km values while there are at most `exactMileageValues`
   * of them, else 1,000 km buckets (the repository's rangeFacet).
   */
  rangeFacet(
    s: NormalizedSearch,
    field: RangeFacet,
    nowUs: number,
    exactMileageValues: number,
  ): RangeFacetCounts | undefined {
    const passes = this.where(s, nowUs);
    if (!passes) return undefined;
    const column = field === 'year' ? this.year : field === 'grade' ? this.grade : this.kms;
    // Runs of equal values in ascending order and, for mileage, of 1,000 km bands (exact runs
    // stop being kept past the limit); no grade (NaN) apart, first as NULLS FIRST puts it.
    const banding = field === 'mileage';
    const exact: Runs = { values: [], counts: [] };
    const banded: Runs = { values: [], counts: [] };
    let ungraded = 0;
    const add = (value: number) => {
      if (Number.isNaN(value)) ungraded++;
      else {
        if (!banding || exact.values.length <= exactMileageValues) tally(exact, value);
        if (banding) tally(banded, Math.floor(value / 1000) * 1000);
      }
    };
    // The field's order (or its make's or model's stretch of it) walked, its values coming
    // ascending; or, when the search's candidates are far fewer, their values sorted.
    const order = this.orders.get(field === 'grade' ? 'conditionGrade' : field)!;
    const group = this.groupFor(s, order);
    const stretch = group
      ? group.groups.rows.subarray(group.groups.starts[group.at], group.groups.starts[group.at + 1])
      : order.rows;
    const candidates = this.candidates(s, nowUs);
    if (candidates === null || candidates.rows.length * WALK_FOR_COUNTS > stretch.length) {
      for (const i of stretch) if (passes(i)) add(column[i]!);
    } else {
      const values = new Float64Array(candidates.rows.length);
      let matched = 0;
      for (const i of candidates.rows) if (passes(i)) values[matched++] = column[i]!;
      for (const value of values.subarray(0, matched).sort()) add(value);
    }
    const wide = banding && exact.values.length > exactMileageValues;
    const runs = wide ? banded : exact;
    const buckets: { value: number | null; count: number }[] =
      ungraded > 0 ? [{ value: null, count: ungraded }] : [];
    runs.values.forEach((value, k) => buckets.push({ value, count: runs.counts[k]! }));
    return { field, bucketWidth: wide ? 1000 : 0, buckets };
  }

  /** `each(i)` for every row the search matches, in no particular order. */
  private eachMatch(
    s: NormalizedSearch,
    nowUs: number,
    passes: (i: number) => boolean,
    each: (i: number) => void,
  ): void {
    const candidates = this.candidates(s, nowUs);
    if (candidates === null) {
      for (let i = 0; i < this.size; i++) if (passes(i)) each(i);
    } else for (const i of candidates.rows) if (passes(i)) each(i);
  }

  private async orderFor(sortBy: SortColumn, priceKey: PriceSortKey | undefined): Promise<Order | undefined> {
    if (sortBy !== 'price') return this.orders.get(sortBy);
    // The listed price is never a sort of its own: visitors sort by the default, members by theirs.
    if (!priceKey) return undefined;
    const cacheKey = JSON.stringify(priceKey);
    let order = this.priceOrders.get(cacheKey);
    if (!order) {
      const key = new Float64Array(this.size);
      const { multiplier, jpyAddend, fallbackMultiplier } = priceKey;
      for (let i = 0; i < this.size; i++) {
        const currency = this.currency[i]!;
        const size = this.sizeClass[i]!;
        const times = Object.hasOwn(multiplier, currency) ? multiplier[currency]! : fallbackMultiplier;
        const plus = currency === 'JPY' && Object.hasOwn(jpyAddend, size) ? jpyAddend[size]! : 0;
        // KAP stock has no price: after every priced vehicle (the SQL's null key).
        key[i] = this.flags[i]! & FLAG_KAP ? Number.NaN : this.price[i]! * times + plus;
      }
      // Searches that come meanwhile wait for the same order.
      order = this.ordered(key);
      if (this.priceOrders.size >= PRICE_ORDERS)
        this.priceOrders.delete(this.priceOrders.keys().next().value!);
      this.priceOrders.set(cacheKey, order);
    }
    return order;
  }

  /**
   * The smallest list of rows the search's make, model, words, years or mileage allow (every other
   * condition is checked on each); null when it names none of them.
   */
  private candidates(s: NormalizedSearch, nowUs: number): Candidates | null {
    const none = new Uint32Array(0);
    const sources: Uint32Array[] = [];
    // Stretches of an order, not lists in id order.
    const scattered = new Set<Uint32Array>();
    if (s.model !== undefined)
      sources.push(this.byModel.get(this.catalogueName(this.models, s.model)!) ?? none);
    if (s.make !== undefined) sources.push(this.byMake.get(this.catalogueName(this.makes, s.make)!) ?? none);
    for (const word of this.words(s)) sources.push(this.wordRows(word).rows);
    // A year window's rows are in id order year by year (the year order's ties); a mileage range's,
    // band by band, its partial bands' other rows left for the test.
    if (s.minYear !== undefined || s.maxYear !== undefined)
      sources.push(this.between('year', s.minYear ?? -Infinity, s.maxYear ?? Infinity, true));
    if (s.minKms !== undefined || s.maxKms !== undefined)
      sources.push(this.inBands(s.minKms ?? -Infinity, s.maxKms ?? Infinity));
    // The tab's own rows (All Stock is nearly everything: no list of its own).
    switch (s.tab) {
      case StockTab.allStock:
        break;
      case StockTab.newArrival: {
        // The listing order's end: listed in the last days.
        const { rows } = this.orders.get('listing')!;
        const sinceUs = nowUs - NEW_ARRIVAL_US;
        if (this.newArrivals && sinceUs >= this.newArrivals.sinceUs) sources.push(this.newArrivals.byId);
        else {
          const fresh = rows.subarray(this.firstListedFrom(sinceUs));
          scattered.add(fresh);
          sources.push(fresh);
        }
        break;
      }
      case StockTab.ibc:
        sources.push(this.byStockType.get('ibc') ?? none);
        break;
      case StockTab.hybridCars:
        sources.push(this.hybrids);
        break;
      case StockTab.dealerDirect:
        sources.push(this.byStockType.get('dealer-direct') ?? none);
        break;
      case StockTab.ddu:
        sources.push(this.byStockType.get('ddu') ?? none);
        break;
      default:
        sources.push(this.byStockTab.get(s.tab) ?? none);
    }
    if (sources.length === 0) return null;
    const rows = sources.reduce((a, b) => (b.length < a.length ? b : a));
    return { rows, scattered: scattered.has(rows) };
  }

  /** The rows of the mileage bands `low` to `high` km reach into (all of them: no bands). */
  private inBands(low: number, high: number): Uint32Array {
    if (!this.bands) return this.between('mileage', low, high, true);
    const { rows, starts } = this.bands;
    const first = Math.max(0, Math.floor(low / KMS_BAND));
    const last = Math.min(starts.length - 2, Math.floor(high / KMS_BAND));
    return first > last ? new Uint32Array(0) : rows.subarray(starts[first], starts[last + 1]);
  }

  /** The first place in the listing order of a row listed at or after `sinceUs`. */
  private firstListedFrom(sinceUs: number): number {
    const { rows } = this.orders.get('listing')!;
    let lo = 0;
    let hi = rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.listed[rows[mid]!]! < sinceUs) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The rows a free-text word matches, kept for the next searches with it. */
  private wordRows(word: string): WordRows {
    let found = this.wordLists.get(word);
    if (!found) this.wordLists.set(word, (found = this.rowsOfWord(word)));
    return found;
  }

  /** The rows a free-text word matches, worked out. */
  private rowsOfWord(word: string): WordRows {
    const { text, starts, rows, byTrigram, byStart, beforeHyphen } = this.tokens!;
    const bits = new Uint32Array(this.words32);
    let n = 0;
    const add = (i: number) => {
      const bit = 1 << (i & 31);
      if ((bits[i >>> 5]! & bit) === 0) {
        bits[i >>> 5]! |= bit;
        n++;
      }
    };
    if (word.includes('-')) {
      // Across a hyphen: the texts tested of the rows with a part ending as the word's first part
      // and followed by a hyphen; when the word starts with one, of the rows with its longest part
      // (every row when no part has three letters).
      const first = word.slice(0, word.indexOf('-'));
      const longest = word.split('-').reduce((a, b) => (b.length > a.length ? b : a));
      const test = (i: number) => {
        if (this.text[i]!.includes(word)) add(i);
      };
      if (first.length > 0) {
        for (const t of beforeHyphen)
          if (text[t]!.endsWith(first)) for (let k = starts[t]!; k < starts[t + 1]!; k++) test(rows[k]!);
      } else if (longest.length >= SHORT_WORD) this.wordRows(longest).rows.forEach(test);
      else for (let i = 0; i < this.size; i++) test(i);
    } else {
      // The parts it is in (or, shorter than three letters, starts): a trigram's are exactly the
      // parts with it; a longer word's are among the parts with all its trigrams, each tested.
      const none = new Uint32Array(0);
      let parts: Uint32Array;
      if (word.length < SHORT_WORD) parts = byStart.get(word) ?? none;
      else {
        const lists = [...trigramsOf(word, new Set())]
          .map((gram) => byTrigram.get(gram) ?? none)
          .sort((a, b) => a.length - b.length);
        parts = lists[0]!;
        for (const list of lists.slice(1)) {
          // Merging a list many times longer costs more than testing the parts it would take off.
          if (list.length > parts.length * 16) break;
          parts = intersection(parts, list);
        }
        if (word.length > SHORT_WORD) parts = parts.filter((t) => text[t]!.includes(word));
      }
      for (const t of parts) for (let k = starts[t]!; k < starts[t + 1]!; k++) add(rows[k]!);
    }
    return { rows: rowsOf(bits, new Uint32Array(n)), bits };
  }

  /** The rows of an order whose key is from `low` to `high` (itself included or not). */
  private between(sort: 'year' | 'mileage', low: number, high: number, withHigh: boolean): Uint32Array {
    const { start, end } = this.placesBetween(sort, low, high, withHigh);
    return this.orders.get(sort)!.rows.subarray(start, end);
  }

  /**
   * Where in an order its key is from `low` to `high` (itself included or not); within a stretch of
   * its keyed rows, or of a group's (in the order's order), when given.
   */
  private placesBetween(
    sort: Exclude<SortColumn, 'price'>,
    low: number,
    high: number,
    withHigh: boolean,
    within?: { rows: Uint32Array; start: number; end: number },
  ): { start: number; end: number } {
    const order = this.orders.get(sort)!;
    const { rows, start: from, end: to } = within ?? { rows: order.rows, start: 0, end: order.nullsFrom };
    const key = { year: this.year, mileage: this.kms, conditionGrade: this.grade, listing: this.listed }[
      sort
    ];
    // The first place whose key is above the bound (or at it, when `at`).
    const first = (bound: number, at: boolean) => {
      let lo = from;
      let hi = to;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (at ? key[rows[mid]!]! < bound : key[rows[mid]!]! <= bound) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    const start = first(low, true);
    return { start, end: Math.max(start, first(high, !withHigh)) };
  }

  /**
   * A broad search's count from a grid, when it filters by nothing but the tab, the steering side,
   * the make, years, grades and mileage: the grid's whole bands, and the rows of the mileage range
   * outside them tested one by one. New Arrivals are counted from their own grid, less the rows it
   * holds that were listed too long ago by now.
   */
  private gridCount(s: NormalizedSearch, nowUs: number, passes: (i: number) => boolean): number | undefined {
    if (s.words.length > 0 || !filtersWithin(s, GRID_FILTERS)) return undefined;
    const newArrival = s.tab === StockTab.newArrival;
    const sinceUs = nowUs - NEW_ARRIVAL_US;
    const fresh = this.newArrivals;
    if (newArrival && !(fresh && sinceUs >= fresh.sinceUs)) return undefined;
    // New Arrival's other conditions are All Stock's.
    const { minYear, maxYear, minKms, maxKms, ...others } = newArrival ? { ...s, tab: StockTab.allStock } : s;
    const admitsRow = this.where(others, nowUs);
    const low = minKms ?? -Infinity;
    const high = maxKms ?? Infinity;
    const grid =
      admitsRow &&
      (newArrival
        ? fresh!.grid.count(
            (k) => admitsRow(fresh!.rows[k]!),
            minYear ?? -Infinity,
            maxYear ?? Infinity,
            low,
            high,
          )
        : this.grid?.count(admitsRow, minYear ?? -Infinity, maxYear ?? Infinity, low, high));
    if (!grid) return undefined;
    let { count } = grid;
    for (const i of this.between('mileage', low, grid.from, false)) if (passes(i)) count++;
    for (const i of this.between('mileage', grid.below, high, true)) if (passes(i)) count++;
    if (newArrival) {
      // The grid's rows listed before the time, at its start in listing order, that it counted.
      const counted = this.where({ ...s, tab: StockTab.allStock }, nowUs)!;
      const { rows } = fresh!;
      for (let k = 0; k < rows.length && this.listed[rows[k]!]! < sinceUs; k++) {
        const i = rows[k]!;
        if (this.kms[i]! >= grid.from && this.kms[i]! < grid.below && counted(i)) count--;
      }
    }
    return count;
  }

  /**
   * The search's conditions as bit sets, each made (or found kept) when called: the words', the
   * make's, the model's, each bound's, the tab's (and New Arrival's listing time). Undefined when it
   * filters by something else.
   */
  private conditionSets(s: NormalizedSearch, nowUs: number): (() => Uint32Array)[] | undefined {
    if (!filtersWithin(s, BIT_FILTERS)) return undefined;
    const { year, grade, packed } = this;
    const sets: (() => Uint32Array)[] = this.words(s).map((word) => () => this.wordRows(word).bits);
    const listed = (key: string, names: Map<string, string | null>, lists: Lists<string>, typed?: string) => {
      if (typed === undefined) return;
      // where() has declined an ambiguous name.
      const name = this.catalogueName(names, typed)!;
      sets.push(() => this.bitsFor(`${key} ${name}`, lists.get(name) ?? new Uint32Array(0)));
    };
    listed('make', this.makes, this.byMake, s.make);
    listed('model', this.models, this.byModel, s.model);
    const bound = (key: string, value: number | undefined, test: (i: number, value: number) => boolean) => {
      if (value !== undefined) sets.push(() => this.bitsFor(`${key} ${value}`, (i) => test(i, value)));
    };
    bound('year >=', s.minYear, (i, value) => year[i]! >= value);
    bound('year <=', s.maxYear, (i, value) => year[i]! <= value);
    bound('kms >=', s.minKms, (i, value) => packed[i * PACKED_WORDS + 1]! >= value);
    bound('kms <=', s.maxKms, (i, value) => packed[i * PACKED_WORDS + 1]! <= value);
    // A unit without a grade (NaN) fails both.
    bound('grade >=', s.minConditionGrade, (i, value) => grade[i]! >= value);
    bound('grade <=', s.maxConditionGrade, (i, value) => grade[i]! <= value);
    const { mask, want, stockTab, since } = this.tabRule(s, nowUs);
    if (since !== -Infinity) {
      // The listing order's end: its set changes only when a car's listing grows too old.
      const first = this.firstListedFrom(since);
      sets.push(() => this.bitsFor(`listed from ${first}`, this.orders.get('listing')!.rows.subarray(first)));
    }
    sets.push(() =>
      this.bitsFor(
        `tab ${mask} ${want} ${stockTab}`,
        (i) =>
          (packed[i * PACKED_WORDS]! & mask) === want &&
          (stockTab < 0 || ((packed[i * PACKED_WORDS]! >>> 8) & 0xff) === stockTab),
      ),
    );
    return sets;
  }

  /**
   * The matches of a search already counted, from its bit sets, when a walk would test about
   * `walk` rows by their columns (each read far from the last) and ANDing the sets costs less
   * (CANDIDATE_TEST); undefined otherwise.
   */
  private matchesOf(s: NormalizedSearch, nowUs: number, walk: number): Matches | undefined {
    // A search has a set at least (its tab's): a walk too short for one is never worth the sets'
    // making, on the path most searches take.
    if (!this.setsPay(walk, 1)) return undefined;
    const sets = this.conditionSets(s, nowUs);
    if (!sets || !this.setsPay(walk, sets.length)) return undefined;
    const count = allOf(
      sets.map((set) => set()),
      this.bothFor(),
    );
    return this.bothMatches(count);
  }

  /**
   * Whether ANDing `sets` bit sets (a word of each read for 32 rows) costs less than testing `rows`
   * rows by their columns (reads far from the last row's).
   */
  private setsPay(rows: number, sets: number): boolean {
    return rows * CANDIDATE_TEST >= this.words32 * sets;
  }

  /** The matches allOf() just left in `both`: `count` of them. */
  private bothMatches(count: number): Matches {
    return { bits: () => this.both, rows: () => rowsOf(this.both, this.passedFor(count)) };
  }

  /** Room for a count's matches as a bit per row. */
  private bothFor(): Uint32Array {
    if (this.both.length === 0) this.both = new Uint32Array(this.words32);
    return this.both;
  }

  /** Room for a count's matches (countOf): `n` rows. */
  private passedFor(n: number): Uint32Array {
    if (this.passed.length < n) this.passed = new Uint32Array(n);
    return this.passed;
  }

  /**
   * A condition's bit set (the rows that pass a test, or a list's rows), kept for the next searches
   * with it: a test's among the conditions', a list's among the lists'.
   */
  private bitsFor(key: string, rows: ((i: number) => boolean) | Uint32Array): Uint32Array {
    const kept = typeof rows === 'function' ? this.conditionBits : this.listBits;
    let bits = kept.get(key);
    if (bits) return bits;
    bits = new Uint32Array(this.words32);
    if (typeof rows === 'function') {
      for (let i = 0; i < this.size; i++) if (rows(i)) bits[i >>> 5]! |= 1 << (i & 31);
    } else setBits(bits, rows);
    kept.set(key, bits);
    return bits;
  }

  private words(s: NormalizedSearch): string[] {
    return s.chassis ? [...s.words, s.chassis] : s.words;
  }

  /** The name the SQL's catalogue look-up gives (case-insensitive, else as typed); null: ambiguous. */
  private catalogueName(names: Map<string, string | null>, typed: string): string | null {
    const found = names.get(typed.toLowerCase());
    return found === undefined ? typed : found;
  }

  /**
   * The tab and the steering side as a rule on a row's packed word, `(word & mask) === want`, its
   * stock tab (when not negative) and its listing time (New Arrival's).
   */
  private tabRule(
    s: NormalizedSearch,
    nowUs: number,
  ): { mask: number; want: number; stockTab: number; since: number } {
    let mask = 0;
    let want = 0;
    let stockTab = -1;
    let since = -Infinity;
    switch (s.tab) {
      case StockTab.newArrival:
        since = nowUs - NEW_ARRIVAL_US;
        mask = FLAG_DDU;
        break;
      case StockTab.allStock:
        mask = FLAG_DDU;
        break;
      case StockTab.ibc:
        mask = want = FLAG_IBC;
        break;
      case StockTab.hybridCars:
        mask = FLAG_DDU | FLAG_HYBRID;
        want = FLAG_HYBRID;
        break;
      case StockTab.dealerDirect:
        mask = want = FLAG_DEALER_DIRECT;
        break;
      case StockTab.ddu:
        mask = want = FLAG_DDU;
        break;
      default:
        stockTab = s.tab;
    }
    if (s.isLeftHandDrive !== undefined) {
      mask |= FLAG_LEFT_HAND;
      if (s.isLeftHandDrive) want |= FLAG_LEFT_HAND;
    }
    return { mask, want, stockTab, since };
  }

  /**
   * The search's WHERE as a test of a row; undefined when it cannot be decided here exactly as the
   * database would decide it.
   */
  private where(s: NormalizedSearch, nowUs: number): ((i: number) => boolean) | undefined {
    const typed = [s.make, s.model, s.fuel, s.color, s.condition, s.category];
    if (typed.some((value) => value !== undefined && !ASCII.test(value))) return undefined;
    const words = this.words(s);
    // A word with a space (a chassis typed so) spans the texts' words, a short one with a hyphen
    // their parts: the SQL's own rule then.
    if (words.some((word) => word.includes(' ') || (word.length < SHORT_WORD && word.includes('-'))))
      return undefined;
    const make = s.make === undefined ? undefined : this.catalogueName(this.makes, s.make);
    const model = s.model === undefined ? undefined : this.catalogueName(this.models, s.model);
    if (make === null || model === null) return undefined;
    let category: number | undefined;
    if (s.category !== undefined) {
      const lower = s.category.toLowerCase();
      const found = this.categories.filter((c) => c.slug === lower || c.name.toLowerCase() === lower);
      if (found.length > 1) return undefined;
      category = found[0]?.id ?? -2; // none: no vehicle's category matches
    }
    let sizes: Set<string> | undefined;
    if (s.portId !== undefined || s.countryId !== undefined) {
      const port = s.portId ?? this.defaultPort.get(s.countryId ?? -1) ?? null;
      sizes = (port === null ? undefined : this.sizesByPort.get(port)) ?? new Set();
    }
    const { mask, want, stockTab, since } = this.tabRule(s, nowUs);
    const minYear = s.minYear ?? -Infinity;
    const maxYear = s.maxYear ?? Infinity;
    const minKms = s.minKms ?? -Infinity;
    const maxKms = s.maxKms ?? Infinity;
    // A repaired unit (no grade, NaN) fails any grade bound, as null does in SQL.
    const graded = s.minConditionGrade !== undefined || s.maxConditionGrade !== undefined;
    const minGrade = s.minConditionGrade ?? -Infinity;
    const maxGrade = s.maxConditionGrade ?? Infinity;
    const rest = this.rarerConditions(s, words, category, sizes);
    // The make and model as the pairs they allow (a row's pair is its exact names).
    const named = this.pairsNamed(make, model);
    let pairAllowed: Uint8Array | null = null;
    if (named) {
      pairAllowed = new Uint8Array(this.pairs.length);
      for (const k of named) pairAllowed[k] = 1;
    }
    // Only what the search bounds is read, mostly from the packed words.
    const byYear = s.minYear !== undefined || s.maxYear !== undefined;
    const byKms = s.minKms !== undefined || s.maxKms !== undefined;
    const bySince = since !== -Infinity;
    // The columns as locals: this runs for every row a search counts.
    const { packed, grade, listed } = this;
    return (i) => {
      const at = i * PACKED_WORDS;
      const word = packed[at]!;
      if ((word & mask) !== want) return false;
      if (stockTab >= 0 && ((word >>> 8) & 0xff) !== stockTab) return false;
      if (byYear) {
        const y = word >>> 16;
        if (y < minYear || y > maxYear) return false;
      }
      if (byKms) {
        const k = packed[at + 1]!;
        if (k < minKms || k > maxKms) return false;
      }
      if (graded) {
        const g = grade[i]!;
        if (!(g >= minGrade && g <= maxGrade)) return false;
      }
      if (bySince && listed[i]! < since) return false;
      if (pairAllowed !== null && pairAllowed[packed[at + 2]!] === 0) return false;
      return rest === null || rest(i);
    };
  }

  /** The conditions few searches have (doors, fuel, colour, words…), or null when it has none. */
  private rarerConditions(
    s: NormalizedSearch,
    words: string[],
    category: number | undefined,
    sizes: Set<string> | undefined,
  ): ((i: number) => boolean) | null {
    const { doors } = s;
    const delivery = s.tab === StockTab.ddu ? s.deliveryType : undefined;
    const fuel = s.fuel?.toLowerCase();
    const color = s.color?.toLowerCase();
    const condition = s.condition?.toLowerCase();
    const given = [doors, delivery, fuel, color, condition, category, sizes];
    if (words.length === 0 && given.every((value) => value === undefined)) return null;
    const wordBits = words.map((word) => this.wordRows(word).bits);
    return (i) => {
      if (doors !== undefined && this.doors[i] !== doors) return false;
      if (delivery !== undefined && !this.deliveryTypes[i]!.includes(delivery)) return false;
      if (fuel !== undefined && this.fuel[i] !== fuel) return false;
      if (color !== undefined && !this.color[i]!.includes(color)) return false;
      if (condition !== undefined && this.conditionOf[i] !== condition) return false;
      if (category !== undefined && this.category[i] !== category) return false;
      if (sizes !== undefined && !sizes.has(this.sizeClass[i]!)) return false;
      for (const bits of wordBits) if ((bits[i >>> 5]! & (1 << (i & 31))) === 0) return false;
      return true;
    };
  }
}
