/** A day on a calendar, written 'YYYY-MM-DD' so that string order is date order. */
export type CalendarDate = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The date a clock in `timeZone` shows at `instant` (the runtime's own zone when omitted). */
export function calendarDate(instant: Date, timeZone?: string): CalendarDate {
  // The runtime's own zone needs no Intl (whose first use loads the browser's locale data).
  if (timeZone === undefined) {
    return `${instant.getFullYear()}-${twoDigits(instant.getMonth() + 1)}-${twoDigits(instant.getDate())}`;
  }
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A day that exists, written 'YYYY-MM-DD' ('2026-02-30' does not): the date read back is the one written. */
export function isCalendarDate(text: string): boolean {
  const at = new Date(`${text}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text
  );
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

/** British English's short month names, as Intl's en-GB writes them (CLDR: 'Sept'). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * '2026-12-02' (or an ISO instant, read by its date part) -> '2 Dec 2026', as people read a date.
 * Written out, not with Intl: the storefront's pages show dates at once, and a page's first use of
 * Intl loads the browser's locale data (15-40 ms on a phone's fresh tab).
 */
export function formatCalendarDate(date: CalendarDate): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** The calendar date formatCalendarDate wrote ('7 Dec 2026' -> '2026-12-07'); null for any other text. */
export function readCalendarDate(text: string): CalendarDate | null {
  const [, day = '', name = '', year = ''] = /^(\d{1,2}) ([A-Z][a-z]{2,3}) (\d{4})$/.exec(text) ?? [];
  const month = MONTHS.indexOf(name) + 1;
  if (!year || month === 0) return null;
  return `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const HOUR_MS = 60 * 60 * 1000;

/** The date a clock `hours` ahead of UTC shows at `instant`, for zones without daylight saving. */
export function dateAtUtcOffset(instant: Date, hours: number): CalendarDate {
  return new Date(instant.getTime() + hours * HOUR_MS).toISOString().slice(0, 10);
}

/**
 * Business dates (invoice, due, stage, payment dates, file names) are the exporter's dates: Japan's
 * calendar. Japan keeps UTC+9 all year (no daylight saving), so its date needs no Intl.
 */
const JAPAN_UTC_OFFSET_HOURS = 9;

/** The date in Japan at `instant`: a proforma issued at 20:00 UTC on 28 Nov is dated 29 Nov. */
export function businessDate(instant: Date): CalendarDate {
  return dateAtUtcOffset(instant, JAPAN_UTC_OFFSET_HOURS);
}

/** The instant a business day begins: 00:00 in Japan, 15:00 UTC the day before. */
export function startOfBusinessDay(date: CalendarDate): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - JAPAN_UTC_OFFSET_HOURS * HOUR_MS);
}

/**
 * The instant a business date typed by staff is kept as: 00:00 UTC on that date, which is 09:00 the
 * same day in Japan, so businessDate() gives the date back.
 */
export function instantOfBusinessDate(date: CalendarDate): Date {
  return new Date(`${date}T00:00:00Z`);
}
