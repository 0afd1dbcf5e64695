import { countryFromTimeZone } from '@ibc/domain';
import type { VisitorLocation } from './visitor-location-store';

// Its own module so the time-zone table loads after the first paint, not in the main bundle.
/** The country of the browser's time zone (§3 time-zone table), or null (UTC, unknown zones). */
export function locationFromBrowserTimeZone(): VisitorLocation | null {
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  const country = countryFromTimeZone(zone);
  return country ? { location: country.name, countryCode: country.code, source: 'time-zone' } : null;
}
