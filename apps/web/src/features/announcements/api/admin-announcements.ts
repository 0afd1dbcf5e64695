import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAnnouncement,
  AnnouncementInput,
  AdminAnnouncementList,
  AnnouncementPreview,
  AnnouncementImage,
} from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// The back office's announcements (staff only): /api/admin/announcements.

const listKey = ['staff', 'announcements'] as const;

export const adminAnnouncementsQueryOptions = () =>
  queryOptions({
    queryKey: listKey,
    queryFn: ({ signal }) => apiFetch<AdminAnnouncementList>('/admin/announcements', { signal }),
  });

export function useAdminAnnouncements() {
  return useQuery(adminAnnouncementsQueryOptions());
}

export const adminAnnouncementQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...listKey, id],
    queryFn: ({ signal }) => apiFetch<AdminAnnouncement>(`/admin/announcements/${id}`, { signal }),
  });

export function useAdminAnnouncement(id: number | null) {
  return useQuery({ ...adminAnnouncementQueryOptions(id ?? 0), enabled: id !== null });
}

/** POST (no id) or PUT (id): the saved announcement, with its body as the server stored it. */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AnnouncementInput }) =>
      apiFetch<AdminAnnouncement>(id === null ? '/admin/announcements' : `/admin/announcements/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: input,
      }),
    onSuccess: async (saved: AdminAnnouncement) => {
      queryClient.setQueryData(adminAnnouncementQueryOptions(saved.id).queryKey, saved);
      // The list, and this browser's own pop-ups and notices.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: ['announcements'] }),
      ]);
    },
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<{ message: string }>(`/admin/announcements/${id}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        queryClient.invalidateQueries({ queryKey: ['announcements'] }),
      ]),
  });
}

/** The body as the server would store it (sanitised): what the preview shows. */
export function previewAnnouncementBody(bodyHtml: string): Promise<string> {
  return apiFetch<AnnouncementPreview>('/admin/announcements/preview', {
    method: 'POST',
    body: { bodyHtml },
  }).then((answer) => answer.bodyHtml);
}

/** Uploads one image (its raw bytes); the server stores it as WebP and answers its /media address. */
export function uploadAnnouncementImage(file: File) {
  return apiFetch<AnnouncementImage>('/admin/announcements/images', {
    method: 'POST',
    body: file,
  });
}
