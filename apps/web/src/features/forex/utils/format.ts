import type { I18n } from '@lingui/core';
import { formatDate } from '@/lib/formats';

/** An instant in the reader's own time zone: '3 Jun 2025, 09:00'. */
export function formatMoment(i18n: I18n, iso: string): string {
  return formatDate(i18n, iso, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A chart day ('2025-06-03', a day in Japan) as '3 Jun 2025'. */
export function formatDay(i18n: I18n, date: string): string {
  return formatDate(i18n, `${date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
}

/**
 * The value of a datetime-local input ('2025-06-03T09:00', the browser's own time zone) as an ISO
 * instant; null for an empty or impossible value.
 */
export function datetimeLocalToIso(value: string): string | null {
  if (value.trim() === '') return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}
