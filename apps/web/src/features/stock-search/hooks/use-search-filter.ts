import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchQuery, serializeSearchQuery, type SearchFilter } from '@ibc/domain';
import { activeTab, applyLocation, PARTNER_SITE_URL, type Audience } from '../utils/search-state';

/**
 * The URL is the search state (§2): parsed on every render, written on every change, so reload
 * and back/forward restore it. `location` picks the tab once and is then removed (replace).
 */
export function useSearchFilter(audience: Audience) {
  const [params, setParams] = useSearchParams();
  const parsed = useMemo(() => parseSearchQuery(params), [params]);

  useEffect(() => {
    if (!parsed.location) return;
    const { filter, openPartnerSite } = applyLocation(parsed.filter, parsed.location);
    if (openPartnerSite) window.open(PARTNER_SITE_URL, '_blank', 'noopener,noreferrer');
    setParams(serializeSearchQuery(filter), { replace: true });
  }, [parsed, setParams]);

  const filter = useMemo<SearchFilter>(
    () => ({ ...parsed.filter, tab: activeTab(parsed.filter, audience) }),
    [parsed.filter, audience],
  );

  const setFilter = useCallback(
    (next: SearchFilter, options?: { replace?: boolean }) => {
      setParams(serializeSearchQuery(next), options?.replace ? { replace: true } : undefined);
    },
    [setParams],
  );

  return { filter, setFilter, pendingLocation: Boolean(parsed.location) };
}
