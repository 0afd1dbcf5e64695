import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryListItem } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

/** §7 GET /common/country/get-list: the countries a customer can sign up from. */
export function getCountries(signal?: AbortSignal) {
  return apiFetch<CountryListItem[]>('/common/country/get-list', {
    ...(signal ? { signal } : {}),
  });
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: ['accounts', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: 60 * 60_000,
  });
}

export const useCountries = () => useQuery(countriesQueryOptions());
