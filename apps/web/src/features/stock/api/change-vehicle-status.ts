import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockVehicle, VehicleStatus } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { stockQueryKey } from './get-stock';
import { stockVehicleQueryKey } from './get-stock-vehicle';

// POST /api/admin/stock/:id/status: available, reserved, sold or withdrawn (logged).
export function changeVehicleStatus({
  id,
  status,
}: {
  id: number;
  status: VehicleStatus;
}): Promise<StockVehicle> {
  return apiFetch<StockVehicle>(`/admin/stock/${id}/status`, {
    method: 'POST',
    body: { status },
  });
}

export function useChangeVehicleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeVehicleStatus,
    onSuccess: async (saved) => {
      queryClient.setQueryData(stockVehicleQueryKey(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: [...stockQueryKey, 'list'] });
    },
  });
}
