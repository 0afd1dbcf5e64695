import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityPage } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

/** The API's query: instants for the period (activity-params.ts turns the page's days into them). */
export interface ActivityRequest {
  entityType?: string | undefined;
  entityId?: string | undefined;
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

// GET /api/admin/activity: one page of the log, newest first.
export function getActivity(request: ActivityRequest, signal?: AbortSignal): Promise<ActivityPage> {
  return apiFetch<ActivityPage>('/admin/activity', {
    query: { ...request },
    ...(signal ? { signal } : {}),
  });
}

export const activityQueryOptions = (request: ActivityRequest) =>
  queryOptions({
    queryKey: ['staff', 'activity', request],
    queryFn: ({ signal }) => getActivity(request, signal),
    placeholderData: keepPreviousData,
  });

export function useActivity(request: ActivityRequest) {
  return useQuery(activityQueryOptions(request));
}
