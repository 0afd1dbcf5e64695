import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { outboxQueryKey } from './get-outbox';

// POST /api/admin/outbox/:id/retry: queue a dead e-mail again with a fresh set of attempts.
export function retryOutboxMail(id: number): Promise<{ message: string }> {
  return apiFetch<MessageResponse>(`/admin/outbox/${id}/retry`, { method: 'POST' });
}

export function useRetryOutboxMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxQueryKey }),
  });
}
