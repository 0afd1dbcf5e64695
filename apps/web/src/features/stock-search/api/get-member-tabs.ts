import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberTab } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { fromServerAnswer } from '@/lib/server-data';

// §7 GET /common-user/get-user-vehicle-locations: the member's tab list (DDU only for 70/295/104).
export function memberTabsQueryOptions() {
  return queryOptions({
    queryKey: ['stock-search', 'member-tabs'],
    ...fromServerAnswer<MemberTab[]>(['stock-search', 'member-tabs']),
    queryFn: ({ signal }) => apiFetch<MemberTab[]>('/common-user/get-user-vehicle-locations', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useMemberTabs() {
  return useQuery(memberTabsQueryOptions());
}
