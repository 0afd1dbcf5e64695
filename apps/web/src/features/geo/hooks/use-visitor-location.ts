import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { lookupIpLocation } from '../api/lookup-ip-location';
import {
  getStoredVisitorLocation,
  storeVisitorLocation,
  subscribeVisitorLocation,
  VISITOR_LOCATION_KEY,
  type VisitorLocation,
} from '../utils/visitor-location-store';

let cachedRaw: string | null | undefined;
let cachedValue: VisitorLocation | null = null;

/** Snapshot stable across renders while the stored JSON is unchanged. */
function snapshot(): VisitorLocation | null {
  const raw = localStorage.getItem(VISITOR_LOCATION_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = getStoredVisitorLocation();
  }
  return cachedValue;
}

/**
 * The visitor's location: stored value, else the browser time zone's country at once, refined by
 * the server's IP lookup once per browser (an IP answer is kept; a null answer leaves the zone's).
 */
export function useVisitorLocation(): VisitorLocation | null {
  const stored = useSyncExternalStore(subscribeVisitorLocation, snapshot, () => null);
  const needsLookup = stored?.source !== 'ip';
  const { data } = useQuery({
    queryKey: ['geo', 'lookup'],
    queryFn: ({ signal }) => lookupIpLocation(signal),
    enabled: needsLookup,
    staleTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    if (stored) return;
    let cancelled = false;
    void import('../utils/time-zone-location').then(({ locationFromBrowserTimeZone }) => {
      const fromZone = locationFromBrowserTimeZone();
      // An IP answer that arrived first wins.
      if (!cancelled && fromZone && !getStoredVisitorLocation()) storeVisitorLocation(fromZone);
    });
    return () => {
      cancelled = true;
    };
  }, [stored]);

  useEffect(() => {
    if (needsLookup && data?.country && data.countryCode) {
      storeVisitorLocation({ location: data.country, countryCode: data.countryCode, source: 'ip' });
    }
  }, [data, needsLookup]);

  return stored;
}

/** Mount once (in the layouts) so the location is known before the first search. */
export function VisitorLocationTracker() {
  useVisitorLocation();
  return null;
}
