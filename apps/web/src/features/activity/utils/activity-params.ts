import { pageFrom } from '@/lib/paging';
import type { ActivityRequest } from '../api/get-activity';

// The log's filters live in the URL (/admin/activity?entity=vehicle&id=42&from=2026-11-01), so a
// filtered view can be bookmarked, shared, or linked from a record's page.

export interface ActivityFilters {
  entity: string;
  id: string;
  actor: string;
  /** Calendar days (YYYY-MM-DD) in the staff user's own time zone; '' = open. */
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readActivityFilters(search: URLSearchParams): ActivityFilters {
  const day = (key: string) => {
    const value = search.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    entity: search.get('entity')?.trim() ?? '',
    id: search.get('id')?.trim() ?? '',
    actor: search.get('actor')?.trim() ?? '',
    from: day('from'),
    to: day('to'),
    page: pageFrom(search.get('page')),
  };
}

export function writeActivityFilters(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['entity', 'id', 'actor', 'from', 'to'] as const)
    if (filters[key]) params.set(key, filters[key]);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Local midnight of a day, as an instant. */
const midnight = (day: string, addDays = 0) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + addDays).toISOString();
};

/** The API request: 'To' includes the whole of its day (the API's `to` is exclusive). */
export function toActivityRequest(filters: ActivityFilters): ActivityRequest {
  return {
    entityType: filters.entity || undefined,
    entityId: filters.id || undefined,
    actor: filters.actor || undefined,
    from: filters.from ? midnight(filters.from) : undefined,
    to: filters.to ? midnight(filters.to, 1) : undefined,
    page: filters.page,
  };
}
