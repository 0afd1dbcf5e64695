import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingPorts } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// GET /api/admin/shipping/ports: the voyage form's choices (ports of loading, vessels, destinations).
export function getShippingPorts(signal?: AbortSignal): Promise<ShippingPorts> {
  return apiFetch<ShippingPorts>('/admin/shipping/ports', { ...(signal ? { signal } : {}) });
}

export const shippingPortsQueryKey = ['staff', 'shipping', 'ports'] as const;

export function shippingPortsQueryOptions() {
  return queryOptions({
    queryKey: shippingPortsQueryKey,
    queryFn: ({ signal }) => getShippingPorts(signal),
    staleTime: 5 * 60_000,
  });
}

export function useShippingPorts() {
  return useQuery(shippingPortsQueryOptions());
}
