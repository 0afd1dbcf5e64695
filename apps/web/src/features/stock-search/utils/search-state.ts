import {
  clearSearchFilter,
  DEFAULT_MEMBER_TAB,
  DEFAULT_PUBLIC_TAB,
  MEMBER_SEARCH_TABS,
  PAGE_SIZE_ALL,
  PARTNER_REDIRECT_TAB,
  serializeSearchQuery,
  StockTab,
  stockTabFromLocation,
  type SearchFilter,
} from '@ibc/domain';

// Pure rules of the search URL (§2 query-string parameters, §4 states); the hook only wires them
// to React Router.

/** The external partner used-car site a location of tab 12 opens (§4). */
export const PARTNER_SITE_URL = 'https://www.nz-landed-stock.ibc-japan.example/';

const TAB_BY_STOCK_TYPE: Record<string, number> = {
  ibc: StockTab.ibc,
  'new-arrival': StockTab.newArrival,
  'dealer-direct': StockTab.dealerDirect,
  ddu: StockTab.ddu,
};

export type Audience = 'public' | 'member';

/** The tab on screen: the tab parameter, else the menu's stockType link, else the default (§4). */
export function activeTab(filter: SearchFilter, audience: Audience): number {
  if (filter.tab !== undefined) return filter.tab;
  if (audience === 'member' && filter.stockType)
    return TAB_BY_STOCK_TYPE[filter.stockType] ?? DEFAULT_MEMBER_TAB;
  return audience === 'member' ? DEFAULT_MEMBER_TAB : DEFAULT_PUBLIC_TAB;
}

/** The filter a search shows: the URL's, with its tab chosen (§4). */
export function filterOnScreen(filter: SearchFilter, audience: Audience): SearchFilter {
  return { ...filter, tab: activeTab(filter, audience) };
}

/**
 * §2 "location (tab name with dashes for spaces; used once to choose the tab, then removed)";
 * §4 "A location equal to tab 12 opens an external partner used-car site in a new tab and falls back to tab 1".
 */
export function applyLocation(
  filter: SearchFilter,
  location: string,
): { filter: SearchFilter; openPartnerSite: boolean } {
  const tab = stockTabFromLocation(location);
  if (tab === PARTNER_REDIRECT_TAB)
    return { filter: { ...filter, tab: StockTab.allStock }, openPartnerSite: true };
  return { filter: { ...filter, tab }, openPartnerSite: false };
}

/** §4 Changing tab: page 1; members' stock type follows the tab, the DDU tab sends 'ibc'. */
export function withTab(filter: SearchFilter, tab: number, audience: Audience): SearchFilter {
  const next: SearchFilter = { ...filter, tab, page: 1 };
  if (audience === 'member') {
    const entry = MEMBER_SEARCH_TABS.find((t) => t.tab === tab);
    if (entry) next.stockType = entry.stockType;
    if (tab !== StockTab.ddu) delete next.deliveryType;
  }
  return next;
}

/** §4 Clear Filter: back to the audience's first tab, page 1, size 16, requestOrigin kept. */
export function clearedFilter(filter: SearchFilter, audience: Audience, storedOrigin?: string): SearchFilter {
  const tab = audience === 'member' ? DEFAULT_MEMBER_TAB : DEFAULT_PUBLIC_TAB;
  // §4 "Clear Filter resets to ... page 1, size 16, requestOrigin from stored location".
  const next = clearSearchFilter(tab, storedOrigin ?? filter.requestOrigin);
  if (audience === 'member') next.stockType = 'ibc';
  if (audience === 'member') {
    if (filter.sortBy) next.sortBy = filter.sortBy;
    if (filter.sortOrder) next.sortOrder = filter.sortOrder;
  }
  return next;
}

/** Sets or removes filter keys and goes back to page 1 (§4 "Applying a filter updates the query"). */
export function withFilter(filter: SearchFilter, changes: Partial<SearchFilter>): SearchFilter {
  const next: Record<string, unknown> = { ...filter, ...changes, page: 1 };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete next[key];
  return next as SearchFilter;
}

/**
 * Member search 'Load More' appends the pages after `page`; the URL records the last page in the list
 * as `toPage` (page=1&toPage=3 is vehicles 1 to 48 at size 16), so the list, the counter and the URL
 * agree, and reload and back show the same list. Any other change of the search writes a URL without
 * it: a changed filter starts again from the first page of its result.
 */
export const TO_PAGE_PARAM = 'toPage';

/** At most this many pages in one list (one request each); Next page goes on from there. */
export const MAX_LOADED_PAGES = 20;

/** The last page in the list: `toPage` when it is a page after `page` within reach, else `page`. */
export function lastLoadedPage(filter: SearchFilter, toPage: string | null): number {
  if (toPage === null || !/^\d+$/.test(toPage) || filter.pageSize === PAGE_SIZE_ALL) return filter.page;
  const last = Number(toPage);
  return last > filter.page && last < filter.page + MAX_LOADED_PAGES ? last : filter.page;
}

/** The search URL: the filter, then `toPage` when the list holds pages after `page`. */
export function searchUrlQuery(filter: SearchFilter, toPage?: number): string {
  const query = serializeSearchQuery(filter);
  if (toPage === undefined || lastLoadedPage(filter, String(toPage)) === filter.page) return query;
  const more = new URLSearchParams({ [TO_PAGE_PARAM]: String(toPage) }).toString();
  return query === '' ? more : `${query}&${more}`;
}

/** Whether Load More can add another page: more vehicles after `lastPage`, and room in the list. */
export function canLoadMore(filter: SearchFilter, lastPage: number, total: number): boolean {
  return (
    filter.pageSize !== PAGE_SIZE_ALL &&
    lastPage * filter.pageSize < total &&
    lastPage + 1 < filter.page + MAX_LOADED_PAGES
  );
}
