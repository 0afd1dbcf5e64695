import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementDto, CurrentAnnouncementsResponse } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

/** GET /api/announcements/current: pop-ups that may be due today for this visitor or member. */
export async function getCurrentAnnouncements(signal?: AbortSignal): Promise<AnnouncementDto[]> {
  const body = await apiFetch<CurrentAnnouncementsResponse>('/announcements/current', {
    ...(signal ? { signal } : {}),
  });
  return body.announcements;
}

export function currentAnnouncementsQueryOptions(viewer: 'visitor' | 'member') {
  return queryOptions({
    queryKey: ['announcements', 'current', viewer],
    queryFn: ({ signal }) => getCurrentAnnouncements(signal),
    staleTime: 10 * 60_000,
  });
}

export function useCurrentAnnouncements(viewer: 'visitor' | 'member') {
  return useQuery(currentAnnouncementsQueryOptions(viewer));
}
