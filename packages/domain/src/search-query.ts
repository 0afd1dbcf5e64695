import {
  readFilterValue,
  SEARCH_FILTER_DEFAULTS,
  SEARCH_FILTER_RULES,
  type SearchFilter,
} from './search-filter.ts';

type FieldKind = 'number' | 'boolean' | 'text';
type FilterKey = keyof SearchFilter;

// §2 Query-string parameters in the spec's order (countryName from §3 sits beside the country);
// this order is also the order they are written in, so equal filters give equal URLs.
const QUERY_FIELDS = {
  tab: 'number',
  stockType: 'text',
  deliveryType: 'number',
  chassis: 'text',
  minYear: 'number',
  maxYear: 'number',
  minMileage: 'number',
  maxMileage: 'number',
  mileageUnit: 'text',
  minConditionGrade: 'number',
  maxConditionGrade: 'number',
  make: 'text',
  model: 'text',
  countryId: 'number',
  portId: 'number',
  currency: 'text',
  countryName: 'text',
  isLeftHandDrive: 'boolean',
  kmsFrom: 'number',
  kmsTo: 'number',
  condition: 'text',
  doors: 'number',
  fuel: 'text',
  color: 'text',
  category: 'text',
  sortBy: 'text',
  sortOrder: 'text',
  page: 'number',
  pageSize: 'number',
  requestOrigin: 'text',
  freeText: 'text',
} as const satisfies Record<FilterKey, FieldKind>;

export const SEARCH_QUERY_KEYS = Object.keys(QUERY_FIELDS) as FilterKey[];

// §2 "freeText (also accepted as q)"; freeText wins when both are valid.
const QUERY_ALIASES: Partial<Record<FilterKey, readonly string[]>> = { freeText: ['q'] };

// Defaults are left out of the URL; parsing puts them back, so the round trip still holds.
const QUERY_DEFAULTS: Partial<Record<FilterKey, unknown>> = { page: 1, pageSize: 16 };

// Plain decimal numbers only: Number() alone would also accept '', ' ', '0x10' and 'Infinity'.
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function coerce(raw: string, kind: FieldKind): unknown {
  if (kind === 'number') return NUMBER_TEXT.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (kind === 'boolean') {
    const word = raw.trim().toLowerCase();
    return word === 'true' ? true : word === 'false' ? false : raw;
  }
  return raw;
}

export type SearchQueryState = {
  filter: SearchFilter;
  /** §2 Tab name with dashes for spaces; used once to choose the tab, then removed from the URL. */
  location?: string;
};

/** §2 Reads the search page URL. Total: each unreadable parameter is dropped on its own, never thrown. */
export function parseSearchQuery(query: string | URLSearchParams): SearchQueryState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const values: Partial<Record<FilterKey, unknown>> = {};
  for (const key of SEARCH_QUERY_KEYS) {
    for (const name of [key, ...(QUERY_ALIASES[key] ?? [])]) {
      const raw = params.get(name);
      const value =
        raw === null ? undefined : readFilterValue(SEARCH_FILTER_RULES[key], coerce(raw, QUERY_FIELDS[key]));
      if (value !== undefined) {
        values[key] = value;
        break;
      }
    }
  }
  const location = readFilterValue(SEARCH_FILTER_RULES.requestOrigin, params.get('location'));
  const filter = { ...SEARCH_FILTER_DEFAULTS, ...values } as SearchFilter;
  return typeof location === 'string' ? { filter, location } : { filter };
}

/** §2 Writes the filter back to the URL on every change: stable key order, no leading '?'. */
export function serializeSearchQuery(filter: SearchFilter): string {
  const params = new URLSearchParams();
  for (const key of SEARCH_QUERY_KEYS) {
    const value = filter[key];
    if (value !== undefined && value !== QUERY_DEFAULTS[key]) params.set(key, String(value));
  }
  return params.toString();
}
