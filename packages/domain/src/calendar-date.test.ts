import { expect, test } from 'vitest';
import {
  addCalendarDays,
  businessDate,
  calendarDate,
  dateAtUtcOffset,
  dayOfWeek,
  formatCalendarDate,
  readCalendarDate,
  instantOfBusinessDate,
  isCalendarDate,
  startOfBusinessDay,
} from './calendar-date.ts';

test.each([
  ['2025-12-24T12:00:00Z', 'Pacific/Auckland', '2025-12-25'], // §1 NZ notice: New Zealand is already on the next day
  ['2025-12-24T12:00:00Z', 'America/New_York', '2025-12-24'], // §1 working days count the USA on its own clock
  ['2025-01-05T00:00:00Z', 'UTC', '2025-01-05'], // §2 Footer: UTC calendar
])('calendarDate(%s, %s) = %s', (instant, zone, date) => {
  expect(calendarDate(new Date(instant), zone)).toBe(date);
});

// §4 "today's date" is the browser's own calendar day: read without Intl, it must be the
// day Intl gives in the runtime's zone, also at the hours when the UTC day differs.
test.each(['2025-12-24T12:00:00Z', '2025-12-31T23:30:00Z', '2026-01-01T00:30:00Z', '2026-07-15T05:00:00Z'])(
  "calendarDate(%s) in the runtime's own zone is Intl's day there",
  (instant) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' })
        .formatToParts(new Date(instant))
        .map((p) => [p.type, p.value]),
    );
    expect(calendarDate(new Date(instant))).toBe(`${parts.year}-${parts.month}-${parts.day}`);
  },
);

test.each([
  ['2025-12-31', 1, '2026-01-01'], // §9 collection days run over New Year
  ['2024-02-28', 1, '2024-02-29'], // §9 collection days: leap day exists
  ['2025-03-01', -1, '2025-02-28'], // §9 collection days: back over a month end
])('addCalendarDays(%s, %i) = %s', (date, days, next) => {
  expect(addCalendarDays(date, days)).toBe(next);
});

test.each([
  ['2025-12-27', 6], // §1 "working days": Saturday
  ['2025-12-28', 0], // §1 working days: Sunday
  ['2025-12-29', 1], // §1 working days: Monday
])('dayOfWeek(%s) = %i', (date, weekday) => {
  expect(dayOfWeek(date)).toBe(weekday);
});

test.each([
  ['2026-12-02', '2 Dec 2026'], // an invoice's due date in its notification and on the page
  ['2026-11-24T23:14:03.183Z', '24 Nov 2026'], // an instant is read by its date part, whatever the zone
  ['2027-01-01', '1 Jan 2027'],
  ['2026-09-30', '30 Sept 2026'], // CLDR's British September, as Intl's en-GB writes it
])('formatCalendarDate(%s) = %s', (date, text) => {
  expect(formatCalendarDate(date)).toBe(text);
});

test('readCalendarDate reads back what formatCalendarDate wrote, and nothing else', () => {
  for (const date of ['2026-12-02', '2027-01-01', '2026-09-30', '2024-02-29']) {
    expect(readCalendarDate(formatCalendarDate(date))).toBe(date);
  }
  for (const text of ['2 December 2026', 'Dec 2 2026', '2 Foo 2026', 'NZD 2,026']) {
    expect(readCalendarDate(text)).toBeNull();
  }
});

// Written out without Intl, so it must write what Intl's en-GB writes, every day of the year.
test('formatCalendarDate writes every day of 2024 and 2026 as Intl en-GB does', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  for (let day = new Date('2024-01-01T00:00:00Z'); day < new Date('2027-01-01T00:00:00Z');) {
    const date = day.toISOString().slice(0, 10);
    expect(formatCalendarDate(date), date).toBe(intl.format(day));
    day = new Date(day.getTime() + 86_400_000);
  }
});

test.each([
  ['2026-11-28T14:59:59Z', '2026-11-28'],
  ['2026-11-28T15:00:00Z', '2026-11-29'],
  ['2026-12-31T20:00:00Z', '2027-01-01'],
  ['2026-11-28T00:00:00Z', '2026-11-28'],
])('the business date (Japan) at %s is %s', (instant, date) => {
  expect(businessDate(new Date(instant))).toBe(date);
});

test('a typed business date is kept inside that Japan day and read back unchanged', () => {
  const kept = instantOfBusinessDate('2026-11-28');
  expect(kept.toISOString()).toBe('2026-11-28T00:00:00.000Z');
  expect(businessDate(kept)).toBe('2026-11-28');
});

test('a business day begins at midnight in Japan, 15:00 UTC the day before', () => {
  expect(startOfBusinessDay('2026-11-28').toISOString()).toBe('2026-11-27T15:00:00.000Z');
  expect(businessDate(startOfBusinessDay('2026-11-28'))).toBe('2026-11-28');
});

test('the date at a fixed offset from UTC', () => {
  expect(dateAtUtcOffset(new Date('2026-11-28T09:59:59Z'), 14)).toBe('2026-11-28');
  expect(dateAtUtcOffset(new Date('2026-11-28T10:00:00Z'), 14)).toBe('2026-11-29');
});

test.each([
  ['2026-02-28', true],
  ['2024-02-29', true],
  ['2026-02-30', false],
  ['2026-13-01', false],
  ['2026-2-3', false],
  ['28 Nov 2026', false],
])('%s is a day of the calendar: %s', (text, real) => {
  expect(isCalendarDate(text)).toBe(real);
});
