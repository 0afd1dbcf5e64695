import type { CalendarDate } from './calendar-date.ts';
import { createNzCollectionCalendar } from './nz-collection-calendar.ts';
import { NZ_HOLIDAY_TABLE, NZ_HOLIDAY_TABLE_FIRST_YEAR } from './nz-holiday-table.ts';

export { NZ_HOLIDAY_TABLE_FIRST_YEAR };
export const NZ_HOLIDAY_TABLE_LAST_YEAR = NZ_HOLIDAY_TABLE_FIRST_YEAR + NZ_HOLIDAY_TABLE.length - 1;

const byYear = new Map<number, ReadonlySet<CalendarDate>>();

/**
 * The four countries' public holidays in `year`, from the generated table (the same dates as
 * date-holidays gives the server: nz-collection-table.test.ts). A RangeError outside the table's
 * years: the caller then uses the full calendar (nz-collection.ts).
 */
export function tablePublicHolidays(year: number): ReadonlySet<CalendarDate> {
  const row = NZ_HOLIDAY_TABLE[year - NZ_HOLIDAY_TABLE_FIRST_YEAR];
  if (row === undefined) {
    throw new RangeError(
      `The holiday table covers ${NZ_HOLIDAY_TABLE_FIRST_YEAR}-${NZ_HOLIDAY_TABLE_LAST_YEAR}, not ${year}`,
    );
  }
  let dates = byYear.get(year);
  if (!dates) {
    dates = new Set(row.split(' ').map((monthDay) => `${year}-${monthDay.slice(0, 2)}-${monthDay.slice(2)}`));
    byYear.set(year, dates);
  }
  return dates;
}

/** §1 The working-day rules over the table: for the browser (the NZ invoicing notice's worked example). */
export const nzTableCollectionCalendar = createNzCollectionCalendar(tablePublicHolidays);
