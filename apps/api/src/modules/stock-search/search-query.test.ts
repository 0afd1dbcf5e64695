import { searchFilterSchema } from '@ibc/domain';
import { expect, it } from 'vitest';
import { freeTextPlan, matchKey, normalizeSearch, resolveTab, tabOnly } from './search-query.ts';
import { aboutCount } from './stock-search.repository.ts';

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

it.each([
  [5_001, 5_000], // never below the limit it is known to exceed
  [24_103, 24_000],
  [312_415, 310_000],
  [87_650, 88_000],
  [1_049_999, 1_000_000],
])('an estimate of %i matches reads about %i', (estimate, shown) => {
  expect(aboutCount(estimate)).toBe(shown);
});

it.each([
  // Few matches, a common word among them (Corolla, 4,766 of 88,000 in the tab): walking the year
  // index to page 3 checks ~890 entries, far cheaper than fetching 4,766 matches.
  ['year', { count: 4_766, exact: true }, 48, 88_000, 'walk-sort-index'],
  // A rare word: its 20 matches are fetched and sorted.
  ['year', { count: 20, exact: true }, 16, 88_000, 'sort-matches'],
  // Other sorts' indexes hold no text: few matches are always sorted.
  ['mileage', { count: 4_766, exact: true }, 48, 88_000, 'sort-matches'],
  ['price', { count: 4_766, exact: true }, 48, 88_000, 'sort-matches'],
  // Many matches, or only an estimate: the year index is walked; another sort's index when the
  // matches are a large share of the tab, else they are sorted (they may bunch in that order).
  ['year', { count: 24_000, exact: false }, 16, 88_000, 'walk-sort-index'],
  ['listing', { count: 24_000, exact: false }, 16, 88_000, 'planner'],
  ['price', { count: 24_000, exact: false }, 16, 880_000, 'sort-matches'],
] as const)(
  'free text by %s over %o, %i taken from a tab of %i: %s',
  async (sortBy, matches, take, tab, plan) => {
    expect(await freeTextPlan(sortBy, matches, take, () => Promise.resolve(tab))).toBe(plan);
  },
);

it('tabOnly keeps the tab and paging and drops every filter', () => {
  const search = normalizeSearch(
    f({ freeText: 'aqua g', chassis: 'NHP10', make: 'Toyota', minYear: 2015, tab: 16, deliveryType: 1 }),
    'member',
  );
  expect(tabOnly(search)).toEqual({
    tab: 16,
    deliveryType: 1,
    words: [],
    sortBy: search.sortBy,
    sortOrder: search.sortOrder,
    page: 1,
    pageSize: search.pageSize,
  });
});
