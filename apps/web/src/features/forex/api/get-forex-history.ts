import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForexHistory } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { forexAdminQueryKey } from './get-forex-rates';

// GET /api/admin/forex/:currency/history: the newest 100 rates of one currency (staff).
export function getForexHistory(currency: string, signal?: AbortSignal): Promise<ForexHistory> {
  return apiFetch<ForexHistory>(`/admin/forex/${encodeURIComponent(currency)}/history`, {
    ...(signal ? { signal } : {}),
  });
}

export function useForexHistory(currency: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...forexAdminQueryKey, 'history', currency],
      queryFn: ({ signal }) => getForexHistory(currency ?? '', signal),
      enabled: currency !== null,
    }),
  );
}
