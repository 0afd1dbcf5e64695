import { businessDate } from '@ibc/domain';
import type { ActivityRequest } from './get-activity';

// GET /api/admin/activity.csv: the log with the page's filters (no paging), newest first, as a file
// the browser saves (lib/use-download.ts sends the bearer token).

/** The export's address for the filters applied on the page. */
export function activityCsvPath({ page: _page, ...filters }: ActivityRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const query = params.toString();
  return `/admin/activity.csv${query ? `?${query}` : ''}`;
}

/** Named, as the server names it, with the exporter's (Japan) business date. */
export const activityCsvFileName = (now: Date) => `activity-log-${businessDate(now)}.csv`;
