import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComparisonVehicle, CompareResponse } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// The vehicles named in /form/email-checklist-form?id=1-2-3, shown above the form. The public
// comparison call gives name, chassis and photo for any number of ids, and no price.
export function getChecklistVehicles(ids: number[], signal?: AbortSignal): Promise<ComparisonVehicle[]> {
  return apiFetch<CompareResponse>('/vehicles/prelog/get-compare-vehicles', {
    method: 'POST',
    body: ids,
    ...(signal ? { signal } : {}),
  });
}

export function checklistVehiclesQueryOptions(ids: number[]) {
  return queryOptions({
    queryKey: ['offers', 'checklist-vehicles', ids],
    queryFn: ({ signal }) => getChecklistVehicles(ids, signal),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
}

export function useChecklistVehicles(ids: number[]) {
  return useQuery(checklistVehiclesQueryOptions(ids));
}
