import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPayment,
  AdminPaymentList,
  Payment,
  PaymentList,
  PaymentProof,
  RecordPayment,
} from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// Payments: the member records T/T payments with a proof; staff confirm or reject them.
export const paymentsQueryKey = ['payments'] as const;
/** Invoices' paid amounts and balances change when a payment is confirmed. */
const invoicesQueryKey = ['invoices'] as const;

export function usePayments(purchaseId?: number) {
  return useQuery(
    queryOptions({
      queryKey: [...paymentsQueryKey, purchaseId ?? 'all'],
      queryFn: ({ signal }): Promise<PaymentList> =>
        apiFetch<PaymentList>('/payments', { signal, query: { purchaseId } }),
    }),
  );
}

export function uploadPaymentProof(file: File): Promise<PaymentProof> {
  return apiFetch<PaymentProof>('/payments/proofs', {
    method: 'POST',
    body: file,
    query: { fileName: file.name },
  });
}

/**
 * The Idempotency-Key makes a double click, or sending again after a lost answer, record one payment;
 * the form keeps one key while what it sends is unchanged.
 */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: RecordPayment;
      idempotencyKey: string;
    }): Promise<Payment> =>
      apiFetch<Payment>('/payments', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
}

/** A page of the payments dealers recorded, pending first. */
export function useAdminPayments(page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...paymentsQueryKey, 'admin', page],
      queryFn: ({ signal }): Promise<AdminPaymentList> =>
        apiFetch<AdminPaymentList>('/admin/payments', { signal, query: { page } }),
      // The old page stays on screen while the next one loads (no flashing skeleton when paging).
      placeholderData: keepPreviousData,
    }),
  );
}

export function useReviewPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      reason,
    }: {
      id: number;
      action: 'confirm' | 'reject';
      reason?: string;
    }): Promise<AdminPayment> =>
      apiFetch<AdminPayment>(`/admin/payments/${id}/${action}`, {
        method: 'POST',
        ...(action === 'reject' ? { body: { reason } } : {}),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
      await queryClient.invalidateQueries({ queryKey: invoicesQueryKey });
    },
  });
}
