import { rateText } from '@ibc/domain';

/** '88.5' -> '88.50', '0.0405' -> '0.0405': yen per unit as the sidebar writes it (two decimals at least). */
export const formatRate = (jpyPerUnit: string): string => rateText(jpyPerUnit);

const momentFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** An instant in the reader's own time zone: '3 Jun 2025, 09:00'. */
export function formatMoment(iso: string): string {
  return momentFormat.format(new Date(iso));
}

/** A chart day ('2025-06-03', a day in Japan) as '3 Jun 2025'. */
export function formatDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
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
