import { useQuery } from '@tanstack/react-query';
import type { ChecklistVehicle, PublicChecklistVehicle } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// GET /api/vehicles/checklist/:id — every field and photo; price only when signed in.

export type AnyChecklistVehicle = ChecklistVehicle | PublicChecklistVehicle;

export function hasPrice(vehicle: AnyChecklistVehicle): vehicle is ChecklistVehicle {
  return 'price' in vehicle && typeof vehicle.price === 'string';
}

export function useChecklistVehicle(id: number | null) {
  return useQuery({
    queryKey: ['stock-search', 'checklist', id],
    queryFn: ({ signal }) => apiFetch<AnyChecklistVehicle>(`/vehicles/checklist/${id}`, { signal }),
    enabled: id !== null,
  });
}
