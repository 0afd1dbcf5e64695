import { setupI18n } from '@lingui/core';
import { expect, test } from 'vitest';
import { formatAmount as domainFormatAmount, formatWholeNumber } from '@ibc/domain';
import {
  formatAmount,
  formatDate,
  formatDay,
  formatMoney,
  formatMoneyText,
  formatRate,
  formatWhole,
} from './formats';
import { i18n as english } from './i18n';

const reader = (locale: 'ja' | 'ar') => setupI18n({ locale, messages: { [locale]: {} } });
const DAY = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
const INSTANT = '2026-12-02T00:00:00Z';

test('English dates are written as before', () => {
  expect(formatDay(english, '2026-12-02')).toBe('2 Dec 2026');
  expect(formatDay(english, '2026-12-02T23:30:00Z')).toBe('2 Dec 2026');
  expect(formatDate(english, INSTANT, DAY)).toBe('2 Dec 2026');
  expect(formatDate(english, INSTANT, DAY, 'en-NZ')).toBe('2 Dec 2026');
  // The page's own English tag is kept: an American page stays American.
  expect(formatDate(english, INSTANT, DAY, 'en-US')).toBe('Dec 2, 2026');
});

test('Japanese dates are written in Japanese', () => {
  const ja = reader('ja');
  expect(formatDay(ja, '2026-12-02')).toBe('2026年12月2日');
  expect(formatDate(ja, INSTANT, DAY, 'en-NZ')).toBe('2026年12月2日');
});

test('Arabic dates are written in Arabic with Latin digits', () => {
  const ar = reader('ar');
  for (const text of [formatDay(ar, '2026-12-02'), formatDate(ar, INSTANT, DAY)]) {
    expect(text).toContain('2026');
    expect(text).toContain('ديسمبر');
  }
});

const speaker = (locale: 'en' | 'ja' | 'ru' | 'es' | 'fr' | 'ar') =>
  setupI18n({ locale, messages: { [locale]: {} } });

test.each([
  ['1234', 2, '1,234.00'],
  ['1234567.5', 2, '1,234,567.50'],
  ['-8464', 2, '-8,464.00'],
  ['0.005', 2, '0.01'],
  ['999.995', 2, '1,000.00'],
  ['-0.001', 2, '0.00'],
  ['650000', 0, '650,000'],
  ['2149999.5', 0, '2,150,000'],
  ['88.5', 4, '88.5000'],
  ['1e21', 2, '1,000,000,000,000,000,000,000.00'],
])('English writes %s with %i decimals as the domain does: %s', (amount, places, text) => {
  expect(formatAmount(speaker('en'), amount, places)).toBe(text);
  if (places === 2) expect(text).toBe(domainFormatAmount(amount));
});

test('English money keeps its code before the amount', () => {
  const en = speaker('en');
  expect(formatMoney(en, 'NZD', '1234567.5')).toBe('NZD 1,234,567.50');
  expect(formatMoney(en, 'NZD', '-8464')).toBe('NZD -8,464.00');
  expect(formatMoney(en, 'JPY', '650000', 0)).toBe('JPY 650,000');
  expect(formatMoney(english, 'NZD', '1234')).toBe('NZD 1,234.00');
});

test('long amounts are written exactly, digit for digit', () => {
  for (const language of ['en', 'ja', 'ru', 'es', 'fr', 'ar'] as const) {
    const digits = (amount: string) => formatAmount(speaker(language), amount).replace(/\D/g, '');
    expect(digits('12345678901234.56')).toBe('1234567890123456');
    expect(digits('0.10')).toBe('010');
    expect(digits('99999999999999999.99')).toBe('9999999999999999999');
  }
  expect(formatAmount(speaker('ja'), '12345678901234.56')).toBe('12,345,678,901,234.56');
  expect(formatAmount(speaker('ja'), '0.10')).toBe('0.10');
});

test('Russian and French group with a space and write a decimal comma', () => {
  for (const language of ['ru', 'fr'] as const) {
    const reader = speaker(language);
    expect(formatAmount(reader, '1234567.5')).toMatch(/^1\s234\s567,50$/);
    expect(formatAmount(reader, '12345678901234.56')).toMatch(/^12\s345\s678\s901\s234,56$/);
    expect(formatAmount(reader, '0.10')).toBe('0,10');
    expect(formatMoney(reader, 'NZD', '-8464')).toMatch(/^NZD -8\s464,00$/);
  }
  expect(formatAmount(speaker('es'), '1234567.5')).toBe('1.234.567,50');
  // A whole amount of four digits is grouped too, as every other amount on the page.
  expect(formatAmount(speaker('es'), '1234', 0)).toBe('1.234');
});

test('Arabic amounts have Latin digits', () => {
  const ar = speaker('ar');
  expect(formatAmount(ar, '1234567.5')).toBe('1,234,567.50');
  expect(formatMoney(ar, 'NZD', '-8464')).toMatch(/^NZD \u200e?-8,464\.00$/);
});

test('no language writes a negative zero', () => {
  for (const language of ['en', 'ja', 'ru', 'es', 'fr', 'ar'] as const) {
    expect(formatAmount(speaker(language), '-0.001')).toMatch(/^0[.,]00$/);
  }
});

test.each([
  ['88.500000', '88.50'],
  ['0.0405', '0.0405'],
  ['100', '100.00'],
  ['12345.678', '12,345.678'],
])('a rate of %s yen is written %s', (rate, text) => {
  expect(formatRate(speaker('en'), rate)).toBe(text);
});

test('a rate keeps its decimals in every language', () => {
  expect(formatRate(speaker('fr'), '0.0405')).toBe('0,0405');
  expect(formatRate(speaker('ru'), '88.500000')).toBe('88,50');
});

test('a price the API wrote in English is written in the reader’s language', () => {
  expect(formatMoneyText(speaker('en'), 'NZD 12,345')).toBe('NZD 12,345');
  expect(formatMoneyText(speaker('es'), 'NZD 12,345')).toBe('NZD 12.345');
  expect(formatMoneyText(speaker('fr'), 'NZD 10,178.00')).toMatch(/^NZD 10\s178,00$/);
  expect(formatMoneyText(speaker('ja'), 'JPY 1,680,000')).toBe('JPY 1,680,000');
  expect(formatMoneyText(speaker('ru'), 'NZD 0')).toBe('NZD 0');
  // Anything else is shown as it came.
  for (const text of ['POA', '12,345', 'NZD 12345,5', ''])
    expect(formatMoneyText(speaker('ru'), text)).toBe(text);
});

test('a mileage is grouped as the reader groups figures', () => {
  for (const kms of [0, 999, 13464, 123456.5, 2_000_000]) {
    expect(formatWhole(speaker('en'), kms)).toBe(formatWholeNumber(kms));
  }
  expect(formatWhole(speaker('ru'), 13464)).toMatch(/^13\s464$/);
  expect(formatWhole(speaker('es'), 13464)).toBe('13.464');
});
