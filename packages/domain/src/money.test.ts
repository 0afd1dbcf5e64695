import { expect, test } from 'vitest';
import { formatAmount, formatPriceText } from './money.ts';

test.each([
  [12345, '12,345.00'], // §9 "Amounts show thousands separators and two decimals"
  ['1234567.891', '1,234,567.89'], // §9 two decimals
  ['0.005', '0.01'], // §9 two decimals, half-up (ADR 0001)
  ['999.995', '1,000.00'], // §9 two decimals: rounding carries into the thousands
  [-1234.5, '-1,234.50'], // §9 thousands separators on a negative amount (refunds)
  ['-0.001', '0.00'], // §9 two decimals: no negative zero
  ['1e21', '1,000,000,000,000,000,000,000.00'], // §9 separators, never exponent notation
  [0.1 + 0.2, '0.30'], // §9 exact arithmetic: float input still shows cents
])('formatAmount(%j) = %j', (value, text) => {
  expect(formatAmount(value)).toBe(text);
});

test.each([
  ['NZD', 12345, 'NZD 12,345'], // §3 Vehicle price text such as 'NZD 0'
  ['nzd', 0, 'NZD 0'], // §7 KAP enquiry price text 'NZD 0'
  ['JPY', '1680000', 'JPY 1,680,000'], // §3 price text in yen
  ['USD', 99.5, 'USD 100'], // §3 price text: whole units, half-up
])('formatPriceText(%j, %j) = %j', (currency, amount, text) => {
  expect(formatPriceText(currency, amount)).toBe(text);
});
