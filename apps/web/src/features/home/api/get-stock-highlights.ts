import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicVehicleSearchItem, PublicSearchResult } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

const NEW_ARRIVAL_TAB = 10;
const HIGHLIGHT_COUNT = 8;

/** The newest arrivals, from the public search (POST /api/vehicles/prelog/search, no prices). */
export async function getStockHighlights(
  signal?: AbortSignal,
): Promise<{ count: number; countExact: boolean; vehicles: PublicVehicleSearchItem[] }> {
  const result = await apiFetch<PublicSearchResult>('/vehicles/prelog/search', {
    method: 'POST',
    body: { tab: NEW_ARRIVAL_TAB, page: 1, pageSize: 16 },
    ...(signal ? { signal } : {}),
  });
  return {
    count: result.count,
    countExact: result.countExact !== false,
    vehicles: result.vehicles.slice(0, HIGHLIGHT_COUNT),
  };
}

export const stockHighlightsQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'highlights'],
    queryFn: ({ signal }) => getStockHighlights(signal),
    staleTime: 5 * 60_000,
  });

export function useStockHighlights() {
  return useQuery(stockHighlightsQueryOptions());
}
