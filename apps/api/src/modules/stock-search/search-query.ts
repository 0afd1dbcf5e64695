// Pure normalisation of the shared search filter (§3) into what the repository queries: the tab
// resolved (§4 defaults, stockType links), mileage in km (§5 km or mi), free text split into words.
// The normalised form is also the key of the per-instance count cache.
import {
  DEFAULT_MEMBER_TAB,
  DEFAULT_PUBLIC_TAB,
  DEFAULT_SORT_BY,
  DEFAULT_SORT_ORDER,
  mileageToKms,
  StockTab,
  type SearchFilter,
  type SortBy,
  type SortOrder,
} from '@ibc/domain';

export type SortColumn = SortBy;
export type Audience = 'public' | 'member';

export interface NormalizedSearch {
  tab: number;
  deliveryType?: number;
  make?: string;
  model?: string;
  minYear?: number;
  maxYear?: number;
  minKms?: number;
  maxKms?: number;
  minConditionGrade?: number;
  maxConditionGrade?: number;
  isLeftHandDrive?: boolean;
  doors?: number;
  fuel?: string;
  color?: string;
  condition?: string;
  category?: string;
  chassis?: string;
  words: string[];
  countryId?: number;
  portId?: number;
  sortBy: SortColumn;
  sortOrder: SortOrder;
  page: number;
  pageSize: number;
}

// §2 menu links /search?stockType=... choose the member tab when no tab is given.
const TAB_BY_STOCK_TYPE: Record<string, number> = {
  ibc: StockTab.ibc,
  'new-arrival': StockTab.newArrival,
  'dealer-direct': StockTab.dealerDirect,
  ddu: StockTab.ddu,
};

const MAX_WORDS = 8;

function toKms(
  value: number | undefined,
  unit: 'km' | 'mi' | undefined,
  round: 'floor' | 'ceil',
): number | undefined {
  return value === undefined ? undefined : mileageToKms(value, unit, round);
}

const maxOf = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.max(a, b);
const minOf = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.min(a, b);

/** Orders a low/high pair the way the range slider does (§5: swapped when low exceeds high). */
function ordered<T extends number>(low: T | undefined, high: T | undefined): [T | undefined, T | undefined] {
  return low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];
}

export function resolveTab(filter: SearchFilter, audience: Audience): number {
  if (filter.tab !== undefined) return filter.tab;
  const byStockType = filter.stockType ? TAB_BY_STOCK_TYPE[filter.stockType] : undefined;
  if (byStockType !== undefined) return byStockType;
  // §4 Public search: tab defaults to All Stock (1); member search: IBC Stock (11).
  return audience === 'member' ? DEFAULT_MEMBER_TAB : DEFAULT_PUBLIC_TAB;
}

