import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortListItem } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { fromServerAnswer } from '@/lib/server-data';

// §7 GET /common/country/get-ports: the destination ports of the member's country (the search's port selector).
export function portsQueryOptions(countryId: number | null | undefined) {
  return queryOptions({
    queryKey: ['lookups', 'ports', countryId],
    ...fromServerAnswer<PortListItem[]>(['lookups', 'ports', countryId]),
    queryFn: ({ signal }) =>
      apiFetch<PortListItem[]>('/common/country/get-ports', {
        query: { countryId },
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

export function usePorts(countryId: number | null | undefined) {
  return useQuery({ ...portsQueryOptions(countryId), enabled: typeof countryId === 'number' });
}
