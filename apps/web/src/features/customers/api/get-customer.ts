import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDetail, CustomerFormOptions } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { customersQueryKey } from './get-customers';

// GET /api/admin/customers/:id: the company, its users, its currency accounts (staff only).
export function getCustomer(id: number, signal?: AbortSignal): Promise<CustomerDetail> {
  return apiFetch<CustomerDetail>(`/admin/customers/${id}`, { ...(signal ? { signal } : {}) });
}

export const customerQueryKey = (id: number) => [...customersQueryKey, 'detail', id] as const;

export function useCustomer(id: number) {
  return useQuery(
    queryOptions({
      queryKey: customerQueryKey(id),
      queryFn: ({ signal }) => getCustomer(id, signal),
      enabled: id > 0,
    }),
  );
}

// GET /api/admin/customers/form-options: countries with ports, account managers, currencies.
export function getCustomerFormOptions(signal?: AbortSignal): Promise<CustomerFormOptions> {
  return apiFetch<CustomerFormOptions>('/admin/customers/form-options', {
    ...(signal ? { signal } : {}),
  });
}

export function useCustomerFormOptions() {
  return useQuery(
    queryOptions({
      queryKey: [...customersQueryKey, 'form-options'],
      queryFn: ({ signal }) => getCustomerFormOptions(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
