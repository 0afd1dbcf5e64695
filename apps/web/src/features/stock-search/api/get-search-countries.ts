import { useQuery } from '@tanstack/react-query';
import type { SearchCountry } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// §7 GET /common/country/get-list-with-port-and-currency: "countries for searching".
export function useSearchCountries(enabled: boolean) {
  return useQuery({
    queryKey: ['lookups', 'search-countries'],
    queryFn: ({ signal }) =>
      apiFetch<SearchCountry[]>('/common/country/get-list-with-port-and-currency', {
        signal,
      }),
    staleTime: 10 * 60_000,
    enabled,
  });
}
