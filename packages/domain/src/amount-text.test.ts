import { describe, expect, it } from 'vitest';
import { formatLocalAmount, formatLocalMoney, localMoneyText } from './amount-text.ts';

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

describe('amounts in a reader’s language', () => {
  it('groups and rounds as the language writes figures, exactly for a long amount', () => {
    expect(formatLocalAmount('en', '1234567.5')).toBe('1,234,567.50');
    expect(formatLocalAmount('ja', '1234567.5')).toBe('1,234,567.50');
    expect(formatLocalAmount('ru', '1234567.5')).toBe(`1${NBSP}234${NBSP}567,50`);
    expect(formatLocalAmount('fr', '1234567.5')).toBe(`1${NARROW_NBSP}234${NARROW_NBSP}567,50`);
    expect(formatLocalAmount('es', '1234567.5')).toBe('1.234.567,50');
    // Arabic with Latin digits, like the codes and amounts beside them.
    expect(formatLocalAmount('ar', '1234567.5')).toBe('1,234,567.50');
    expect(formatLocalAmount('ja', '12345678901234.56')).toBe('12,345,678,901,234.56');
    expect(formatLocalAmount('en', '2.005', 2)).toBe('2.01');
    expect(formatLocalAmount('ru', '-8464', 0)).toBe(`-8${NBSP}464`);
  });

  it('writes an unknown language, or a text that is not a plain numeral, as English does', () => {
    expect(formatLocalAmount('de', '1234.5')).toBe('1,234.50');
    expect(formatLocalAmount('en', '1e3')).toBe('1,000.00');
    expect(formatLocalAmount('de', '1e3')).toBe('1,000.00');
  });

  it('puts the currency’s code before the amount', () => {
    expect(formatLocalMoney('en', ' nzd ', '2116')).toBe('NZD 2,116.00');
    expect(formatLocalMoney('ru', 'NZD', '2116')).toBe(`NZD 2${NBSP}116,00`);
    expect(formatLocalMoney('ja', 'JPY', '650000', 0)).toBe('JPY 650,000');
  });

  it('rewrites a price the API wrote in English, with the decimals it has; other text stays', () => {
    expect(localMoneyText('es', 'NZD 12,345')).toBe('NZD 12.345');
    expect(localMoneyText('es', 'NZD 10,178.00')).toBe('NZD 10.178,00');
    expect(localMoneyText('en', 'NZD 12,345')).toBe('NZD 12,345');
    expect(localMoneyText('ja', 'Price on enquiry')).toBe('Price on enquiry');
  });
});
