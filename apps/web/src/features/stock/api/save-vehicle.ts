import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockVehicle, VehicleInput } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { stockQueryKey } from './get-stock';
import { stockVehicleQueryKey } from './get-stock-vehicle';

// POST /api/admin/stock (new vehicle) or PUT /api/admin/stock/:id (every field replaced).
export function saveVehicle({
  id,
  input,
}: {
  id: number | null;
  input: VehicleInput;
}): Promise<StockVehicle> {
  return apiFetch<StockVehicle>(id === null ? '/admin/stock' : `/admin/stock/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body: input,
  });
}

export function useSaveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVehicle,
    onSuccess: async (saved) => {
      queryClient.setQueryData(stockVehicleQueryKey(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: [...stockQueryKey, 'list'] });
    },
  });
}
