import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnquiryKind, StaffEnquiryList } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

/** The sales team's enquiries inbox: newest first, of one kind or all. */
export function useStaffEnquiries(kind: EnquiryKind | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'enquiries', kind ?? 'all'],
      queryFn: ({ signal }): Promise<StaffEnquiryList> =>
        apiFetch<StaffEnquiryList>('/admin/enquiries', {
          query: { limit: 100, ...(kind ? { kind } : {}) },
          signal,
        }),
    }),
  );
}
