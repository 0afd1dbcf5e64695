import type { I18n } from '@lingui/core';
import { formatCalendarDate, INTL_LOCALES, isLanguage, type CalendarDate } from '@ibc/domain';

// Dates in the reader's language, through Intl: a component passes its render's `i18n` (useLingui)
// and the options it always wrote with. English keeps the locale each page wrote its dates in before
// there were languages ('en-NZ' for a New Zealand notice), so an English reader sees no change.

const formatters = new Map<string, Intl.DateTimeFormat>();

function localeOf(i18n: I18n, english: string): string {
  return i18n.locale !== 'en' && isLanguage(i18n.locale) ? INTL_LOCALES[i18n.locale] : english;
}

/** `value` (a Date, an ISO text or a time) written as `options` say, in the reader's language. */
export function formatDate(
  i18n: I18n,
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions,
  english = 'en-GB',
): string {
  const locale = localeOf(i18n, english);
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter.format(value instanceof Date ? value : new Date(value));
}

/**
 * A calendar date ('2026-12-02', or an instant read by its date part) as people read one: '2 Dec 2026',
 * '2026年12月2日'. English is written without Intl (the domain's formatCalendarDate): a storefront
 * page shows dates at once, and the first use of Intl loads the browser's locale data.
 */
export function formatDay(i18n: I18n, date: CalendarDate): string {
  if (i18n.locale === 'en') return formatCalendarDate(date);
  return formatDate(i18n, `${date.slice(0, 10)}T00:00:00Z`, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
