import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberShippingSchedule } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// GET /api/shipping-schedule: the upcoming sailings to the member's country ports.
export function getShippingSchedule(signal?: AbortSignal): Promise<MemberShippingSchedule> {
  return apiFetch<MemberShippingSchedule>('/shipping-schedule', {
    ...(signal ? { signal } : {}),
  });
}

export function shippingScheduleQueryOptions() {
  return queryOptions({
    queryKey: ['member', 'shipping-schedule'],
    queryFn: ({ signal }) => getShippingSchedule(signal),
  });
}

export function useShippingSchedule() {
  return useQuery(shippingScheduleQueryOptions());
}
