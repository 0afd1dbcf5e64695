/** A day on a calendar, written 'YYYY-MM-DD' so that string order is date order. */
export type CalendarDate = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The date a clock in `timeZone` shows at `instant` (the runtime's own zone when omitted). */
export function calendarDate(instant: Date, timeZone?: string): CalendarDate {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The calendar date `days` later; pure date arithmetic, no time zone involved. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-02' (or an ISO instant, read by its date part) -> '2 Dec 2026', as people read a date. */
export function formatCalendarDate(date: CalendarDate): string {
  return dayFormat.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}
