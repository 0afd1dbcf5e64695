import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForexCurrency, ForexCurrencyList } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// GET /api/admin/forex: every currency with the rate in force and the next scheduled one (staff).
export function getForexRates(signal?: AbortSignal): Promise<ForexCurrency[]> {
  return apiFetch<ForexCurrencyList>('/admin/forex', {
    ...(signal ? { signal } : {}),
  }).then((list) => list.currencies);
}

export const forexAdminQueryKey = ['staff', 'forex'] as const;

export function useForexRates() {
  return useQuery(
    queryOptions({
      queryKey: [...forexAdminQueryKey, 'currencies'],
      queryFn: ({ signal }) => getForexRates(signal),
      // A scheduled rate comes into force on its own: refresh so "in force" stays true on screen.
      refetchInterval: 60_000,
    }),
  );
}
