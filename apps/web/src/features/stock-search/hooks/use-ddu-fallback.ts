import { useEffect, useState } from 'react';
import {
  canSeeDduStock,
  parseSearchQuery,
  serializeSearchQuery,
  StockTab,
  type SearchFilter,
} from '@ibc/domain';
import { useCurrentUser } from '@/lib/current-user';
import { dduFallback, DDU_FALLBACK_NOTICE } from '../utils/ddu-fallback';

/**
 * A DDU link opened by a member outside the DDU markets replaces the URL (no new history
 * entry) with the default tab, and answers a calm notice shown until the search changes again.
 * `dduAllowed`: whether the DDU tab's Delivery Type and search may show for this member now.
 */
export function useDduFallback(
  filter: SearchFilter,
  setFilter: (next: SearchFilter, options?: { replace?: boolean }) => void,
) {
  const { data: user, isError } = useCurrentUser();
  const fallback = dduFallback(filter, user?.countryId, user !== undefined);
  const fallbackQuery = fallback === null ? null : serializeSearchQuery(fallback);
  // The search the notice explains: it goes when the member changes the search.
  const [noticeFor, setNoticeFor] = useState<string | null>(null);

  useEffect(() => {
    if (fallbackQuery === null) return;
    setNoticeFor(fallbackQuery);
    // The fallback is a new object each render; its (canonical) query says what it is.
    setFilter(parseSearchQuery(new URLSearchParams(fallbackQuery)).filter, { replace: true });
  }, [fallbackQuery, setFilter]);

  return {
    // Who the member is decides; if they cannot be loaded the server's answer stands.
    dduAllowed: filter.tab !== StockTab.ddu || isError || canSeeDduStock(user?.countryId),
    notice: noticeFor !== null && noticeFor === serializeSearchQuery(filter) ? DDU_FALLBACK_NOTICE : null,
  };
}
