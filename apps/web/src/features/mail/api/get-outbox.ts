import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxItem, OutboxStatus, OutboxList } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// GET /api/admin/outbox?status=: the mail the site has queued, sent or given up on (staff only).
export function getOutbox(status: OutboxStatus | undefined, signal?: AbortSignal): Promise<OutboxItem[]> {
  return apiFetch<OutboxList>('/admin/outbox', {
    query: status ? { status } : {},
    ...(signal ? { signal } : {}),
  }).then((list) => list.items);
}

export const outboxQueryKey = ['staff', 'outbox'] as const;

export function outboxQueryOptions(status: OutboxStatus | undefined) {
  return queryOptions({
    queryKey: [...outboxQueryKey, status ?? 'all'],
    queryFn: ({ signal }) => getOutbox(status, signal),
    refetchInterval: 15_000,
  });
}

export function useOutbox(status: OutboxStatus | undefined) {
  return useQuery(outboxQueryOptions(status));
}
