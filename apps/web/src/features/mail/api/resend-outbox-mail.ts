import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { outboxQueryKey } from './get-outbox';

// POST /api/admin/outbox/:id/resend: send an undeliverable e-mail again with a fresh set of attempts.
export function resendOutboxMail(id: number): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/admin/outbox/${id}/resend`, { method: 'POST' });
}

export function useResendOutboxMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendOutboxMail,
    // Refused or not, the list is read again: the mail's state may have moved on.
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxQueryKey }),
  });
}
