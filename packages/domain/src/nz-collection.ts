import Holidays from 'date-holidays';
import type { CalendarDate } from './calendar-date.ts';
import { createNzCollectionCalendar, WORKING_DAY_COUNTRIES } from './nz-collection-calendar.ts';

let calendars: Holidays[] | undefined;
const publicHolidaysByYear = new Map<number, Set<CalendarDate>>();

/**
 * Each country's public holidays (not observances or bank holidays), on its own calendar, that
 * fall in `year` (a holiday date-holidays lists for `year` but dates in another year is left out:
 * it is never looked up there).
 */
function publicHolidays(year: number): Set<CalendarDate> {
  let dates = publicHolidaysByYear.get(year);
  if (!dates) {
    calendars ??= WORKING_DAY_COUNTRIES.map((country) => new Holidays(country, { types: ['public'] }));
    dates = new Set(
      calendars
        .flatMap((calendar) => calendar.getHolidays(year).map((holiday) => holiday.date.slice(0, 10)))
        .filter((date) => date.startsWith(`${year}-`)),
    );
    publicHolidaysByYear.set(year, dates);
  }
  return dates;
}

/** The public holidays of the four countries in `year`, in date order (the browser's table is made of these). */
export function publicHolidayDates(year: number): CalendarDate[] {
  return [...publicHolidays(year)].sort();
}

// The server's calendar: any year, from the date-holidays rules.
export const { isNzCollectionWorkingDay, addWorkingDays, collectionDates } =
  createNzCollectionCalendar(publicHolidays);
