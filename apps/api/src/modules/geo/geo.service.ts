// §7 "An external IP lookup service is called with the address as a path segment". The provider is
// configurable (GEOIP_URL with an {ip} placeholder); with none configured nothing leaves the machine.
import type { GeoLookupResponse } from '@ibc/domain';
import ipaddr from 'ipaddr.js';

export const UNKNOWN_LOCATION: GeoLookupResponse = { country: null, countryCode: null };

const LOOKUP_TIMEOUT_MS = 2500;

/**
 * Only globally routable unicast addresses have a public location; loopback, private, link-local,
 * CGNAT, documentation and other special ranges (and anything unparsable) are never sent to a
 * provider. IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address it carries.
 */
export function isPublicIp(ip: string): boolean {
  return ipaddr.isValid(ip) && ipaddr.process(ip).range() === 'unicast';
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
