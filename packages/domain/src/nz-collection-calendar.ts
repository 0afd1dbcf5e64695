import { addCalendarDays, calendarDate, dayOfWeek, type CalendarDate } from './calendar-date.ts';

// §1 NZ invoicing notice: "due dates rest on a safe ETA, 48 hours before scheduled arrival".
export const SAFE_ETA_HOURS = 48;
// §1/§9 "collection dates after ETA are earliest 6, medium 5, latest 4 working days".
export const COLLECTION_WORKING_DAYS = { earliest: 6, medium: 5, latest: 4 } as const;
// §1 "working days count New Zealand, Japan, Philippines and USA, excluding their public holidays".
export const WORKING_DAY_COUNTRIES = ['NZ', 'JP', 'PH', 'US'] as const;
// Collection happens in New Zealand, so days are counted on the New Zealand calendar (ADR 0001).
export const NZ_COLLECTION_TIME_ZONE = 'Pacific/Auckland';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The public holidays of the four countries that fall in `year`. The server reads them from the
 * date-holidays calendars (nz-collection.ts); the browser from a generated table of a few years
 * (nz-collection-table.ts), so a page does not download four countries' holiday rules.
 */
export type PublicHolidays = (year: number) => ReadonlySet<CalendarDate>;

export interface NzCollectionCalendar {
  /** §1 A weekday that is a public holiday in none of New Zealand, Japan, the Philippines or the USA. */
  isNzCollectionWorkingDay: (date: Date) => boolean;
  /**
   * The New Zealand date `days` working days after `from` (the start day itself never counts).
   * Returned as UTC midnight of that date, which is still the same date in New Zealand.
   */
  addWorkingDays: (from: Date, days: number) => Date;
  /**
   * §1 Decision (ADR 0001): the spec's numbers are kept as written, counted from the safe ETA:
   * earliest = 6, medium = 5, latest = 4 working days after it.
   */
  collectionDates: (scheduledArrival: Date) => { safeEta: Date; earliest: Date; medium: Date; latest: Date };
}

export function safeEta(scheduledArrival: Date): Date {
  return new Date(scheduledArrival.getTime() - SAFE_ETA_HOURS * HOUR_MS);
}

const toUtcMidnight = (date: CalendarDate) => new Date(`${date}T00:00:00Z`);

/** The §1 working-day rules over one source of public holidays. */
export function createNzCollectionCalendar(publicHolidays: PublicHolidays): NzCollectionCalendar {
  const isWorkingDate = (date: CalendarDate) => {
    const weekday = dayOfWeek(date);
    return weekday !== 0 && weekday !== 6 && !publicHolidays(Number(date.slice(0, 4))).has(date);
  };
  const addWorkingDays = (from: Date, days: number) => {
    if (!Number.isInteger(days) || days < 0) throw new RangeError('days must be a whole number of 0 or more');
    let date = calendarDate(from, NZ_COLLECTION_TIME_ZONE);
    for (let counted = 0; counted < days;) {
      date = addCalendarDays(date, 1);
      if (isWorkingDate(date)) counted += 1;
    }
    return toUtcMidnight(date);
  };
  return {
    isNzCollectionWorkingDay: (date) => isWorkingDate(calendarDate(date, NZ_COLLECTION_TIME_ZONE)),
    addWorkingDays,
    collectionDates: (scheduledArrival) => {
      const eta = safeEta(scheduledArrival);
      return {
        safeEta: eta,
        earliest: addWorkingDays(eta, COLLECTION_WORKING_DAYS.earliest),
        medium: addWorkingDays(eta, COLLECTION_WORKING_DAYS.medium),
        latest: addWorkingDays(eta, COLLECTION_WORKING_DAYS.latest),
      };
    },
  };
}
