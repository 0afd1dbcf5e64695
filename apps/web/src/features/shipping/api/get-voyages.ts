import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoyageList } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// GET /api/admin/shipping/voyages?past=true: upcoming voyages by ETD (and the past ones) (staff only).
export function getVoyages(past: boolean, signal?: AbortSignal): Promise<VoyageList> {
  return apiFetch<VoyageList>('/admin/shipping/voyages', {
    query: past ? { past: true } : {},
    ...(signal ? { signal } : {}),
  });
}

export const voyagesQueryKey = ['staff', 'shipping', 'voyages'] as const;

export function voyagesQueryOptions(past: boolean) {
  return queryOptions({
    queryKey: [...voyagesQueryKey, past ? 'with-past' : 'upcoming'],
    queryFn: ({ signal }) => getVoyages(past, signal),
  });
}

export function useVoyages(past: boolean) {
  return useQuery(voyagesQueryOptions(past));
}
