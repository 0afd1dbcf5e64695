import { expect, test } from 'vitest';
import { i18n } from '@/lib/i18n';
import { daysBetween, formatScheduleDate } from './schedule-date';

test.each([
  ['2026-03-14', '14 Mar 2026'],
  ['2026-12-31', '31 Dec 2026'],
  ['not a date', 'not a date'],
])('formats %s as %s whatever the browser time zone', (date, text) => {
  expect(formatScheduleDate(i18n, date)).toBe(text);
});

test('counts the transit days between two dates, across a month end', () => {
  expect(daysBetween('2026-01-25', '2026-02-10')).toBe(16);
});
