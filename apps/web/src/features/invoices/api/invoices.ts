import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminInvoiceList, AdminInvoicePage, InvoiceList } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// GET /api/invoices, GET /api/admin/purchases/:id/invoices, POST .../invoices/final.
export const invoicesQueryKey = ['invoices'] as const;

export function useInvoices(purchaseId?: number) {
  return useQuery(
    queryOptions({
      queryKey: [...invoicesQueryKey, purchaseId ?? 'all'],
      queryFn: ({ signal }): Promise<InvoiceList> =>
        apiFetch<InvoiceList>('/invoices', { signal, query: { purchaseId } }),
    }),
  );
}

export function useAdminPurchaseInvoices(purchaseId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...invoicesQueryKey, 'admin', purchaseId],
      queryFn: ({ signal }): Promise<AdminInvoiceList> =>
        apiFetch<AdminInvoiceList>(`/admin/purchases/${purchaseId}/invoices`, { signal }),
    }),
  );
}

/** A page of the back office's overdue list ("a daily overdue list for staff"). */
export function useOverdueInvoices(page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...invoicesQueryKey, 'admin', 'overdue', page],
      queryFn: ({ signal }): Promise<AdminInvoicePage> =>
        apiFetch<AdminInvoicePage>('/admin/invoices', { signal, query: { overdue: true, page } }),
      // The old page stays on screen while the next one loads (no flashing skeleton when paging).
      placeholderData: keepPreviousData,
    }),
  );
}

export function useIssueInvoice(purchaseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: 'proforma' | 'final'): Promise<AdminInvoiceList> =>
      apiFetch<AdminInvoiceList>(`/admin/purchases/${purchaseId}/invoices/${kind}`, {
        method: 'POST',
      }),
    onSuccess: (list) => queryClient.setQueryData([...invoicesQueryKey, 'admin', purchaseId], list),
  });
}

/** The back office voids an invoice nothing was paid on (a new proforma can then be issued). */
export function useVoidInvoice(purchaseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: number): Promise<unknown> =>
      apiFetch(`/admin/invoices/${invoiceId}/void`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...invoicesQueryKey, 'admin', purchaseId] }),
  });
}
