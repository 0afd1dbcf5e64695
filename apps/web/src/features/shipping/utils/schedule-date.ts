// Schedule dates are calendar dates ('YYYY-MM-DD', contracts/shipping.ts): formatted in UTC so every
// reader sees the date the line published, wherever their browser is.
import type { I18n } from '@lingui/core';
import { formatDate } from '@/lib/formats';

/** '2026-03-14' -> '14 Mar 2026'. */
export function formatScheduleDate(i18n: I18n, date: string): string {
  const instant = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(instant.getTime())) return date;
  return formatDate(
    i18n,
    instant,
    { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
    'en-NZ',
  );
}

/** Whole days from one schedule date to another (a voyage's transit time). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
