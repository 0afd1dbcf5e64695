import { geoLookupResponseSchema, type GeoLookupResponse } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

/** GET /api/geo/lookup: the country of the caller's IP (nulls when no provider is configured). */
export function lookupIpLocation(signal?: AbortSignal): Promise<GeoLookupResponse> {
  return apiFetch('/geo/lookup', { schema: geoLookupResponseSchema, ...(signal ? { signal } : {}) });
}
