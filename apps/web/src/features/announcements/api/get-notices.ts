import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeDto, NoticesResponse } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

/** GET /api/announcements: current and past notices for the signed-in member. */
export async function getNotices(signal?: AbortSignal): Promise<NoticeDto[]> {
  const body = await apiFetch<NoticesResponse>('/announcements', {
    ...(signal ? { signal } : {}),
  });
  return body.notices;
}

export const noticesQueryOptions = () =>
  queryOptions({ queryKey: ['announcements', 'notices'], queryFn: ({ signal }) => getNotices(signal) });

export function useNotices() {
  return useQuery(noticesQueryOptions());
}
