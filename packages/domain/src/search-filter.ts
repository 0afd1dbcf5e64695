import type { SearchFilter } from './contracts/search-filter.ts';
import { MAX_RECORD_ID } from './record-id.ts';

// §2 Member search: Sort By (year, price, mileage, condition grade, listing), DESC default / ASC.
export const SORT_BY_OPTIONS = ['year', 'price', 'mileage', 'conditionGrade', 'listing'] as const;
export type SortBy = (typeof SORT_BY_OPTIONS)[number];
export const SORT_BY_LABELS: Readonly<Record<SortBy, string>> = {
  year: 'Year',
  price: 'Price',
  mileage: 'Mileage',
  conditionGrade: 'Condition Grade',
  listing: 'Listing',
};
export const SORT_ORDERS = ['DESC', 'ASC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT_BY: SortBy = 'year';
export const DEFAULT_SORT_ORDER: SortOrder = 'DESC';

// §9 "Page size default 16; options 16, 32, 64, 128, 5000 (All)".
export const PAGE_SIZE_ALL = 5000;
export const PAGE_SIZE_OPTIONS = [16, 32, 64, 128, PAGE_SIZE_ALL] as const;
export const DEFAULT_PAGE_SIZE = 16;
/** 'All' is a member feature; visitors' pages hold at most this many vehicles. */
export const PUBLIC_PAGE_SIZE_MAX = 128;
export const DEFAULT_PAGE = 1;

// §5 "mileage unit km or mi".
export const MILEAGE_UNITS = ['km', 'mi'] as const;
export type MileageUnit = (typeof MILEAGE_UNITS)[number];

// §2 Menu links: /search?stockType=ibc, new-arrival, dealer-direct; 'ddu' from the tile's checklist link (§2 Vehicle tile).
export const STOCK_TYPES = ['ibc', 'new-arrival', 'dealer-direct', 'ddu'] as const;
export type StockType = (typeof STOCK_TYPES)[number];

/**
 * What each filter field accepts (§3), in one table: the API's schema is built from it
 * (contracts/search-filter.ts), and the search page reads its URL with it without loading the schema
 * library (`readFilterValue`).
 */
export type FilterRule =
  | { kind: 'whole'; min: number; max: number }
  | { kind: 'id' }
  | { kind: 'decimal'; min: number; max: number }
  | { kind: 'text'; max: number }
  | { kind: 'oneOf'; values: readonly string[] }
  | { kind: 'currency' }
  | { kind: 'boolean' }
  | { kind: 'pageSize' };

export const SEARCH_FILTER_RULES = {
  tab: { kind: 'whole', min: 0, max: 16 },
  stockType: { kind: 'oneOf', values: STOCK_TYPES },
  deliveryType: { kind: 'whole', min: 0, max: 2 },
  chassis: { kind: 'text', max: 40 },
  minYear: { kind: 'whole', min: 1990, max: 2100 },
  maxYear: { kind: 'whole', min: 1990, max: 2100 },
  minMileage: { kind: 'whole', min: 0, max: 999999 },
  maxMileage: { kind: 'whole', min: 0, max: 999999 },
  mileageUnit: { kind: 'oneOf', values: MILEAGE_UNITS },
  minConditionGrade: { kind: 'decimal', min: 0, max: 5 },
  maxConditionGrade: { kind: 'decimal', min: 0, max: 5 },
  make: { kind: 'text', max: 60 },
  model: { kind: 'text', max: 60 },
  countryId: { kind: 'id' },
  portId: { kind: 'id' },
  currency: { kind: 'currency' },
  countryName: { kind: 'text', max: 80 },
  isLeftHandDrive: { kind: 'boolean' },
  kmsFrom: { kind: 'whole', min: 0, max: 999999 },
  kmsTo: { kind: 'whole', min: 0, max: 999999 },
  condition: { kind: 'text', max: 20 },
  doors: { kind: 'whole', min: 1, max: 6 },
  fuel: { kind: 'text', max: 40 },
  color: { kind: 'text', max: 40 },
  category: { kind: 'text', max: 40 },
  sortBy: { kind: 'oneOf', values: SORT_BY_OPTIONS },
  sortOrder: { kind: 'oneOf', values: SORT_ORDERS },
  page: { kind: 'whole', min: 1, max: 100000 },
  pageSize: { kind: 'pageSize' },
  requestOrigin: { kind: 'text', max: 80 },
  freeText: { kind: 'text', max: 200 },
} as const satisfies Record<string, FilterRule>;

/** Fields that are never absent from a filter: their value when none is given. */
export const SEARCH_FILTER_DEFAULTS = { page: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE } as const;

/** A currency as the search takes it, once trimmed and upper-cased. */
export const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * The value `rule` accepts for `value` (text trimmed, a currency upper-cased), or undefined when it
 * accepts none: the same answer as the API's schema (contracts/search-filter.ts), without its messages.
 */
export function readFilterValue(rule: FilterRule, value: unknown): unknown {
  switch (rule.kind) {
    case 'whole':
      return Number.isInteger(value) && (value as number) >= rule.min && (value as number) <= rule.max
        ? value
        : undefined;
    case 'id':
      return Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_RECORD_ID
        ? value
        : undefined;
    case 'decimal':
      return typeof value === 'number' && value >= rule.min && value <= rule.max ? value : undefined;
    case 'text': {
      // Counted in characters (code points), as the schema counts them: '𝅘𝅥𝅮' is one, not two.
      const text = typeof value === 'string' ? value.trim() : '';
      return text !== '' && [...text].length <= rule.max ? text : undefined;
    }
    case 'oneOf':
      return rule.values.includes(value as string) ? value : undefined;
    case 'currency': {
      const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
      return CURRENCY_CODE.test(code) ? code : undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'pageSize':
      return (PAGE_SIZE_OPTIONS as readonly unknown[]).includes(value) ? value : undefined;
  }
}

export type { SearchFilter, SearchFilterInput } from './contracts/search-filter.ts';

/**
 * §3/§7 A client that sends the whole filter object with its unset fields as null or '' (as form-built
 * bodies do) means "no filter" for them, the same as leaving the key out. Applied to the search API's
 * body before validation; anything else (wrong types, out-of-range values) still gets its 400.
 */
export function withoutBlankFilterValues(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) => value !== null && !(typeof value === 'string' && value.trim() === ''),
    ),
  );
}

