import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockVehicle } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { stockQueryKey } from './get-stock';

// GET /api/admin/stock/:id: every field, the status and the price history.
export function getStockVehicle(id: number, signal?: AbortSignal): Promise<StockVehicle> {
  return apiFetch<StockVehicle>(`/admin/stock/${id}`, { ...(signal ? { signal } : {}) });
}

export const stockVehicleQueryKey = (id: number) => [...stockQueryKey, 'vehicle', id] as const;

export function stockVehicleQueryOptions(id: number) {
  return queryOptions({
    queryKey: stockVehicleQueryKey(id),
    queryFn: ({ signal }) => getStockVehicle(id, signal),
  });
}

export function useStockVehicle(id: number) {
  return useQuery(stockVehicleQueryOptions(id));
}
