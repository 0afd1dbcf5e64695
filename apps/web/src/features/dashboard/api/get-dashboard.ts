import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// GET /api/admin/dashboard: the figures counted live in the database, and the newest activity.
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiFetch<Dashboard>('/admin/dashboard', { ...(signal ? { signal } : {}) });
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'dashboard'],
    queryFn: ({ signal }) => getDashboard(signal),
    // The page is often left open all day: the figures follow the work.
    refetchInterval: 60_000,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
