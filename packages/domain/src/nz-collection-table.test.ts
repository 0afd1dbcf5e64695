import { describe, expect, test } from 'vitest';
import { addCalendarDays } from './calendar-date.ts';
import {
  NZ_HOLIDAY_TABLE_LAST_YEAR,
  nzTableCollectionCalendar,
  tablePublicHolidays,
} from './nz-collection-table.ts';
import { collectionDates, isNzCollectionWorkingDay, publicHolidayDates } from './nz-collection.ts';
import { NZ_HOLIDAY_TABLE_FIRST_YEAR } from './nz-holiday-table.ts';

const years = Array.from(
  { length: NZ_HOLIDAY_TABLE_LAST_YEAR - NZ_HOLIDAY_TABLE_FIRST_YEAR + 1 },
  (_, i) => NZ_HOLIDAY_TABLE_FIRST_YEAR + i,
);

describe('the generated holiday table (node scripts/generate-nz-holiday-table.mjs)', () => {
  test('covers the years the notice shows, around its 2026 example', () => {
    expect([NZ_HOLIDAY_TABLE_FIRST_YEAR, NZ_HOLIDAY_TABLE_LAST_YEAR]).toEqual([2020, 2040]);
  });

  test.each(years)('%i has the public holidays date-holidays gives the server', (year) => {
    // §1 "excluding their public holidays" in NZ, JP, PH and US: the browser and the server agree.
    expect([...tablePublicHolidays(year)].sort()).toEqual(publicHolidayDates(year));
  });

  test.each([[2019], [2041], [2030.5]])('%d is outside the table: a RangeError', (year) => {
    expect(() => tablePublicHolidays(year)).toThrow(RangeError);
  });
});

describe('the working-day rules over the table', () => {
  test.each([
    ['2026-12-22T08:00:00+13:00'], // the notice's worked example: Christmas and New Year
    ['2025-12-26T12:00:00+13:00'], // §1 across Christmas / New Year
    ['2025-05-01T12:00:00+12:00'], // §1 across Golden Week
    ['2025-02-07T12:00:00+13:00'], // §1 across Waitangi Day, JP Foundation Day, US Presidents' Day
    ['2040-12-20T08:00:00+13:00'], // the table's last year
  ])('collection dates for arrival %s are the server’s', (arrival) => {
    expect(nzTableCollectionCalendar.collectionDates(new Date(arrival))).toEqual(
      collectionDates(new Date(arrival)),
    );
  });

  test('every day of 2026 is a working day or not as on the server', () => {
    for (let date = '2026-01-01'; date <= '2026-12-31'; date = addCalendarDays(date, 1)) {
      const noon = new Date(`${date}T00:00:00Z`);
      expect(nzTableCollectionCalendar.isNzCollectionWorkingDay(noon)).toBe(isNzCollectionWorkingDay(noon));
    }
  });

  test('beyond the table it refuses instead of guessing', () => {
    expect(() => nzTableCollectionCalendar.collectionDates(new Date('2041-03-03T08:00:00+13:00'))).toThrow(
      RangeError,
    );
  });
});
