import { expect, test } from 'vitest';
import { convertAmount } from './currency-conversion.ts';

test.each([
  ['650000', '1', '150.25', 2, '4326.12'], // §9 "other currencies": yen price at the account's forex (yen per unit, §3)
  ['200000', '1', '150.25', 2, '1331.11'], // §9 freight cost converted the same way
  ['1', '1', '8', 2, '0.13'], // 0.125 rounds half-up (ADR 0001), where 0.125.toFixed(2) would give '0.13' only by luck
  ['1.005', '1', '1', 2, '1.01'], // exact: 1.005 in binary floats rounds to 1.00
  ['14990', '88.5', '1', 0, '1326615'], // NZ-landed stock (NZD) shown on a JPY account, whole yen
  ['5000', '150.25', '88.5', 2, '8488.7'], // USD DDU stock on an NZD account, cross rate through yen
  ['100', '0', '1', 2, '0'], // a missing rate invents no price
  ['100', '1', '', 2, '0'], // a blank rate invents no price
  ['abc', '1', '1', 2, '0'], // not a number
  ['-0.001', '1', '1', 2, '0'], // never '-0'
])('convertAmount(%s, %s, %s, %i) = %s', (amount, from, to, places, converted) => {
  expect(convertAmount(amount, from, to, places)).toBe(converted);
});
