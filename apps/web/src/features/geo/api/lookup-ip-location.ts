import type { GeoLookupResponse } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

/** GET /api/geo/lookup: the country of the caller's IP (nulls when no provider is configured). */
export function lookupIpLocation(signal?: AbortSignal): Promise<GeoLookupResponse> {
  return apiFetch<GeoLookupResponse>('/geo/lookup', { ...(signal ? { signal } : {}) });
}
