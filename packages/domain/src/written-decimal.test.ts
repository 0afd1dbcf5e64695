import { expect, test } from 'vitest';
import { formatWholeNumber, roundWrittenDecimal, shiftWrittenDecimal } from './written-decimal.ts';

test.each([
  ['4.45', 1, '4.5'], // §2 condition grade (1 decimal): a written .x5 rounds up, unlike (4.45).toFixed(1)
  ['4.35', 1, '4.4'], // §2 (4.35).toFixed(1) is '4.3' in binary floats; the written value rounds up
  ['4.44', 1, '4.4'], // §2 below the half rounds down
  ['4', 1, '4.0'], // §2 whole grades show one decimal
  ['0.05', 1, '0.1'], // a leading zero integer part keeps its zero
  ['9.96', 1, '10.0'], // the carry reaches the integer part
  ['12.5', 0, '13'], // no fraction digits: half-up to a whole number
  ['-2.25', 1, '-2.3'], // negatives round away from zero (ROUND_HALF_UP, ADR 0001)
  ['-0.04', 1, '0.0'], // never '-0.0'
  [' 3.5 ', 1, '3.5'], // surrounding spaces are ignored
  ['RA', 1, null], // letters are not a numeral: the caller decides
  ['1e21', 1, null], // exponent form is not a plain numeral
  ['', 1, null], // blank is not a numeral
])('roundWrittenDecimal(%j, %i) = %j', (text, places, rounded) => {
  expect(roundWrittenDecimal(text, places)).toBe(rounded);
});

test.each([
  ['650', 3, '650000'], // §9 a JPY price in thousands of yen, in yen
  ['650.5', 3, '650500'], // fraction digits move into the integer part
  ['0.0125', 3, '12.5'], // leading zeros go, the rest of the fraction stays
  ['12.34567', 3, '12345.67'],
  ['007', 2, '700'],
  ['0.5', 1, '5'],
  ['1.5', 0, '1.5'], // no shift
  ['-1.5', 3, '-1500'], // the sign stays
  ['-0.000', 3, '0'], // never '-0'
  [' 9 ', 3, '9000'], // surrounding spaces are ignored
  ['1e3', 3, null], // exponent form is not a plain numeral
  ['RA', 3, null],
])('shiftWrittenDecimal(%j, %i) = %j', (text, places, shifted) => {
  expect(shiftWrittenDecimal(text, places)).toBe(shifted);
});

// Counts and mileages written without Intl, as toLocaleString('en') writes whole numbers.
test.each([
  [0, '0'],
  [999, '999'],
  [1000, '1,000'],
  [85_432, '85,432'], // a mileage on a tile: '85,432 km'
  [1_234_567, '1,234,567'],
  [-4300, '-4,300'],
  [12.6, '13'], // whole numbers: a fraction is rounded
])('formatWholeNumber(%s) = %s', (value, text) => {
  expect(formatWholeNumber(value)).toBe(text);
  expect(formatWholeNumber(value)).toBe(Math.round(value).toLocaleString('en'));
});
