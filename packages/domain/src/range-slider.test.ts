import { describe, expect, test } from 'vitest';
import { CONDITION_GRADE_RANGE, MILEAGE_RANGE, YEAR_RANGE, createRangeSlider } from './range-slider.ts';

describe('createRangeSlider', () => {
  test.each([
    [{}, 'floor and ceil options must be supplied'], // §5 "floor and ceil must be supplied"; §8 developer error
    [{ floor: 0 }, 'floor and ceil options must be supplied'], // §5 ceil missing
    [{ ceil: 5 }, 'floor and ceil options must be supplied'], // §5 floor missing
    [{ floor: 0, ceil: 100, logScale: true }, "Can't use floor=0 with logarithmic scale"], // §5 "a logarithmic scale cannot use floor 0"; §8
  ])('%j throws %j', (options, message) => {
    expect(() => createRangeSlider(options)).toThrow(message);
  });

  test.each([
    [{ floor: 1, ceil: 100, logScale: true }, 1], // §5 a logarithmic scale with floor above 0 is fine; "default step 1"
    [{ floor: 0, ceil: 5 }, 1], // §5 "default step 1"
    [{ floor: 0, ceil: 5, step: 0 }, 1], // §5 "step of zero or less becomes 1"
    [{ floor: 0, ceil: 5, step: -2 }, 1], // §5 step below zero becomes 1
    [{ floor: 0, ceil: 5, step: Number.NaN }, 1], // §5 a step that is not a number cannot be more than zero
    [{ floor: 0, ceil: 5, step: 0.5 }, 0.5], // §5 "with a step"
  ])('%j has step %d', (options, step) => {
    expect(createRangeSlider(options).step).toBe(step);
  });

  test.each([
    [{ floor: 1990, ceil: 2025 }, 3.5], // §5 "keyboard page step one tenth of the range" (year)
    [MILEAGE_RANGE, 99998.9], // §5 page step, mileage 10 to 999999
    [CONDITION_GRADE_RANGE, 0.5], // §5 page step, condition grade 0 to 5
  ])('%j has page step %d', (options, pageStep) => {
    expect(createRangeSlider(options).pageStep).toBe(pageStep);
  });

  test.each([
    [CONDITION_GRADE_RANGE, 1.26, 4.74, [1.5, 4.5]], // §5 "values are rounded to the step"
    [CONDITION_GRADE_RANGE, 1.24, 4.76, [1, 5]], // §5 rounded to the step, both ways
    [CONDITION_GRADE_RANGE, -1, 7, [0, 5]], // §5 "... and clamped"
    [CONDITION_GRADE_RANGE, 4, 2, [2, 4]], // §5 "if low exceeds high they are swapped"
    [{ ...CONDITION_GRADE_RANGE, noSwitching: true }, 4, 2, [2, 2]], // §5 "or low set to high when switching is disallowed"
    [{ ...CONDITION_GRADE_RANGE, noSwitching: true }, 2, 4, [2, 4]], // §5 ordered values untouched
    [{ floor: 0, ceil: 1, step: 0.1 }, 0.1 + 0.2, 0.7, [0.3, 0.7]], // §5 "Default precision 12 digits": no float dust
    [{ floor: 0, ceil: 1, step: 0.1, precision: 1 }, 0.26, 0.74, [0.3, 0.7]], // §5 precision is an option
    [{ ...MILEAGE_RANGE, step: 1000 }, 1510, 2_000_000, [2010, 999999]], // §5 mileage 10..999999: steps count from the floor
  ])('%j normalises (%d, %d) to %j', (options, low, high, expected) => {
    expect(createRangeSlider(options).normalize(low, high)).toEqual(expected);
  });
});

test.each([
  ['2025-12-31T23:30:00Z', 2025], // §5 "Year slider 1990 to the current year"
  ['2026-01-01T00:00:00Z', 2026], // §5 current year; §2 Footer counts years in UTC
])('YEAR_RANGE(%s) ends in %i', (now, year) => {
  expect(YEAR_RANGE(new Date(now))).toEqual({ floor: 1990, ceil: year });
});
