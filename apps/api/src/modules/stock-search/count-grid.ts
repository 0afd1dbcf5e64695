// How many rows a broad search matches, without testing each one (ADR 0019). Rows fall into groups
// (whatever the caller says decides a search's other conditions for every row of a group alike: the
// tab's flags, the make, the grade), and each group keeps a table of its rows by year and by
// 10,000 km band, summed from the corner, so that any year window and run of whole bands is four
// look-ups. A search is then counted group by group, one representative row tested for each; the
// rows of bands its mileage range takes only part of are left for the caller to test.
/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed arrays read at places below their
   length, in loops over every row or group: an assertion, not a check, on each read. */
import { eachInTurns } from '../../lib/in-turns.ts';

/** A band's width in km: the searches' mileage bounds are round numbers. */
const BAND_KM = 10_000;

export interface GridCount {
  /** Matches among the whole bands and the years asked for. */
  count: number;
  /**
   * The whole bands counted, as km from `from` and below `below`: the rows of the mileage range
   * outside them are the caller's to test.
   */
  from: number;
  below: number;
}

export class CountGrid {
  private constructor(
    /** A representative row of each group. */
    private readonly representatives: Uint32Array,
    private readonly firstYear: number,
    private readonly lastYear: number,
    private readonly bands: number,
    /** Per group, (years + 1) × (bands + 1) sums from the corner: rows of earlier years and bands. */
    private readonly sums: Uint32Array,
  ) {}

  /**
   * The grid of `size` rows, `groupOf(i)` any integer key of the row's group; undefined for a stock
   * it cannot hold (a negative mileage, or no row).
   */
  static async build(
    size: number,
    groupOf: (i: number) => number,
    yearOf: (i: number) => number,
    kmsOf: (i: number) => number,
  ): Promise<CountGrid | undefined> {
    if (size === 0) return undefined;
    const groupIndex = new Map<number, number>();
    const groupOfRow = new Uint32Array(size);
    const representatives: number[] = [];
    let firstYear = Infinity;
    let lastYear = -Infinity;
    let maxKms = 0;
    let negative = false;
    await eachInTurns(size, (i) => {
      const key = groupOf(i);
      let g = groupIndex.get(key);
      if (g === undefined) {
        groupIndex.set(key, (g = representatives.length));
        representatives.push(i);
      }
      groupOfRow[i] = g;
      const year = yearOf(i);
      if (year < firstYear) firstYear = year;
      if (year > lastYear) lastYear = year;
      const kms = kmsOf(i);
      if (kms > maxKms) maxKms = kms;
      if (!(kms >= 0)) negative = true;
    });
    if (negative) return undefined;
    const bands = Math.floor(maxKms / BAND_KM) + 1;
    const rowLength = bands + 1;
    const stride = (lastYear - firstYear + 2) * rowLength;
    // Rows are counted in the cell one past their year and band: row and column 0 stay zero.
    const sums = new Uint32Array(representatives.length * stride);
    await eachInTurns(size, (i) => {
      const y = yearOf(i) - firstYear + 1;
      const b = Math.floor(kmsOf(i) / BAND_KM) + 1;
      sums[groupOfRow[i]! * stride + y * rowLength + b]!++;
    });
    const yearRows = lastYear - firstYear + 2;
    await eachInTurns(representatives.length, (g) => {
      const at = g * stride;
      for (let y = 1; y < yearRows; y++) {
        for (let b = 1; b < rowLength; b++) {
          const cell = at + y * rowLength + b;
          sums[cell]! += sums[cell - 1]! + sums[cell - rowLength]! - sums[cell - rowLength - 1]!;
        }
      }
    });
    return new CountGrid(Uint32Array.from(representatives), firstYear, lastYear, bands, sums);
  }

  /**
   * The rows of groups whose representative `admits`, of years `minYear`–`maxYear`, in the whole
   * bands inside `minKms`–`maxKms`; undefined when the range holds no whole band (the caller then
   * counts as it did).
   */
  count(
    admits: (row: number) => boolean,
    minYear: number,
    maxYear: number,
    minKms: number,
    maxKms: number,
  ): GridCount | undefined {
    const firstBand = Math.max(0, Math.ceil(minKms / BAND_KM));
    const lastBand = Math.min(this.bands - 1, Math.floor(maxKms / BAND_KM) - 1);
    if (firstBand > lastBand) return undefined;
    const from = firstBand * BAND_KM;
    const below = (lastBand + 1) * BAND_KM;
    const y0 = Math.max(minYear, this.firstYear) - this.firstYear;
    const y1 = Math.min(maxYear, this.lastYear) - this.firstYear + 1;
    if (y0 >= y1) return { count: 0, from, below };
    const rowLength = this.bands + 1;
    const stride = (this.lastYear - this.firstYear + 2) * rowLength;
    const b0 = firstBand;
    const b1 = lastBand + 1;
    let count = 0;
    const { sums } = this;
    for (let g = 0; g < this.representatives.length; g++) {
      if (!admits(this.representatives[g]!)) continue;
      const at = g * stride;
      count +=
        sums[at + y1 * rowLength + b1]! -
        sums[at + y0 * rowLength + b1]! -
        sums[at + y1 * rowLength + b0]! +
        sums[at + y0 * rowLength + b0]!;
    }
    return { count, from, below };
  }
}
