import { msg } from '@lingui/core/macro';
import { canSeeDduStock, DEFAULT_MEMBER_TAB, StockTab, type SearchFilter } from '@ibc/domain';
import { withTab } from './search-state';

/**
 * Shown (politely, not as an error) when a DDU link falls back to the default tab (DEFAULT_MEMBER_TAB,
 * IBC Stock); a descriptor, read in the active language where it is drawn.
 */
export const DDU_FALLBACK_NOTICE = msg`DDU Stock is offered only to dealers in the DDU markets; showing IBC Stock instead.`;

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
