import {
  addCalendarDays,
  calendarDate,
  NZ_COLLECTION_TIME_ZONE,
  nzTableCollectionCalendar,
  type NzCollectionCalendar,
} from '@ibc/domain';

/** The instant a New Zealand wall clock shows `hour`:00 on `date` (handles NZST/NZDT). */
export function nzInstant(date: string, hour: number): Date {
  const guess = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: NZ_COLLECTION_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(guess)
      .map((p) => [p.type, p.value]),
  );
  const shown = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return new Date(guess.getTime() - (shown - guess.getTime()));
}

export interface WorkedExample {
  carrierEta: Date;
  safeEta: Date;
  latest: Date;
  medium: Date;
  earliest: Date;
  /** Every day between the safe ETA and the earliest date, marked working or not. */
  days: Array<{ date: string; working: boolean }>;
}

/**
 * §1 NZ invoicing: carrier ETA -> safe ETA (48 h before) -> 4/5/6 working days after it. Counted on
 * the generated holiday table by default, so the notice downloads no holiday rules; a
 * year outside the table throws a RangeError, and the caller passes the full calendar instead.
 */
export function workedExample(
  carrierEta: Date,
  { collectionDates, isNzCollectionWorkingDay }: NzCollectionCalendar = nzTableCollectionCalendar,
): WorkedExample {
  const dates = collectionDates(carrierEta);
  const first = calendarDate(dates.safeEta, NZ_COLLECTION_TIME_ZONE);
  const last = dates.earliest.toISOString().slice(0, 10);
  const days: WorkedExample['days'] = [];
  for (let d = addCalendarDays(first, 1); d <= last; d = addCalendarDays(d, 1)) {
    days.push({ date: d, working: isNzCollectionWorkingDay(new Date(`${d}T00:00:00Z`)) });
  }
  return {
    carrierEta,
    safeEta: dates.safeEta,
    latest: dates.latest,
    medium: dates.medium,
    earliest: dates.earliest,
    days,
  };
}
