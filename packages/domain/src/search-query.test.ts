import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  MILEAGE_UNITS,
  PAGE_SIZE_OPTIONS,
  SORT_BY_OPTIONS,
  SORT_ORDERS,
  STOCK_TYPES,
  type SearchFilter,
} from './search-filter.ts';
import { searchFilterSchema } from './contracts/search-filter.ts';
import { parseSearchQuery, serializeSearchQuery } from './search-query.ts';

const defaults = { page: 1, pageSize: 16 } as const;

describe('parseSearchQuery', () => {
  test.each([
    ['', { ...defaults }, undefined], // §2 nothing in the URL: §9 page size default 16
    ['?tab=13&page=2&pageSize=64', { tab: 13, page: 2, pageSize: 64 }, undefined], // §2 "tab ... page, pageSize"; leading '?' allowed
    ['location=new-arrival&tab=11', { ...defaults, tab: 11 }, 'new-arrival'], // §2 "location ... used once to choose the tab"
    ['location=%20', { ...defaults }, undefined], // §2 location: blank means none
    [
      'stockType=dealer-direct&deliveryType=2',
      { ...defaults, stockType: 'dealer-direct', deliveryType: 2 },
      undefined,
    ], // §2 stockType, deliveryType
    [
      'chassis=NZE161-1234&make=TOYOTA&model=COROLLA+AXIO',
      { ...defaults, chassis: 'NZE161-1234', make: 'TOYOTA', model: 'COROLLA AXIO' },
      undefined,
    ], // §2 chassis, make, model
    ['minYear=2010&maxYear=2020', { ...defaults, minYear: 2010, maxYear: 2020 }, undefined], // §2 minYear, maxYear
    [
      'minMileage=10&maxMileage=50000&mileageUnit=mi',
      { ...defaults, minMileage: 10, maxMileage: 50000, mileageUnit: 'mi' },
      undefined,
    ], // §2 minMileage, maxMileage, mileageUnit
    [
      'minConditionGrade=3.5&maxConditionGrade=5',
      { ...defaults, minConditionGrade: 3.5, maxConditionGrade: 5 },
      undefined,
    ], // §2 min/maxConditionGrade
    [
      'countryId=75&portId=3&currency=nzd&countryName=New+Zealand',
      { ...defaults, countryId: 75, portId: 3, currency: 'NZD', countryName: 'New Zealand' },
      undefined,
    ], // §2 countryId, portId, currency; §3 countryName
    ['isLeftHandDrive=false', { ...defaults, isLeftHandDrive: false }, undefined], // §2 Steer Side Right = false
    ['isLeftHandDrive=TRUE', { ...defaults, isLeftHandDrive: true }, undefined], // §2 Steer Side Left = true
    ['kmsFrom=0&kmsTo=100000', { ...defaults, kmsFrom: 0, kmsTo: 100000 }, undefined], // §2 kmsFrom, kmsTo
    [
      'condition=used&doors=5&fuel=Hybrid&color=White&category=SUV',
      { ...defaults, condition: 'used', doors: 5, fuel: 'Hybrid', color: 'White', category: 'SUV' },
      undefined,
    ], // §2 condition, doors, fuel, color, category
    ['sortBy=price&sortOrder=ASC', { ...defaults, sortBy: 'price', sortOrder: 'ASC' }, undefined], // §2 sortBy, sortOrder
    ['requestOrigin=NZ&freeText=prius', { ...defaults, requestOrigin: 'NZ', freeText: 'prius' }, undefined], // §2 requestOrigin, freeText
    ['q=aqua', { ...defaults, freeText: 'aqua' }, undefined], // §2 "freeText (also accepted as q)"
    ['freeText=prius&q=aqua', { ...defaults, freeText: 'prius' }, undefined], // §2 freeText wins over its alias
    ['freeText=&q=aqua', { ...defaults, freeText: 'aqua' }, undefined], // §4 an empty freeText is removed; the alias still counts
    ['tab=abc&page=-1&pageSize=20&minYear=1989&doors=0x2', { ...defaults }, undefined], // garbage values are dropped, never thrown
    ['tab=1.5&minConditionGrade=Infinity&isLeftHandDrive=yes&sortBy=colour', { ...defaults }, undefined], // garbage dropped one by one
    ['make=&model=%20%20&tab=', { ...defaults }, undefined], // §4 empty values are no filter
    ['tab=10&tab=13', { ...defaults, tab: 10 }, undefined], // §2 repeated parameter: the first counts
    ['%E0%A4%A=1&tab=%', { ...defaults }, undefined], // malformed escapes do not throw
  ])('%j', (query, filter, location) => {
    expect(parseSearchQuery(query)).toEqual(location === undefined ? { filter } : { filter, location });
  });

  test('accepts URLSearchParams', () => {
    // §2 "Query-string parameters read on load"
    expect(parseSearchQuery(new URLSearchParams({ tab: '16', stockType: 'ibc' })).filter).toEqual({
      ...defaults,
      tab: 16,
      stockType: 'ibc',
    });
  });
});

