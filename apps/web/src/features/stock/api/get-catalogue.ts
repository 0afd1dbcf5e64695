import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

// GET /api/vehicles/prelog/get-vehicle-makes-and-model: the catalogue's makes and models, offered
// as suggestions (a new make or model is added to the catalogue when a vehicle is saved with it).
const catalogueSchema = z.array(
  z.object({ make: z.string(), models: z.array(z.object({ model: z.string() })) }),
);
export type Catalogue = z.infer<typeof catalogueSchema>;

export function getCatalogue(signal?: AbortSignal): Promise<Catalogue> {
  return apiFetch('/vehicles/prelog/get-vehicle-makes-and-model', {
    schema: catalogueSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useCatalogue() {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'stock', 'catalogue'],
      queryFn: ({ signal }) => getCatalogue(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
