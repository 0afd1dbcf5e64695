// Live counts in the range pop-ups ("the Year Range, Mileage and Condition Grade pop-ups show
// the count that the chosen range will return before it is applied"). Opening a pop-up fetches one
// histogram of the field over the search with every other filter applied; moving the slider sums it
// here, with no further request, by the same rules the search applies.

export const RANGE_FACETS = ['year', 'mileage', 'grade'] as const;
export type RangeFacet = (typeof RANGE_FACETS)[number];

export interface RangeFacetCounts {
  field: RangeFacet;
  /** Count per value (a year, a grade, a mileage in km); value null: no grade ('R'). */
  buckets: { value: number | null; count: number }[];
  /**
   * 0: each bucket is one exact value. Above 0: buckets of this width (mileage over very many
   * vehicles, in km), so a range that cuts a bucket gives an estimate.
   */
  bucketWidth: number;
}

const KM_PER_MILE = 1.609344;

/** §5 mileage in km or miles as the search compares it: whole km, the range widened outwards. */
export function mileageToKms(value: number, unit: 'km' | 'mi' | undefined, round: 'floor' | 'ceil'): number {
  return unit === 'mi' ? Math[round](value * KM_PER_MILE) : value;
}

/**
 * How many vehicles a range returns. `low`/`high` undefined: that end is open (the slider at its
 * floor or ceiling clears the filter). Vehicles without a value (grade 'R') count only when both
 * ends are open, as in the search (a grade range leaves them out).
 */
export function countInRange(
  counts: RangeFacetCounts,
  low: number | undefined,
  high: number | undefined,
): { count: number; exact: boolean } {
  let count = 0;
  let exact = true;
  for (const bucket of counts.buckets) {
    if (bucket.value === null) {
      if (low === undefined && high === undefined) count += bucket.count;
      continue;
    }
    const from = bucket.value;
    const to = counts.bucketWidth > 0 ? bucket.value + counts.bucketWidth - 1 : bucket.value;
    const start = low === undefined ? from : Math.max(from, low);
    const end = high === undefined ? to : Math.min(to, high);
    if (end < start) continue;
    if (start === from && end === to) {
      count += bucket.count;
    } else {
      // Part of a coarse bucket: its share, and the answer is an estimate.
      count += Math.round((bucket.count * (end - start + 1)) / (to - from + 1));
      exact = false;
    }
  }
  return { count, exact };
}
