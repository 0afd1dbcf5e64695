import {
  clearSearchFilter,
  DEFAULT_MEMBER_TAB,
  DEFAULT_PUBLIC_TAB,
  MEMBER_SEARCH_TABS,
  PARTNER_REDIRECT_TAB,
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
