// §7 "An external IP lookup service is called with the address as a path segment". The provider is
// configurable (GEOIP_URL with an {ip} placeholder); with none configured nothing leaves the machine.
import type { GeoLookupResponse } from '@ibc/domain';

export const UNKNOWN_LOCATION: GeoLookupResponse = { country: null, countryCode: null };

const LOOKUP_TIMEOUT_MS = 2500;

/** Loopback, private and link-local addresses have no public location: never sent to a provider. */
export function isPublicIp(ip: string): boolean {
  const v4 = ip.replace(/^::ffff:/, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    if (a === 10 || a === 127 || a === 0) return false;
    if (a === 169 && b === 254) return false;
    if (a === 172 && b >= 16 && b <= 31) return false;
    if (a === 192 && b === 168) return false;
    if (a === 100 && b >= 64 && b <= 127) return false;
    return true;
  }
  const v6 = ip.toLowerCase();
  return !(
    v6 === '::1' ||
    v6 === '::' ||
    v6.startsWith('fe80:') ||
    v6.startsWith('fc') ||
    v6.startsWith('fd')
  );
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Reads the common field names of IP lookup providers (ipapi, ip-api, ipinfo-style answers). */
export function parseProviderAnswer(body: unknown): GeoLookupResponse {
  if (!body || typeof body !== 'object') return UNKNOWN_LOCATION;
  const o = body as Record<string, unknown>;
  const country =
    text(o.country_name) ?? text(o.countryName) ?? (text(o.country)?.length === 2 ? null : text(o.country));
  const rawCode =
    text(o.country_code) ?? text(o.countryCode) ?? (text(o.country)?.length === 2 ? text(o.country) : null);
  const countryCode = rawCode && /^[A-Za-z]{2}$/.test(rawCode) ? rawCode.toUpperCase() : null;
  return { country, countryCode };
}

export function createGeoService(deps: { providerUrl: string | undefined; fetchFn?: typeof fetch }) {
  // Resolved per call, so the global fetch in use at request time is the one called.
  const fetchFn: typeof fetch = deps.fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  return {
    async lookup(ip: string): Promise<GeoLookupResponse> {
      if (!deps.providerUrl || !isPublicIp(ip)) return UNKNOWN_LOCATION;
      const url = deps.providerUrl.includes('{ip}')
        ? deps.providerUrl.replace('{ip}', encodeURIComponent(ip))
        : `${deps.providerUrl.replace(/\/$/, '')}/${encodeURIComponent(ip)}`;
      try {
        const response = await fetchFn(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
        });
        if (!response.ok) return UNKNOWN_LOCATION;
        return parseProviderAnswer(await response.json());
      } catch {
        // A slow or broken provider must never break the page: the browser falls back to its time zone.
        return UNKNOWN_LOCATION;
      }
    },
  };
}
