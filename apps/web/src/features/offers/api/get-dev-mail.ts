import { queryOptions, useQuery } from '@tanstack/react-query';
import { devMailListSchema, type DevMailList } from '@ibc/domain';
import { apiFetch, buildApiUrl } from '@/lib/api-client';

// GET /api/dev/mail: e-mails written to DATA_DIR/mail when no SMTP_URL is set (404 in production).
export function getDevMail(signal?: AbortSignal): Promise<DevMailList> {
  return apiFetch('/dev/mail', { schema: devMailListSchema, ...(signal ? { signal } : {}) });
}

export function devMailQueryOptions() {
  return queryOptions({
    queryKey: ['dev', 'mail'],
    queryFn: ({ signal }) => getDevMail(signal),
    refetchInterval: 5_000,
  });
}

export function useDevMail() {
  return useQuery(devMailQueryOptions());
}

export const devMailFileUrl = (file: string, format: 'raw' | 'html') =>
  buildApiUrl(`/dev/mail/${encodeURIComponent(file)}`, { format });
