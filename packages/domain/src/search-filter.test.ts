import { describe, expect, test } from 'vitest';
import {
  clearSearchFilter,
  isFilterActive,
  readFilterValue,
  SEARCH_FILTER_RULES,
  SORT_BY_LABELS,
  withoutBlankFilterValues,
} from './search-filter.ts';
import { MAX_RECORD_ID } from './record-id.ts';
import { searchFilterSchema } from './contracts/search-filter.ts';

const messages = (input: unknown) =>
  searchFilterSchema
    .safeParse(input)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('searchFilterSchema', () => {
  test('defaults page 1 and page size 16, strips unknown keys', () => {
    // §9 "Page size default 16"; §4 searches start on page 1
    expect(searchFilterSchema.parse({ tab: 11, hacker: true })).toEqual({ tab: 11, page: 1, pageSize: 16 });
  });

  test.each([
    [{ tab: 5 }], // §4 tab numbers run 0..16 (5 is a number without a name, still a number)
    [{ pageSize: 5000 }], // §9 "5000 (All)"
    [{ minConditionGrade: 3.5, maxConditionGrade: 5 }], // §5 condition grade 0 to 5
    [{ mileageUnit: 'mi', minMileage: 10, maxMileage: 999999 }], // §5 mileage 10 to 999999, km or mi
    [{ currency: ' nzd ' }], // §3 Country currency: three letters, any case
    [{ stockType: 'dealer-direct', sortBy: 'conditionGrade', sortOrder: 'ASC' }], // §2 Member search sort and stock type
  ])('accepts %j', (input) => {
    expect(searchFilterSchema.safeParse(input).success).toBe(true);
  });

  test.each([
    [{ tab: 17 }, ['tab: tab must be a whole number from 0 to 16.']], // §4 tab numbers 0..16
    [{ page: 0 }, ['page: page must be a whole number from 1 to 100000.']], // §4 "previous works only above page 1"
    [{ pageSize: 20 }, ['pageSize: pageSize must be one of: 16, 32, 64, 128, 5000.']], // §9 page size options
    [{ minYear: 1989 }, ['minYear: minYear must be a whole number from 1990 to 2100.']], // §5 "Year slider 1990"
    [{ maxConditionGrade: 5.5 }, ['maxConditionGrade: maxConditionGrade must be a number from 0 to 5.']], // §5 condition grade 0 to 5
    [{ mileageUnit: 'miles' }, ['mileageUnit: mileageUnit must be one of: km, mi.']], // §5 "mileage unit km or mi"
    [{ countryId: -75 }, ['countryId: countryId must be a positive whole number.']], // §3 Country id
    [{ currency: 'NZ' }, ['currency: currency must be a three-letter code such as NZD.']], // §3 currency code
    [{ isLeftHandDrive: 'yes' }, ['isLeftHandDrive: isLeftHandDrive must be true or false.']], // §2 Steer Side: true / false
    [{ make: '   ' }, ['make: make must not be blank.']], // §4 an empty free text is removed, not sent
    [{ chassis: 'x'.repeat(41) }, ['chassis: chassis must be at most 40 characters.']], // §3 chassis
    [{ fuel: 7 }, ['fuel: fuel must be text.']], // §3 fuel
    [{ deliveryType: 3 }, ['deliveryType: deliveryType must be a whole number from 0 to 2.']], // §3 Delivery types 0..2
  ])('rejects %j with a clear message', (input, expected) => {
    expect(messages(input)).toEqual(expected);
  });
});

test.each([
  [{}, false], // §2 "Clear Filter link active only when a filter is set": nothing set
  [{ tab: 13, page: 3, pageSize: 64, sortBy: 'price', sortOrder: 'ASC', requestOrigin: 'NZ' }, false], // §2 tabs, paging and sorting are not filters
  [{ make: 'TOYOTA' }, true], // §2 Make & Model filter
  [{ isLeftHandDrive: false }, true], // §2 Steer Side Right = false is a filter
  [{ freeText: 'prius' }, true], // §2 free-text box
  [{ deliveryType: 0 }, true], // §2 Delivery Type dropdown, Pick Up At Port = 0
])('isFilterActive(%j) = %j', (input, active) => {
  expect(isFilterActive(searchFilterSchema.parse(input))).toBe(active);
});

test.each([
  [1, 'NZ', { tab: 1, page: 1, pageSize: 16, requestOrigin: 'NZ' }], // §4 "Clear Filter resets to All Stock, page 1, size 16, requestOrigin from stored location"
  [11, undefined, { tab: 11, page: 1, pageSize: 16 }], // §4 member "Clear returns to IBC, page 1, size 16"
])('clearSearchFilter(%i, %j)', (tab, origin, filter) => {
  expect(clearSearchFilter(tab, origin)).toEqual(filter);
});

test('sort labels', () => {
  // §2 "Sort By (year, price, mileage, condition grade, listing)"
  expect(Object.values(SORT_BY_LABELS)).toEqual(['Year', 'Price', 'Mileage', 'Condition Grade', 'Listing']);
});

test.each([
  [
    { tab: 1, make: null, freeText: '', model: '  ', page: 2 },
    { tab: 1, page: 2 },
  ], // §3 unset fields sent as null/'' mean no filter
  [
    { isLeftHandDrive: false, minYear: 0 },
    { isLeftHandDrive: false, minYear: 0 },
  ], // §2 Steer Side Right = false is a value, not blank
  [{ minYear: 'abc' }, { minYear: 'abc' }], // garbage is left for the schema to refuse with a 400
  [null, null], // not an object: left for the schema to refuse
  [
    [1, 2],
    [1, 2],
  ], // an array is not a filter object: left for the schema to refuse
  ['tab=1', 'tab=1'], // a string body: left for the schema to refuse
])('withoutBlankFilterValues(%j) = %j', (body, cleaned) => {
  expect(withoutBlankFilterValues(body)).toEqual(cleaned);
});

// The search page reads its URL with the rules alone (no schema library on the first load);
// for every field and every kind of value, the rules accept exactly what the API's schema accepts,
// and give the same value (text trimmed, a currency upper-cased).
describe('readFilterValue agrees with the search API schema', () => {
  const samples: unknown[] = [
    null,
    true,
    false,
    0,
    1,
    -1,
    1.5,
    2,
    3,
    6,
    7,
    16,
    17,
    32,
    128,
    5000,
    1989,
    1990,
    2100,
    2101,
    5,
    5.01,
    999999,
    1000000,
    100000,
    100001,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    MAX_RECORD_ID,
    MAX_RECORD_ID + 1,
    '',
    '   ',
    'NZD',
    ' nzd ',
    'nz',
    'NZDX',
    'N1D',
    'ibc',
    'IBC',
    'km',
    'mi',
    'year',
    'conditionGrade',
    'DESC',
    'asc',
    ' Toyota ',
    'x'.repeat(20),
    'x'.repeat(21),
    'x'.repeat(200),
    'x'.repeat(201),
    '𝅘𝅥𝅮'.repeat(20),
    '𝅘𝅥𝅮'.repeat(21),
    '16',
    'true',
    [],
    {},
  ];
  test.each(Object.keys(SEARCH_FILTER_RULES) as (keyof typeof SEARCH_FILTER_RULES)[])('%s', (key) => {
    for (const value of samples) {
      const parsed = searchFilterSchema.shape[key].safeParse(value);
      expect(readFilterValue(SEARCH_FILTER_RULES[key], value), JSON.stringify(value)).toEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });
});
