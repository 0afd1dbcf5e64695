import { z } from 'zod';
import {
  CURRENCY_CODE,
  MILEAGE_UNITS,
  PAGE_SIZE_OPTIONS,
  SEARCH_FILTER_DEFAULTS,
  SEARCH_FILTER_RULES as RULES,
  SORT_BY_OPTIONS,
  SORT_ORDERS,
  STOCK_TYPES,
} from '../search-filter.ts';
import { MAX_RECORD_ID } from '../record-id.ts';

// The search filter's schema, with the messages of each field, built on the rules of search-filter.ts
// (which the web's URL reading uses without this library).

const wholeNumber = (field: string, { min, max }: { min: number; max: number }) => {
  const error = `${field} must be a whole number from ${min} to ${max}.`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const positiveId = (field: string) => {
  const error = `${field} must be a positive whole number.`;
  return z.number({ error }).int({ error }).positive({ error }).max(MAX_RECORD_ID, { error });
};
const decimalBetween = (field: string, { min, max }: { min: number; max: number }) => {
  const error = `${field} must be a number from ${min} to ${max}.`;
  return z.number({ error }).min(min, { error }).max(max, { error });
};
// Text is trimmed and never empty: an empty box means "no filter", which is an absent key.
const text = (field: string, { max }: { max: number }) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .min(1, { error: `${field} must not be blank.` })
    .max(max, { error: `${field} must be at most ${max} characters.` });
const oneOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of: ${values.join(', ')}.` });

/** §3 Search filter: the query string of the web app and the body of the search API, one schema. */
export const searchFilterSchema = z.object({
  tab: wholeNumber('tab', RULES.tab).optional(),
  stockType: oneOf('stockType', STOCK_TYPES).optional(),
  deliveryType: wholeNumber('deliveryType', RULES.deliveryType).optional(),
  chassis: text('chassis', RULES.chassis).optional(),
  minYear: wholeNumber('minYear', RULES.minYear).optional(),
  maxYear: wholeNumber('maxYear', RULES.maxYear).optional(),
  minMileage: wholeNumber('minMileage', RULES.minMileage).optional(),
  maxMileage: wholeNumber('maxMileage', RULES.maxMileage).optional(),
  mileageUnit: oneOf('mileageUnit', MILEAGE_UNITS).optional(),
  minConditionGrade: decimalBetween('minConditionGrade', RULES.minConditionGrade).optional(),
  maxConditionGrade: decimalBetween('maxConditionGrade', RULES.maxConditionGrade).optional(),
  make: text('make', RULES.make).optional(),
  model: text('model', RULES.model).optional(),
  countryId: positiveId('countryId').optional(),
  portId: positiveId('portId').optional(),
  currency: z
    .string({ error: 'currency must be a three-letter code such as NZD.' })
    .trim()
    .toUpperCase()
    .regex(CURRENCY_CODE, { error: 'currency must be a three-letter code such as NZD.' })
    .optional(),
  countryName: text('countryName', RULES.countryName).optional(),
  isLeftHandDrive: z.boolean({ error: 'isLeftHandDrive must be true or false.' }).optional(),
  kmsFrom: wholeNumber('kmsFrom', RULES.kmsFrom).optional(),
  kmsTo: wholeNumber('kmsTo', RULES.kmsTo).optional(),
  condition: text('condition', RULES.condition).optional(),
  doors: wholeNumber('doors', RULES.doors).optional(),
  fuel: text('fuel', RULES.fuel).optional(),
  color: text('color', RULES.color).optional(),
  category: text('category', RULES.category).optional(),
  sortBy: oneOf('sortBy', SORT_BY_OPTIONS).optional(),
  sortOrder: oneOf('sortOrder', SORT_ORDERS).optional(),
  page: wholeNumber('page', RULES.page).default(SEARCH_FILTER_DEFAULTS.page),
  pageSize: z
    .literal(PAGE_SIZE_OPTIONS, { error: `pageSize must be one of: ${PAGE_SIZE_OPTIONS.join(', ')}.` })
    .default(SEARCH_FILTER_DEFAULTS.pageSize),
  requestOrigin: text('requestOrigin', RULES.requestOrigin).optional(),
  freeText: text('freeText', RULES.freeText).optional(),
});

export type SearchFilter = z.infer<typeof searchFilterSchema>;

/** Compile-time check: the rules name exactly the schema's fields (a type error otherwise). */
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
type Holds<T extends true> = T;
export type RulesNameEveryField = Holds<SameKeys<typeof RULES, SearchFilter>>;
export type SearchFilterInput = z.input<typeof searchFilterSchema>;
