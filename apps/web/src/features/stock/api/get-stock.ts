import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StockList, StockListQuery } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// GET /api/admin/stock: one page of 50 vehicles, sorted and filtered on the server (staff only).
export function getStock(query: StockListQuery, signal?: AbortSignal): Promise<StockList> {
  return apiFetch<StockList>('/admin/stock', {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });
}

export const stockQueryKey = ['staff', 'stock'] as const;

export function stockQueryOptions(query: StockListQuery) {
  return queryOptions({
    queryKey: [...stockQueryKey, 'list', query],
    queryFn: ({ signal }) => getStock(query, signal),
    // The table keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useStock(query: StockListQuery) {
  return useQuery(stockQueryOptions(query));
}