export function normalizeSearch(filter: SearchFilter, audience: Audience): NormalizedSearch {
  const [minYear, maxYear] = ordered(filter.minYear, filter.maxYear);
  const [minGrade, maxGrade] = ordered(filter.minConditionGrade, filter.maxConditionGrade);
  const [minMileage, maxMileage] = ordered(filter.minMileage, filter.maxMileage);
  const minKms = maxOf(toKms(minMileage, filter.mileageUnit, 'floor'), filter.kmsFrom);
  const maxKms = minOf(toKms(maxMileage, filter.mileageUnit, 'ceil'), filter.kmsTo);
  const words = (filter.freeText ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .filter((word, index, all) => all.indexOf(word) === index)
    .slice(0, MAX_WORDS);
  const tab = resolveTab(filter, audience);
  const search: NormalizedSearch = {
    tab,
    words,
    // Prices are a member privilege (§6): a visitor's list in price order would reveal them, so the
    // public search sorts by the default instead.
    sortBy:
      filter.sortBy === 'price' && audience === 'public'
        ? DEFAULT_SORT_BY
        : (filter.sortBy ?? DEFAULT_SORT_BY),
    sortOrder: filter.sortOrder ?? DEFAULT_SORT_ORDER,
    page: filter.page,
    pageSize: filter.pageSize,
  };
  const optional: Partial<NormalizedSearch> = {
    deliveryType: tab === StockTab.ddu ? filter.deliveryType : undefined,
    make: filter.make,
    model: filter.model,
    minYear,
    maxYear,
    minKms,
    maxKms,
    minConditionGrade: minGrade,
    maxConditionGrade: maxGrade,
    isLeftHandDrive: filter.isLeftHandDrive,
    doors: filter.doors,
    fuel: filter.fuel,
    color: filter.color,
    condition: filter.condition,
    category: filter.category,
    chassis: filter.chassis?.toLowerCase(),
    countryId: filter.countryId,
    portId: filter.portId,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (search as unknown as Record<string, unknown>)[key] = value;
  }
  return search;
}

/** Key of the rows a search matches (paging and sorting left out): the count cache key. */
export function matchKey(search: Partial<NormalizedSearch>, scope = 'count'): string {
  const { sortBy: _s, sortOrder: _o, page: _p, pageSize: _z, ...where } = search;
  const make = where.make?.toLowerCase();
  const model = where.model?.toLowerCase();
  return `${scope}:${JSON.stringify({ ...where, make, model })}`;
}

/**
 * How a free-text page is read (ADR 0005):
 * - 'sort-matches': few matches (the bounded count is exact, at most NARROW_MATCHES): read them
 *   through the trigram index and sort them;
 * - 'walk-sort-index': many matches sorted by year: walk the covering year index, checking each
 *   entry's text there (an index-only scan), until the page is full;
 * - 'planner': many matches in another sort: PostgreSQL walks that sort's index.
 */
export type FreeTextPlan = 'walk-sort-index' | 'sort-matches' | 'planner';

/** Up to this many free-text matches are read through the trigram index and sorted. */
export const NARROW_MATCHES = 5_000;
/** An entry of the covering year index checked costs about a seventh of a match fetched (EXPLAIN). */
const YEAR_ENTRY_COST_IN_MATCHES = 0.15;

/** Below this share of the tab's stock, matches are sorted rather than sought along another sort. */
const SPARSE_SHARE = 0.1;

/**
 * How to read a page of free text. Sorted by year: walk the covering year index (the text is in it)
 * unless the matches are few and fetching them costs less than the walk, about (offset + page size) x
 * (the tab's stock / the matches) entries, each a seventh of a match fetched. Other sorts' indexes
 * hold no text: a walk reads a row for each entry it checks, and a model's matches bunch together in
 * mileage, price or listing order, so a walk can pass most of the stock before its page. The matches
 * are sorted unless they are a large share of the tab (then a walk meets them soon).
 */
export async function freeTextPlan(
  sortBy: SortColumn,
  matches: { count: number; exact: boolean },
  take: number,
  // The tab's stock is an estimate read from the database: asked for only when the choice needs it.
  tabStock: () => Promise<number>,
): Promise<FreeTextPlan> {
  const few = matches.exact && matches.count <= NARROW_MATCHES;
  if (sortBy !== 'year') {
    if (few) return 'sort-matches';
    return matches.count < (await tabStock()) * SPARSE_SHARE ? 'sort-matches' : 'planner';
  }
  if (!few) return 'walk-sort-index';
  const walk = ((take * (await tabStock())) / Math.max(matches.count, 1)) * YEAR_ENTRY_COST_IN_MATCHES;
  return walk < matches.count ? 'walk-sort-index' : 'sort-matches';
}

/** The search has free text (words or a chassis), matched through search_text. */
export function hasFreeText(search: NormalizedSearch): boolean {
  return search.words.length > 0 || Boolean(search.chassis);
}

/** Only the tab of the search: the stock a walk of a sort's index passes through. */
export function tabOnly(search: NormalizedSearch): NormalizedSearch {
  const { tab, deliveryType, sortBy, sortOrder, page, pageSize } = search;
  return {
    tab,
    ...(deliveryType !== undefined && { deliveryType }),
    words: [],
    sortBy,
    sortOrder,
    page,
    pageSize,
  };
}
