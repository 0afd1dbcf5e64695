import { expect, test } from 'vitest';
import { i18n } from '@/lib/i18n';
import { datetimeLocalToIso, formatDay } from './format';

test('chart days are calendar days, whatever the reader’s time zone', () => {
  expect(formatDay(i18n, '2025-06-03')).toBe('3 Jun 2025');
});

test('a datetime-local value is read in the browser’s time zone; blank or impossible is null', () => {
  expect(datetimeLocalToIso('2025-06-03T09:00')).toBe(new Date(2025, 5, 3, 9, 0).toISOString());
  expect(datetimeLocalToIso('')).toBeNull();
  expect(datetimeLocalToIso('2025-13-45T99:00')).toBeNull();
});
