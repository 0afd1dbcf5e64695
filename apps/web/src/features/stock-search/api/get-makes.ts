import { useQuery } from '@tanstack/react-query';
import { YEAR_FLOOR, type MakeWithModels, type MakeCount, type ModelCount } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// §7 GET /vehicles/prelog/get-vehicle-makes-and-model (public, no year limits),
// /vehicles/postlog/get-vehicle-makes?minyear&maxyear ("called with 1990 and the current year"),
// /vehicles/postlog/get-vehicle-models?make&minyear&maxyear (loaded lazily).

const currentYear = () => new Date().getUTCFullYear();

export function usePublicMakesAndModels(enabled: boolean) {
  return useQuery({
    queryKey: ['lookups', 'makes-and-models'],
    queryFn: ({ signal }) =>
      apiFetch<MakeWithModels[]>('/vehicles/prelog/get-vehicle-makes-and-model', {
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
      apiFetch<MakeCount[]>('/vehicles/postlog/get-vehicle-makes', {
        query: { minyear: YEAR_FLOOR, maxyear: currentYear() },
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
      apiFetch<ModelCount[]>('/vehicles/postlog/get-vehicle-models', {
        query: { make, minyear: YEAR_FLOOR, maxyear: currentYear() },
        signal,
      }),
    staleTime: 10 * 60_000,
    enabled: Boolean(make),
  });
}
