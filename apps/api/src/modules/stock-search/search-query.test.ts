import { searchFilterSchema } from '@ibc/domain';
import { expect, it } from 'vitest';
import {
  matchKey,
  normalizeSearch,
  resolveTab,
  withinYears,
  withoutWords,
  yearWindow,
} from './search-query.ts';

const f = (input: Record<string, unknown>) => searchFilterSchema.parse(input);

it.each([
  [{}, 'public', 1], // §4 public default All Stock
  [{}, 'member', 11], // §4 member default IBC
  [{ stockType: 'dealer-direct' }, 'member', 15], // §2 menu link /search?stockType=dealer-direct
  [{ stockType: 'new-arrival' }, 'member', 10],
  [{ stockType: 'ibc', tab: 16 }, 'member', 16], // §2 DDU link: stockType=ibc&tab=16
  [{ tab: 13 }, 'public', 13],
] as const)('resolveTab(%j, %s) = %i', (input, audience, tab) => {
  expect(resolveTab(f(input), audience)).toBe(tab);
});

it('converts miles to km, merges kmsFrom/kmsTo, swaps reversed ranges, splits free text', () => {
  const search = normalizeSearch(
    f({
      minMileage: 100,
      maxMileage: 10,
      mileageUnit: 'mi',
      kmsFrom: 20,
      maxYear: 2010,
      minYear: 2020,
      freeText: 'Aqua  aqua G',
    }),
    'public',
  );
  expect(search).toMatchObject({
    minKms: 20,
    maxKms: 161,
    minYear: 2010,
    maxYear: 2020,
    words: ['aqua', 'g'],
  });
});

it('keeps the delivery type only on the DDU tab', () => {
  expect(normalizeSearch(f({ tab: 16, deliveryType: 1 }), 'member').deliveryType).toBe(1);
  expect(normalizeSearch(f({ tab: 11, deliveryType: 1 }), 'member').deliveryType).toBeUndefined();
});

it('gives one count key per set of matching rows, whatever the page, sort or letter case', () => {
  const a = matchKey(normalizeSearch(f({ make: 'Toyota', page: 3, sortBy: 'price' }), 'public'));
  const b = matchKey(normalizeSearch(f({ make: 'toyota', pageSize: 64 }), 'public'));
  expect(a).toBe(b);
  expect(matchKey(normalizeSearch(f({ make: 'Honda' }), 'public'))).not.toBe(a);
});

// Free text sorted by year reads its page among the years that hold it.
const years = (pairs: Record<number, number>) =>
  Object.entries(pairs).map(([year, count]) => ({ year: Number(year), count }));
// 'aqua'-like: 4,200 matches, none in the newest years, dense among 2014-2021 stock.
const aquaMatches = years({ 2012: 100, 2014: 600, 2015: 700, 2018: 900, 2020: 1_000, 2021: 900 });
const stock = years({
  2010: 3_000,
  2012: 4_000,
  2014: 5_000,
  2015: 5_000,
  2018: 6_000,
  2020: 7_000,
  2021: 8_000,
  2024: 9_000,
  2025: 9_000,
});

it.each([
  // Page 1 newest first: all in 2021 (900 of 8,000 there); ~140 entries walked beat sorting 900.
  ['DESC', 0, 16, aquaMatches, { minYear: 2021, maxYear: 2021, offset: 0, plan: 'walk-sort-index' }],
  // A page across the 2021/2020 boundary: ~7,150 entries of 15,000 walked still beat sorting 1,900.
  ['DESC', 890, 16, aquaMatches, { minYear: 2020, maxYear: 2021, offset: 890, plan: 'walk-sort-index' }],
  // Page 2 of 2020 alone: the 900 matches of 2021 are skipped, offset 100 among 2020's.
  ['DESC', 1_000, 16, aquaMatches, { minYear: 2020, maxYear: 2020, offset: 100, plan: 'walk-sort-index' }],
  // Oldest first: 2012's 100 matches among 4,000 (one in 40): ~640 entries, cheaper than sorting 100.
  ['ASC', 0, 16, aquaMatches, { minYear: 2012, maxYear: 2012, offset: 0, plan: 'walk-sort-index' }],
  // Sparser: 20 matches among 4,000 in 2012: walking ~3,200 entries costs more than sorting 20.
  [
    'ASC',
    0,
    16,
    years({ 2012: 20, 2021: 900 }),
    { minYear: 2012, maxYear: 2012, offset: 0, plan: 'sort-matches' },
  ],
  // A rare word spread thin: sorting its few matches.
  [
    'DESC',
    0,
    16,
    years({ 2010: 3, 2025: 2 }),
    { minYear: 2010, maxYear: 2025, offset: 0, plan: 'sort-matches' },
  ],
  // The last, short page.
  ['DESC', 4_192, 16, aquaMatches, { minYear: 2012, maxYear: 2012, offset: 92, plan: 'sort-matches' }],
] as const)('yearWindow(%s, offset %i, size %i)', (order, offset, size, matches, window) => {
  expect(yearWindow(matches, stock, order, offset, size)).toEqual(window);
});

it('yearWindow: no page past the last match, nor without matches', () => {
  expect(yearWindow(aquaMatches, stock, 'DESC', 4_200, 16)).toBeNull();
  expect(yearWindow([], stock, 'DESC', 0, 16)).toBeNull();
  expect(yearWindow(years({ 2020: 0 }), stock, 'DESC', 0, 16)).toBeNull();
});

it('withinYears narrows to the window inside the searched years', () => {
  const search = normalizeSearch(f({ freeText: 'aqua', minYear: 2015 }), 'public');
  const window = { minYear: 2012, maxYear: 2021, offset: 0, plan: 'sort-matches' } as const;
  expect(withinYears(search, window)).toMatchObject({ minYear: 2015, maxYear: 2021, words: ['aqua'] });
});

it('withoutWords keeps every other filter and drops the words and the chassis', () => {
  const search = normalizeSearch(
    f({ freeText: 'aqua g', chassis: 'NHP10', make: 'Toyota', tab: 13 }),
    'public',
  );
  const open = withoutWords(search);
  expect(open).toMatchObject({ words: [], make: 'Toyota', tab: 13 });
  expect(open).not.toHaveProperty('chassis');
  expect(matchKey(open)).toBe(matchKey(withoutWords({ ...search, words: ['other'] })));
});
