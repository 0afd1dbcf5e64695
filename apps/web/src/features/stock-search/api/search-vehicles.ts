import { keepPreviousData, useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import type { MemberSearchResult, PublicSearchResult, SearchFilter } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// §7 POST /vehicles/prelog/search (visitors) and /vehicles/postlog/search (members).

export function searchPublicVehicles(
  filter: SearchFilter,
  signal?: AbortSignal,
): Promise<PublicSearchResult> {
  return apiFetch<PublicSearchResult>('/vehicles/prelog/search', {
    method: 'POST',
    body: filter,
    ...(signal ? { signal } : {}),
  });
}

export function searchMemberVehicles(
  filter: SearchFilter,
  signal?: AbortSignal,
): Promise<MemberSearchResult> {
  return apiFetch<MemberSearchResult>('/vehicles/postlog/search', {
    method: 'POST',
    body: filter,
    ...(signal ? { signal } : {}),
  });
}

/** §4 Public search list: Load more raises the page by one and appends; all shown when a page comes back short. */
export function usePublicVehicleSearch(filter: SearchFilter) {
  const { page: _page, ...withoutPage } = filter;
  return useInfiniteQuery({
    queryKey: ['stock-search', 'prelog', withoutPage],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => searchPublicVehicles({ ...filter, page: pageParam }, signal),
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((total, page) => total + page.vehicles.length, 0);
      return last.vehicles.length > 0 && shown < last.count ? pages.length + 1 : undefined;
    },
    staleTime: 30_000,
    // Issue 15: the URL does not record Load more, so a search left behind is dropped at once; coming
    // back to the same filter starts again at its first page instead of bringing back old pages.
    gcTime: 0,
  });
}

/** Member search: one page at a time (pagination), the previous page stays on screen while the next loads. */
export function useMemberVehicleSearch(filter: SearchFilter, enabled = true) {
  return useQuery({
    queryKey: ['stock-search', 'postlog', filter],
    queryFn: ({ signal }) => searchMemberVehicles(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}

/**
 * §2 member search 'Load More': the pages after the current one, appended below it. Each is cached
 * under the same key a paginated visit to that page would use.
 */
export function useMemberFollowingPages(filter: SearchFilter, extraPages: number) {
  return useQueries({
    queries: Array.from({ length: extraPages }, (_, i) => {
      const pageFilter = { ...filter, page: filter.page + i + 1 };
      return {
        queryKey: ['stock-search', 'postlog', pageFilter],
        queryFn: ({ signal }: { signal: AbortSignal }) => searchMemberVehicles(pageFilter, signal),
        staleTime: 30_000,
      };
    }),
  });
}