describe('serializeSearchQuery', () => {
  test.each([
    [{ ...defaults }, ''], // §2 written on every filter change: defaults stay out of the URL
    [{ page: 2, pageSize: 5000, tab: 11, stockType: 'ibc' }, 'tab=11&stockType=ibc&page=2&pageSize=5000'], // §2 stable order, the spec's list
    [
      { ...defaults, freeText: 'corolla axio', isLeftHandDrive: true },
      'isLeftHandDrive=true&freeText=corolla+axio',
    ], // §2 freeText and steer side
  ] satisfies [SearchFilter, string][])('%j -> %j', (filter, query) => {
    expect(serializeSearchQuery(filter)).toBe(query);
  });
});

// Every valid filter, built from the schema's own limits.
const text = (max: number) => fc.string({ unit: 'grapheme', minLength: 1, maxLength: max });
const int = (min: number, max: number) => fc.integer({ min, max });
const validFilter = fc
  .record(
    {
      tab: int(0, 16),
      stockType: fc.constantFrom(...STOCK_TYPES),
      deliveryType: int(0, 2),
      chassis: text(40),
      minYear: int(1990, 2100),
      maxYear: int(1990, 2100),
      minMileage: int(0, 999999),
      maxMileage: int(0, 999999),
      mileageUnit: fc.constantFrom(...MILEAGE_UNITS),
      minConditionGrade: fc.double({ min: 0, max: 5, noNaN: true }),
      maxConditionGrade: fc.double({ min: 0, max: 5, noNaN: true }),
      make: text(60),
      model: text(60),
      countryId: int(1, 2 ** 31),
      portId: int(1, 2 ** 31),
      currency: fc.stringMatching(/^[A-Z]{3}$/),
      countryName: text(80),
      isLeftHandDrive: fc.boolean(),
      kmsFrom: int(0, 999999),
      kmsTo: int(0, 999999),
      condition: text(20),
      doors: int(1, 6),
      fuel: text(40),
      color: text(40),
      category: text(40),
      sortBy: fc.constantFrom(...SORT_BY_OPTIONS),
      sortOrder: fc.constantFrom(...SORT_ORDERS),
      page: int(1, 100000),
      pageSize: fc.constantFrom(...PAGE_SIZE_OPTIONS),
      requestOrigin: text(80),
      freeText: text(200),
    },
    { requiredKeys: [] },
  )
  .map((input) => searchFilterSchema.safeParse(input))
  .filter((result) => result.success)
  .map((result) => result.data);

describe('search query round trip', () => {
  test('parse(serialise(filter)) equals the filter for every valid filter', () => {
    // §2 "read on load and written on every filter change": the URL holds the whole filter
    fc.assert(
      fc.property(validFilter, (filter) => {
        expect(parseSearchQuery(serializeSearchQuery(filter)).filter).toEqual(filter);
      }),
      { numRuns: 500 },
    );
  });

  test('serialise(parse(query)) is stable for any query string', () => {
    // Parse is total and writing what was read is a fixed point
    const anyQuery = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc
        .array(
          fc.tuple(
            fc.constantFrom(
              'tab',
              'q',
              'freeText',
              'page',
              'pageSize',
              'make',
              'isLeftHandDrive',
              'minConditionGrade',
              'location',
              'currency',
            ),
            fc.string(),
          ),
        )
        .map((pairs) => new URLSearchParams(pairs).toString()),
    );
    fc.assert(
      fc.property(anyQuery, (query) => {
        const once = serializeSearchQuery(parseSearchQuery(query).filter);
        expect(serializeSearchQuery(parseSearchQuery(once).filter)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });
});
