import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockPriceRanges } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { stockQueryKey } from './get-stock';

// GET /api/admin/stock/price-ranges: per currency, what the for-sale stock holds (as stored: JPY in
// thousands of yen). The vehicle form asks to confirm a price outside it before saving.
export function getStockPriceRanges(signal?: AbortSignal): Promise<StockPriceRanges> {
  return apiFetch<StockPriceRanges>('/admin/stock/price-ranges', { ...(signal ? { signal } : {}) });
}

export function useStockPriceRanges() {
  return useQuery(
    queryOptions({
      queryKey: [...stockQueryKey, 'price-ranges'],
      queryFn: ({ signal }) => getStockPriceRanges(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
