import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffVehicleAction, StockVehicle } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { stockQueryKey } from './get-stock';
import { stockVehicleQueryKey } from './get-stock-vehicle';

// POST /api/admin/stock/:id/status: a staff step (withdraw, relist, mark-sold), one of the vehicle's
// allowedActions; the server answers 409 with the reason when the vehicle's machine refuses it.
export function changeVehicleStatus({
  id,
  action,
}: {
  id: number;
  action: StaffVehicleAction;
}): Promise<StockVehicle> {
  return apiFetch<StockVehicle>(`/admin/stock/${id}/status`, {
    method: 'POST',
    body: { action },
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
    // A refused step (someone accepted an offer meanwhile): the page shows the vehicle as it is now.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: stockVehicleQueryKey(id) }),
  });
}
