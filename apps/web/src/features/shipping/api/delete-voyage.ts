import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { voyagesQueryKey } from './get-voyages';

// DELETE /api/admin/shipping/voyages/:id: a voyage entered by mistake or cancelled by the line.
export function deleteVoyage(id: number): Promise<unknown> {
  return apiFetch(`/admin/shipping/voyages/${id}`, { method: 'DELETE' });
}

export function useDeleteVoyage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoyage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voyagesQueryKey }),
  });
}