/** §4 Clear Filter: the chosen tab, page 1, size 16, requestOrigin from the stored location. */
export function clearSearchFilter(tab: number, requestOrigin?: string): SearchFilter {
  const origin = readFilterValue(SEARCH_FILTER_RULES.requestOrigin, requestOrigin) as string | undefined;
  return { tab, ...(origin === undefined ? {} : { requestOrigin: origin }), ...SEARCH_FILTER_DEFAULTS };
}

// Filters a user sets through the pop-ups and the free-text box; paging, sorting, the tab and the
// request origin are navigation, so they do not light up Clear Filter (§2 Public search).
const USER_FILTER_KEYS = [
  'deliveryType',
  'chassis',
  'minYear',
  'maxYear',
  'minMileage',
  'maxMileage',
  'minConditionGrade',
  'maxConditionGrade',
  'make',
  'model',
  'countryId',
  'portId',
  'currency',
  'countryName',
  'isLeftHandDrive',
  'kmsFrom',
  'kmsTo',
  'condition',
  'doors',
  'fuel',
  'color',
  'category',
  'freeText',
] as const satisfies readonly (keyof SearchFilter)[];

/** §2 "A Clear Filter link active only when a filter is set." */
export function isFilterActive(filter: SearchFilter): boolean {
  return USER_FILTER_KEYS.some((key) => filter[key] !== undefined);
}
