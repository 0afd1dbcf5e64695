import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { outboxQueryKey } from './get-outbox';

// POST /api/admin/outbox/:id/retry: queue a dead e-mail again with a fresh set of attempts.
export function retryOutboxMail(id: number): Promise<{ message: string }> {
  return apiFetch(`/admin/outbox/${id}/retry`, { method: 'POST', schema: messageResponseSchema });
}

export function useRetryOutboxMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxQueryKey }),
  });
}
