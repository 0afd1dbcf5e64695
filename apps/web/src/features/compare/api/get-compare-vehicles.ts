import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberComparisonVehicle } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { showsPrices, usePriceAccess } from '@/lib/current-user';

export type CompareViewer = 'visitor' | 'member';

/** One shape for both answers: visitors' vehicles simply have no price (§1). */
export type CompareVehicle = Omit<MemberComparisonVehicle, 'price'> & { price?: string | null };

/** §7 POST /vehicles/{prelog|postlog}/get-compare-vehicles with the list of ids. */
export function getCompareVehicles(
  viewer: CompareViewer,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<CompareVehicle[]> {
  const path =
    viewer === 'member' ? '/vehicles/postlog/get-compare-vehicles' : '/vehicles/prelog/get-compare-vehicles';
  // Both answers are CompareVehicle[]: the member's has a price, the visitor's none.
  return apiFetch<CompareVehicle[]>(path, {
    method: 'POST',
    body: ids,
    ...(signal ? { signal } : {}),
  });
}

export function compareVehiclesQueryOptions(viewer: CompareViewer, ids: readonly number[], enabled = true) {
  return queryOptions({
    queryKey: ['compare', viewer, [...ids]],
    queryFn: ({ signal }) => getCompareVehicles(viewer, ids, signal),
    enabled: enabled && ids.length > 0,
    // §4 "Each change re-fetches", also back to a set seen before.
    staleTime: 0,
    // §4 "Each change re-fetches": keep showing the previous tiles while the new list loads.
    placeholderData: keepPreviousData,
  });
}

/** Members of an approved company compare with prices; visitors and companies under review without. */
export function useCompareVehicles(ids: readonly number[]) {
  const access = usePriceAccess();
  return useQuery(
    compareVehiclesQueryOptions(showsPrices(access) ? 'member' : 'visitor', ids, access !== 'loading'),
  );
}
