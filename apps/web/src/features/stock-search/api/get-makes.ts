import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { makeCountSchema, makeWithModelsSchema, modelCountSchema, YEAR_FLOOR } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// §7 GET /vehicles/prelog/get-vehicle-makes-and-model (public, no year limits),
// /vehicles/postlog/get-vehicle-makes?minyear&maxyear ("called with 1990 and the current year"),
// /vehicles/postlog/get-vehicle-models?make&minyear&maxyear (loaded lazily).

const currentYear = () => new Date().getUTCFullYear();

export function usePublicMakesAndModels(enabled: boolean) {
  return useQuery({
    queryKey: ['lookups', 'makes-and-models'],
    queryFn: ({ signal }) =>
      apiFetch('/vehicles/prelog/get-vehicle-makes-and-model', {
        schema: z.array(makeWithModelsSchema),
        signal,
      }),
    staleTime: 10 * 60_000,
    enabled,
  });
}

export function useMemberMakes(enabled: boolean) {
  return useQuery({
    queryKey: ['lookups', 'member-makes'],
    queryFn: ({ signal }) =>
      apiFetch('/vehicles/postlog/get-vehicle-makes', {
        query: { minyear: YEAR_FLOOR, maxyear: currentYear() },
        schema: z.array(makeCountSchema),
        signal,
      }),
    staleTime: 10 * 60_000,
    enabled,
  });
}

export function useMemberModels(make: string | undefined) {
  return useQuery({
    queryKey: ['lookups', 'member-models', make],
    queryFn: ({ signal }) =>
      apiFetch('/vehicles/postlog/get-vehicle-models', {
        query: { make, minyear: YEAR_FLOOR, maxyear: currentYear() },
        schema: z.array(modelCountSchema),
        signal,
      }),
    staleTime: 10 * 60_000,
    enabled: Boolean(make),
  });
}
