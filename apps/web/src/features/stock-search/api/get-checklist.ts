import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  checklistVehicleSchema,
  publicChecklistVehicleSchema,
  type ChecklistVehicle,
  type PublicChecklistVehicle,
} from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// GET /api/vehicles/checklist/:id — every field and photo; price only when signed in.
const schema = z.union([checklistVehicleSchema, publicChecklistVehicleSchema]);

export type AnyChecklistVehicle = ChecklistVehicle | PublicChecklistVehicle;

export function hasPrice(vehicle: AnyChecklistVehicle): vehicle is ChecklistVehicle {
  return 'price' in vehicle && typeof vehicle.price === 'string';
}

export function useChecklistVehicle(id: number | null) {
  return useQuery({
    queryKey: ['stock-search', 'checklist', id],
    queryFn: ({ signal }) => apiFetch(`/vehicles/checklist/${id}`, { schema, signal }),
    enabled: id !== null,
  });
}
