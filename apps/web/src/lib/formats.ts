import type { I18n } from '@lingui/core';
import {
  formatCalendarDate,
  formatLocalAmount,
  INTL_LOCALES,
  isLanguage,
  localMoneyText,
  type CalendarDate,
} from '@ibc/domain';

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

/**
 * An amount (a decimal string: '1234.5', '-8464') with thousands separators and `places` decimals,
 * rounded half-up, in the reader's language: '1,234.50', '1 234,50', '1.234,50' (@ibc/domain
 * amount-text.ts, which the API's e-mails and PDFs write with too).
 */
export function formatAmount(i18n: I18n, amount: string, places = 2): string {
  return formatLocalAmount(i18n.locale, amount, places);
}

/**
 * An amount with its currency's code before it, as every page writes money: 'NZD 1,234.00'. Two
 * decimals, the yen too, unless the page writes whole units (`places` 0: 'JPY 650,000').
 */
export function formatMoney(i18n: I18n, currency: string, amount: string, places = 2): string {
  return `${currency.trim().toUpperCase()} ${formatAmount(i18n, amount, places)}`;
}

/** A whole number, such as a mileage, grouped as the reader groups figures: '12,345', '12 345'. */
export function formatWhole(i18n: I18n, value: number): string {
  return formatAmount(i18n, String(value), 0);
}

/**
 * Yen per unit of a currency: every decimal the rate has, two at least ('88.500000' -> '88.50',
 * '0.0405' -> '0.0405').
 */
export function formatRate(i18n: I18n, jpyPerUnit: string): string {
  const decimals = /\.(\d*?)0*$/.exec(jpyPerUnit.trim())?.[1]?.length ?? 0;
  return formatAmount(i18n, jpyPerUnit, Math.max(2, decimals));
}

/**
 * A price the API wrote as text ('NZD 12,345', 'NZD 10,178.00') in the reader's language, with the
 * decimals it has; English, and a text that is not such a price, stay as they came.
 */
export function formatMoneyText(i18n: I18n, text: string): string {
  return localMoneyText(i18n.locale, text);
}
