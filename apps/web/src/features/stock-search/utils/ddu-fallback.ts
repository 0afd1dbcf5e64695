import {
  canSeeDduStock,
  DEFAULT_MEMBER_TAB,
  MEMBER_SEARCH_TABS,
  StockTab,
  type SearchFilter,
} from '@ibc/domain';
import { withTab } from './search-state';

const defaultTabLabel = MEMBER_SEARCH_TABS.find((t) => t.tab === DEFAULT_MEMBER_TAB)?.label ?? 'IBC Stock';

/** Shown (politely, not as an error) when a DDU link falls back to the default tab. */
export const DDU_FALLBACK_NOTICE = `DDU Stock is offered only to dealers in the DDU markets; showing ${defaultTabLabel} instead.`;

/**
 * §6 "DDU Stock entry, tab and Delivery Type only for countryId 70, 295 or 104": a member
 * elsewhere who opens a DDU link (/search?stockType=ibc&tab=16, or stockType=ddu) gets the default
 * tab instead, with the rest of the search kept. `null` when nothing falls back: not the DDU tab, the
 * member may see it, or who they are is not known yet.
 */
export function dduFallback(
  filter: SearchFilter,
  countryId: number | null | undefined,
  userKnown: boolean,
): SearchFilter | null {
  if (filter.tab !== StockTab.ddu || !userKnown || canSeeDduStock(countryId)) return null;
  return withTab(filter, DEFAULT_MEMBER_TAB, 'member');
}
