import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { DevMailList } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// GET /api/dev/mail: e-mails written to DATA_DIR/mail when no SMTP_URL is set. It exists only with
// DEV_MAILBOX=true and answers signed-in staff only, so every read goes through
// the API client with the member's token, the message bodies too.
export function getDevMail(signal?: AbortSignal): Promise<DevMailList> {
  return apiFetch<DevMailList>('/dev/mail', { ...(signal ? { signal } : {}) });
}

export function devMailQueryOptions() {
  return queryOptions({
    queryKey: ['dev', 'mail'],
    queryFn: ({ signal }) => getDevMail(signal),
    refetchInterval: 5_000,
    retry: false,
  });
}

/** `enabled` false for anyone but staff: the server answers them 404, as if the mailbox were off. */
export function useDevMail(enabled = true) {
  return useQuery({ ...devMailQueryOptions(), enabled });
}

/** One stored e-mail: its HTML part, or the raw .eml text. */
export function useDevMailFile(file: string | undefined, format: 'raw' | 'html') {
  return useQuery({
    queryKey: ['dev', 'mail', file, format],
    queryFn:
      file === undefined
        ? skipToken
        : ({ signal }) =>
            apiFetch<string>(`/dev/mail/${encodeURIComponent(file)}`, { query: { format }, signal }),
    staleTime: Infinity,
  });
}
