// The one paging rule of every paged list (the member search and the back office's tables): which
// records a page shows, and what a page number past the end means (docs/architecture.md, Paging).

/** A page number from the address (?page=3); anything else is the first page. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The address's query with `page` as its page (in `param`, where a screen shows two lists): the first
 * page leaves the parameter out.
 */
export function withPage(search: URLSearchParams, page: number, param = 'page'): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page === 1) next.delete(param);
  else next.set(param, String(page));
  return next;
}

/** The last page of `total` records, `pageSize` a page: 1 for an empty list (its one, empty page). */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * What a page of a list shows. A page past the last one (an old bookmark, a list that has shrunk,
 * a typed address) is not a range of records at all: it is `pastEnd`, and the list says so and
 * offers its last page, instead of counting "33 TO 12 OF 12".
 */
export type PageView =
  { kind: 'range'; from: number; to: number; last: number } | { kind: 'pastEnd'; page: number; last: number };

/**
 * The records from `page` through `through` (Load More keeps several pages in one list), 1-based
 * and inclusive; 0 TO 0 for an empty list.
 */
export function pageView(page: number, pageSize: number, total: number, through = page): PageView {
  const last = lastPageOf(total, pageSize);
  if (page > last) return { kind: 'pastEnd', page, last };
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return { kind: 'range', from, to: Math.min(total, Math.max(page, through) * pageSize), last };
}

/** Whether a page the server sent lies past the list's last page (a list that is not empty). */
export function isPastEnd(page: { page: number; pageSize: number; total: number } | undefined): boolean {
  return (
    page !== undefined && page.total > 0 && pageView(page.page, page.pageSize, page.total).kind === 'pastEnd'
  );
}
