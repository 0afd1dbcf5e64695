import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationEmailSettings, NotificationList, NotificationPage, UnreadCount } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { fromServerAnswer } from '@/lib/server-data';

// The bell. The unread count is polled every few seconds: with any number of API
// instances and nothing shared in memory, one indexed count per poll is the simple, always-right way
// for a staff action to reach the dealer's bell without a reload (docs/decisions/0008-deal-flow.md).
export const BELL_POLL_MS = 4_000;
export const notificationsQueryKey = ['notifications'] as const;

/**
 * The bell's count. A member's page the server drew arrives with it: it is asked again at
 * the next poll, not at once.
 */
export function unreadCountQueryOptions() {
  const queryKey = [...notificationsQueryKey, 'unread'] as const;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<UnreadCount> =>
      apiFetch<UnreadCount>('/notifications/unread-count', { signal }),
    staleTime: BELL_POLL_MS,
    refetchInterval: BELL_POLL_MS,
    refetchOnWindowFocus: true,
    ...fromServerAnswer<UnreadCount>(queryKey),
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}

export function useNotifications(limit: number, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...notificationsQueryKey, 'list', limit],
      queryFn: ({ signal }): Promise<NotificationList> =>
        apiFetch<NotificationList>(`/notifications?limit=${limit}`, { signal }),
      enabled,
    }),
  );
}

/** The notifications page: GET /api/notifications/history, one page at a time (the pager asks for the next). */
export function useNotificationPage(page: number, pageSize: number) {
  return useQuery(
    queryOptions({
      queryKey: [...notificationsQueryKey, 'page', page, pageSize],
      queryFn: ({ signal }): Promise<NotificationPage> =>
        apiFetch<NotificationPage>(`/notifications/history?page=${page}&pageSize=${pageSize}`, { signal }),
      placeholderData: (previous) => previous,
    }),
  );
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all'): Promise<UnreadCount> =>
      apiFetch<UnreadCount>(id === 'all' ? '/notifications/read-all' : `/notifications/${id}/read`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

const emailSettingsKey = [...notificationsQueryKey, 'email-settings'] as const;

/** My Profile's "E-mail notifications": which kinds also arrive by e-mail. */
export function useEmailSettings() {
  return useQuery(
    queryOptions({
      queryKey: emailSettingsKey,
      queryFn: ({ signal }): Promise<NotificationEmailSettings> =>
        apiFetch<NotificationEmailSettings>('/notifications/email-settings', { signal }),
    }),
  );
}

export function useSaveEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string[]): Promise<NotificationEmailSettings> =>
      apiFetch<NotificationEmailSettings>('/notifications/email-settings', {
        method: 'PUT',
        body: { email },
      }),
    onSuccess: (saved) => queryClient.setQueryData(emailSettingsKey, saved),
  });
}
