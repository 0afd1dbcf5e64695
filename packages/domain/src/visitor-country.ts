import { getCountryForTimezone } from 'countries-and-timezones';

/**
 * §3 A visitor's country from the browser time zone (Intl's resolvedOptions().timeZone).
 * Zones that belong to no country (UTC, Etc/*) or are unknown give null.
 */
export function countryFromTimeZone(
  timeZone: string | null | undefined,
): { code: string; name: string } | null {
  const country = timeZone ? getCountryForTimezone(timeZone) : null;
  return country ? { code: country.id, name: country.name } : null;
}
