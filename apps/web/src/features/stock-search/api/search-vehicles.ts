import {
  infiniteQueryOptions,
  queryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQueries,
  useQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { MemberSearchResult, PublicSearchResult, SearchFilter } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { fromServerAnswer, serverAnswer } from '@/lib/server-data';

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

/**
 * §4 Public search list: Load more raises the page by one and appends; all shown when a page comes back
 * short. The key leaves out the page (Load more appends under one key) and requestOrigin: it goes
 * with the search (§3) but the stock shown does not depend on it, and the server renders a visitor's
 * first page (prefetchPublicSearch) without the location the browser has stored.
 */
function publicVehicleSearchOptions(filter: SearchFilter) {
  const { page: _page, requestOrigin: _origin, ...key } = filter;
  const queryKey = ['stock-search', 'prelog', key];
  // A visitor's /search arrives rendered with its first page (lib/server-data.ts).
  const fromServer = () => serverAnswer<InfiniteData<PublicSearchResult, number>>(queryKey);
  return infiniteQueryOptions({
    queryKey,
    initialData: () => fromServer()?.data,
    // §3/§4 a returning visitor's stored location goes with the search as requestOrigin: the server
    // rendered the page without it, so the browser asks again at once (the tiles stay as they are).
    initialDataUpdatedAt: () => (filter.requestOrigin ? 0 : fromServer()?.dataUpdatedAt),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => searchPublicVehicles({ ...filter, page: pageParam }, signal),
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((total, page) => total + page.vehicles.length, 0);
      return last.vehicles.length > 0 && shown < last.count ? pages.length + 1 : undefined;
    },
    staleTime: 30_000,
    // The URL does not record Load more, so a search left behind is dropped at once; coming
    // back to the same filter starts again at its first page instead of bringing back old pages.
    gcTime: 0,
  });
}

export function usePublicVehicleSearch(filter: SearchFilter) {
  return useInfiniteQuery(publicVehicleSearchOptions(filter));
}

/**
 * The server's rendering of a visitor's /search (entry-server.tsx) asks for the first page
 * the browser would, so the page arrives with its tiles and the browser starts from that answer.
 */
export function prefetchPublicSearch(queryClient: QueryClient, filter: SearchFilter): Promise<void> {
  // Kept until the page is written (the browser's gcTime of 0 would drop it before the render); a
  // refusal is not asked again (the page is drawn waiting, and the browser asks).
  return queryClient.prefetchInfiniteQuery({
    ...publicVehicleSearchOptions(filter),
    gcTime: Infinity,
    retry: false,
  });
}

function memberVehicleSearchOptions(filter: SearchFilter) {
  const queryKey = ['stock-search', 'postlog', filter];
  return queryOptions({
    queryKey,
    // A member's /search arrives with its first page (entry-server.tsx renderMemberPage).
    ...fromServerAnswer<MemberSearchResult>(queryKey),
    queryFn: ({ signal }) => searchMemberVehicles(filter, signal),
    staleTime: 30_000,
  });
}

/** Member search: one page at a time (pagination), the previous page stays on screen while the next loads. */
export function useMemberVehicleSearch(filter: SearchFilter, enabled = true) {
  return useQuery({ ...memberVehicleSearchOptions(filter), placeholderData: keepPreviousData, enabled });
}

/**
 * A signed-in browser opening /search asks for its first page while the page's code and
 * the member's account are still arriving, instead of after both (two round trips fewer before the
 * first photo). The member search then finds the answer, or the request under way, under its key.
 * A member whose company is not approved yet is refused (403) and shown the public search.
 */
export function prefetchMemberSearch(queryClient: QueryClient, filter: SearchFilter): Promise<void> {
  return queryClient.prefetchQuery({ ...memberVehicleSearchOptions(filter), retry: false });
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
