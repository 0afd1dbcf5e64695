import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerList, CustomerListQuery } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

export type CustomerListParams = Pick<CustomerListQuery, 'page' | 'status' | 'q'>;

// GET /api/admin/customers?page&status&q: one page of companies (staff only).
export function getCustomers(params: CustomerListParams, signal?: AbortSignal): Promise<CustomerList> {
  return apiFetch<CustomerList>('/admin/customers', {
    query: { page: params.page, status: params.status, q: params.q || undefined },
    ...(signal ? { signal } : {}),
  });
}

/** Every customers query (list, record, form options) starts with this key. */
export const customersQueryKey = ['staff', 'customers'] as const;

export function customersQueryOptions(params: CustomerListParams) {
  return queryOptions({
    queryKey: [...customersQueryKey, 'list', params],
    queryFn: ({ signal }) => getCustomers(params, signal),
    // The old page stays on screen while the next one loads (no flashing skeleton when paging).
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(params: CustomerListParams) {
  return useQuery(customersQueryOptions(params));
}
