import { setupI18n } from '@lingui/core';
import { expect, test } from 'vitest';
import { formatDate, formatDay } from './formats';
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
