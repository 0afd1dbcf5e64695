import { startTransition, useCallback, useEffect, useMemo, useOptimistic } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchQuery, serializeSearchQuery, type SearchFilter } from '@ibc/domain';
import { KEEP_SCROLL } from '@/lib/scroll-state';
import {
  applyLocation,
  filterOnScreen,
  lastLoadedPage,
  PARTNER_SITE_URL,
  searchUrlQuery,
  TO_PAGE_PARAM,
  type Audience,
} from '../utils/search-state';

export interface SetFilterOptions {
  replace?: boolean;
  /** Member Load More: the last page the list now holds (written as `toPage`). */
  toPage?: number;
  /** Keep the scroll position (Load More adds below what the user is looking at). */
  preventScrollReset?: boolean;
}

/**
 * The URL is the search state (§2): parsed on every render, written on every change, so reload
 * and back/forward restore it. `location` picks the tab once and is then removed (replace).
 *
 * A change shows at once: the router draws a new address in a transition, which React
 * commits only once the page it draws is ready (the new tiles' photos decoded, up to a second on a
 * slow phone). Until then the controls showed the previous search, and a second change made meanwhile
 * (Sort By, then DESC) was computed from it, losing the first. The search being written is shown
 * (useOptimistic) until the address has it.
 */
export function useSearchFilter(audience: Audience) {
  const [addressParams, setParams] = useSearchParams();
  const [params, showParams] = useOptimistic(addressParams);
  const parsed = useMemo(() => parseSearchQuery(params), [params]);

  useEffect(() => {
    if (!parsed.location) return;
    const { filter, openPartnerSite } = applyLocation(parsed.filter, parsed.location);
    if (openPartnerSite) window.open(PARTNER_SITE_URL, '_blank', 'noopener,noreferrer');
    setParams(serializeSearchQuery(filter), { replace: true });
  }, [parsed, setParams]);

  const filter = useMemo(() => filterOnScreen(parsed.filter, audience), [parsed.filter, audience]);

  // The last page in the list (member Load More); any write without `toPage` starts from `page` again.
  const lastPage = lastLoadedPage(filter, params.get(TO_PAGE_PARAM));

  const setFilter = useCallback(
    (next: SearchFilter, options: SetFilterOptions = {}) => {
      const query = searchUrlQuery(next, options.toPage);
      startTransition(() => {
        showParams(new URLSearchParams(query));
        setParams(query, {
          ...(options.replace ? { replace: true } : {}),
          ...(options.preventScrollReset ? { state: KEEP_SCROLL } : {}),
        });
      });
    },
    [setParams, showParams],
  );

  return { filter, setFilter, lastPage, params, pendingLocation: Boolean(parsed.location) };
}
