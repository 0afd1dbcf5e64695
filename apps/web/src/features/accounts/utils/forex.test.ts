import { expect, test } from 'vitest';
import { i18n } from '@/lib/i18n';
import { forexLine, safeReturnPath } from './forex';

test.each([
  [{ currency: 'JPY', forex: null }, 'Forex is applicable to non JPY account only'],
  [{ currency: 'NZD', forex: '88.50' }, 'Forex: 1 NZD = 88.50 JPY'],
  // A company under review is sent no rates: the line says when they come, not that NZD has none.
  [{ currency: 'NZD', forex: null }, 'Rates show once your account is approved.'],
])('forexLine(%j) = %s', (account, line) => {
  expect(forexLine(i18n, account)).toBe(line);
});

test.each([
  ['/search?tab=11', '/search?tab=11'],
  ['//evil.example/x', '/account-summary'],
  ['/\\evil.example', '/account-summary'],
  ['https://evil.example', '/account-summary'],
  [undefined, '/account-summary'],
])('safeReturnPath(%j) = %s', (value, expected) => {
  expect(safeReturnPath(value)).toBe(expected);
});
