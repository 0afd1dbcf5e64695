// §3 "location and country code from IP geolocation" stored in the browser; §4 Clear Filter sends
// requestOrigin from the stored location. The time-zone country is known at once; the IP lookup,
// when a provider is configured, refines it.

export const VISITOR_LOCATION_KEY = 'ibc.visitorLocation';

export interface VisitorLocation {
  /** English country name, e.g. 'New Zealand'. */
  location: string;
  /** Two-letter code, e.g. 'NZ'. */
  countryCode: string;
  source: 'ip' | 'time-zone';
}

function isVisitorLocation(value: unknown): value is VisitorLocation {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.location === 'string' &&
    typeof v.countryCode === 'string' &&
    (v.source === 'ip' || v.source === 'time-zone')
  );
}

/** The stored location, for plain (non-React) callers such as the search's requestOrigin. */
export function getStoredVisitorLocation(): VisitorLocation | null {
  try {
    const raw = localStorage.getItem(VISITOR_LOCATION_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isVisitorLocation(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

export function storeVisitorLocation(location: VisitorLocation): void {
  localStorage.setItem(VISITOR_LOCATION_KEY, JSON.stringify(location));
  listeners.forEach((notify) => notify());
}

export function subscribeVisitorLocation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
