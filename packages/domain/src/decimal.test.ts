import { expect, test } from 'vitest';
import { parseMoney } from './decimal.ts';
import { groupThousands } from './written-decimal.ts';

test.each([
  ['88.50', '88.5'], // §3 Price details: figures arrive as text
  [' 1500 ', '1500'], // §3 Price details: stray spaces are not an error
  [1.15, '1.15'], // §9 Landed cost: gst as a number
  ['', null], // §9 Landed cost: a blank figure cannot be used
  ['  ', null], // §9 Landed cost: blank figure
  ['abc', null], // §9 Landed cost: garbage figure
  ['Infinity', null], // §9 Landed cost: no infinite money
  [null, null], // §9 "No price details"
  [undefined, null], // §9 "No price details"
])('parseMoney(%j) = %j', (value, expected) => {
  expect(parseMoney(value)?.toString() ?? null).toBe(expected);
});

test.each([
  ['1234567.89', '1,234,567.89'], // §9 "Amounts show thousands separators"
  ['999', '999'], // §9 separators only between thousands
  ['-1234', '-1,234'], // §9 separators on negative amounts
])('groupThousands(%j) = %j', (plain, grouped) => {
  expect(groupThousands(plain)).toBe(grouped);
});
