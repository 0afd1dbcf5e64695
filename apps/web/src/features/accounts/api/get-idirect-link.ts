import { queryOptions } from '@tanstack/react-query';
import type { IdirectLink } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

/** §7 GET /common-user/get-idirect-link: the 'Auctions in Japan' partner link (iDirect users only). */
export async function getIDirectLink(): Promise<string> {
  const { link } = await apiFetch<IdirectLink>('/common-user/get-idirect-link');
  return link;
}

/** One cache entry for the menu's link and the click-time fallback, so the address is fetched once. */
export function idirectLinkQueryOptions() {
  return queryOptions({
    queryKey: ['common-user', 'idirect-link'],
    queryFn: getIDirectLink,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
