import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

// GET /api/vehicles/prelog/get-vehicle-makes-and-model: the catalogue's makes and models, offered
// as suggestions (a new make or model is added to the catalogue when a vehicle is saved with it).
export type Catalogue = { make: string; models: { model: string }[] }[];

export function getCatalogue(signal?: AbortSignal): Promise<Catalogue> {
  return apiFetch<Catalogue>('/vehicles/prelog/get-vehicle-makes-and-model', {
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
