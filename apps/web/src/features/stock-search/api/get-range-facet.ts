import { useQuery } from '@tanstack/react-query';
import type { RangeFacet, RangeFacetCounts, SearchFilter } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// The histogram behind a range pop-up's live count; fetched once when the pop-up opens,
// summed as the slider moves (countInRange in @ibc/domain).
export function useRangeFacet(filter: SearchFilter, field: RangeFacet, member: boolean) {
  const { page: _p, pageSize: _s, sortBy: _b, sortOrder: _o, ...key } = filter;
  return useQuery({
    queryKey: ['stock-search', 'range-facet', field, member, key],
    queryFn: ({ signal }): Promise<RangeFacetCounts> =>
      apiFetch<RangeFacetCounts>(`/vehicles/${member ? 'postlog' : 'prelog'}/search/facets/${field}`, {
        method: 'POST',
        body: { ...filter, page: 1 },
        signal,
      }),
    staleTime: 30_000,
  });
}
