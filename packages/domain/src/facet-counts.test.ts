import { describe, expect, it } from 'vitest';
import { countInRange, mileageToKms, type RangeFacetCounts } from './facet-counts.ts';

// "The Year Range, Mileage and Condition Grade pop-ups show the count that the chosen range
// will return before it is applied"; §5 sliders: the floor or ceiling clears that end of the filter.
describe('countInRange (live facet counts)', () => {
  const years: RangeFacetCounts = {
    field: 'year',
    bucketWidth: 0,
    buckets: [
      { value: 2012, count: 3 },
      { value: 2016, count: 5 },
      { value: 2020, count: 7 },
    ],
  };
  it.each([
    [undefined, undefined, 15],
    [2016, undefined, 12],
    [undefined, 2016, 8],
    [2013, 2019, 5],
    [2021, 2026, 0],
  ])('years %s to %s: %i vehicles', (low, high, count) => {
    expect(countInRange(years, low, high)).toEqual({ count, exact: true });
  });

  const grades: RangeFacetCounts = {
    field: 'grade',
    bucketWidth: 0,
    buckets: [
      { value: null, count: 4 }, // 'R'
      { value: 3.5, count: 2 },
      { value: 4.5, count: 6 },
    ],
  };
  it('counts repaired units (no grade) only while the grade range is open', () => {
    expect(countInRange(grades, undefined, undefined).count).toBe(12);
    expect(countInRange(grades, 3.5, undefined).count).toBe(8);
    expect(countInRange(grades, 4, 5).count).toBe(6);
  });

  it('estimates a range that cuts a coarse mileage bucket', () => {
    const kms: RangeFacetCounts = {
      field: 'mileage',
      bucketWidth: 1000,
      buckets: [
        { value: 0, count: 10 },
        { value: 1000, count: 20 },
      ],
    };
    expect(countInRange(kms, undefined, 1999)).toEqual({ count: 30, exact: true });
    expect(countInRange(kms, 1000, undefined)).toEqual({ count: 20, exact: true });
    expect(countInRange(kms, 500, undefined)).toEqual({ count: 25, exact: false });
  });

  it('converts miles to km the way the search does (§5 km or mi)', () => {
    expect(mileageToKms(100, 'mi', 'floor')).toBe(160);
    expect(mileageToKms(100, 'mi', 'ceil')).toBe(161);
    expect(mileageToKms(100, 'km', 'ceil')).toBe(100);
    expect(mileageToKms(100, undefined, 'floor')).toBe(100);
  });
});
