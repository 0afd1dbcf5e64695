import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchFacets, SearchFilter } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// Counts next to each make and model, with every other filter applied.

export function getSearchFacets(
  filter: SearchFilter,
  member: boolean,
  signal?: AbortSignal,
): Promise<SearchFacets> {
  return apiFetch<SearchFacets>(
    member ? '/vehicles/postlog/search/facets' : '/vehicles/prelog/search/facets',
    {
      method: 'POST',
      body: { ...filter, page: 1 },
      ...(signal ? { signal } : {}),
    },
  );
}

export function useSearchFacets(filter: SearchFilter, member: boolean, enabled: boolean) {
  const { page: _p, pageSize: _s, sortBy: _b, sortOrder: _o, make: _m, model: _d, ...key } = filter;
  return useQuery({
    queryKey: ['stock-search', 'facets', member, key],
    queryFn: ({ signal }) => getSearchFacets(filter, member, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}
