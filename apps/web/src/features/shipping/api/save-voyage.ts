import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Voyage, VoyageInput } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { shippingPortsQueryKey } from './get-shipping-ports';
import { voyagesQueryKey } from './get-voyages';

// POST /api/admin/shipping/voyages (new) or PUT /api/admin/shipping/voyages/:id (changed dates).
export function saveVoyage({ id, input }: { id: number | null; input: VoyageInput }): Promise<Voyage> {
  return apiFetch<Voyage>(id === null ? '/admin/shipping/voyages' : `/admin/shipping/voyages/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body: input,
  });
}

export function useSaveVoyage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoyage,
    onSuccess: async () => {
      // A new vessel name joins the form's suggestions.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: voyagesQueryKey }),
        queryClient.invalidateQueries({ queryKey: shippingPortsQueryKey }),
      ]);
    },
  });
}
