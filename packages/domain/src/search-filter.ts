import { z } from 'zod';
import { MAX_RECORD_ID } from './contracts/errors.ts';

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
/** Issue 10, finding 5: 'All' is a member feature; visitors' pages hold at most this many vehicles. */
export const PUBLIC_PAGE_SIZE_MAX = 128;
export const DEFAULT_PAGE = 1;

// §5 "mileage unit km or mi".
export const MILEAGE_UNITS = ['km', 'mi'] as const;
export type MileageUnit = (typeof MILEAGE_UNITS)[number];

// §2 Menu links: /search?stockType=ibc, new-arrival, dealer-direct; 'ddu' from the tile's checklist link (§2 Vehicle tile).
export const STOCK_TYPES = ['ibc', 'new-arrival', 'dealer-direct', 'ddu'] as const;
export type StockType = (typeof STOCK_TYPES)[number];

const wholeNumber = (field: string, min: number, max: number) => {
  const error = `${field} must be a whole number from ${min} to ${max}.`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const positiveId = (field: string) => {
  const error = `${field} must be a positive whole number.`;
  return z.number({ error }).int({ error }).positive({ error }).max(MAX_RECORD_ID, { error });
};
const decimalBetween = (field: string, min: number, max: number) => {
  const error = `${field} must be a number from ${min} to ${max}.`;
  return z.number({ error }).min(min, { error }).max(max, { error });
};
// Text is trimmed and never empty: an empty box means "no filter", which is an absent key.
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .min(1, { error: `${field} must not be blank.` })
    .max(max, { error: `${field} must be at most ${max} characters.` });
const oneOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of: ${values.join(', ')}.` });

/** §3 Search filter: the query string of the web app and the body of the search API, one schema. */
export const searchFilterSchema = z.object({
  tab: wholeNumber('tab', 0, 16).optional(),
  stockType: oneOf('stockType', STOCK_TYPES).optional(),
  deliveryType: wholeNumber('deliveryType', 0, 2).optional(),
  chassis: text('chassis', 40).optional(),
  minYear: wholeNumber('minYear', 1990, 2100).optional(),
  maxYear: wholeNumber('maxYear', 1990, 2100).optional(),
  minMileage: wholeNumber('minMileage', 0, 999999).optional(),
  maxMileage: wholeNumber('maxMileage', 0, 999999).optional(),
  mileageUnit: oneOf('mileageUnit', MILEAGE_UNITS).optional(),
  minConditionGrade: decimalBetween('minConditionGrade', 0, 5).optional(),
  maxConditionGrade: decimalBetween('maxConditionGrade', 0, 5).optional(),
  make: text('make', 60).optional(),
  model: text('model', 60).optional(),
  countryId: positiveId('countryId').optional(),
  portId: positiveId('portId').optional(),
  currency: z
    .string({ error: 'currency must be a three-letter code such as NZD.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'currency must be a three-letter code such as NZD.' })
    .optional(),
  countryName: text('countryName', 80).optional(),
  isLeftHandDrive: z.boolean({ error: 'isLeftHandDrive must be true or false.' }).optional(),
  kmsFrom: wholeNumber('kmsFrom', 0, 999999).optional(),
  kmsTo: wholeNumber('kmsTo', 0, 999999).optional(),
  condition: text('condition', 20).optional(),
  doors: wholeNumber('doors', 1, 6).optional(),
  fuel: text('fuel', 40).optional(),
  color: text('color', 40).optional(),
  category: text('category', 40).optional(),
  sortBy: oneOf('sortBy', SORT_BY_OPTIONS).optional(),
  sortOrder: oneOf('sortOrder', SORT_ORDERS).optional(),
  page: wholeNumber('page', 1, 100000).default(DEFAULT_PAGE),
  pageSize: z
    .literal(PAGE_SIZE_OPTIONS, { error: `pageSize must be one of: ${PAGE_SIZE_OPTIONS.join(', ')}.` })
    .default(DEFAULT_PAGE_SIZE),
  requestOrigin: text('requestOrigin', 80).optional(),
  freeText: text('freeText', 200).optional(),
});

export type SearchFilter = z.infer<typeof searchFilterSchema>;
export type SearchFilterInput = z.input<typeof searchFilterSchema>;

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
  return searchFilterSchema.parse({ tab, requestOrigin });
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
