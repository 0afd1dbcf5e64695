import type { ActivityRequest } from './get-activity';

// GET /api/admin/activity/export?format=csv|xlsx: the log with the page's filters (no paging),
// newest first, as a file the browser saves (components/export-downloads.tsx adds the format).

/** The export's address for the filters applied on the page. */
export function activityExportPath({ page: _page, ...filters }: ActivityRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const query = params.toString();
  return `/admin/activity/export${query ? `?${query}` : ''}`;
}
