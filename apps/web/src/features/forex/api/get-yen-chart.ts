import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ForexChart, ForexChartRange } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// GET /api/forex/history?currency=&range=: the yen chart's daily closes (signed-in members). Without
// a currency the API charts the member's own account currency.
export function getYenChart(
  currency: string | undefined,
  range: ForexChartRange,
  signal?: AbortSignal,
): Promise<ForexChart> {
  return apiFetch<ForexChart>('/forex/history', {
    query: { currency, range },
    ...(signal ? { signal } : {}),
  });
}

export function useYenChart(currency: string | undefined, range: ForexChartRange) {
  return useQuery(
    queryOptions({
      queryKey: ['forex', 'chart', currency ?? 'own', range],
      queryFn: ({ signal }) => getYenChart(currency, range, signal),
      // Switching currency or range keeps the last chart on screen until the next one arrives.
      placeholderData: keepPreviousData,
    }),
  );
}
