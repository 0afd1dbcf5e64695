import type { QueryClient } from '@tanstack/react-query';
import { isUnapproved, parseSearchQuery, StockTab } from '@ibc/domain';
import { AccountReviewNotice } from '@/components/ui/account-review-notice';
import { currentUserQueryOptions, showsPrices, usePriceAccess } from '@/lib/current-user';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { isSignedIn } from '@/lib/session';
import { memberTabsQueryOptions } from '../api/get-member-tabs';
import { portsQueryOptions } from '../api/get-ports';
import { prefetchMemberSearch } from '../api/search-vehicles';
import { PublicSearch } from '../components/public-search';
import type { SearchSlots } from '../components/search-slots';
import { SearchPageSkeleton } from '../components/vehicle-grid';
import { preloadPriceDetails } from '../components/vehicle-tile';
import { filterOnScreen } from '../utils/search-state';

// The member search (prices, offers) loads as its own chunk, so visitors download only the public page.
// A signed-in browser starts fetching it at once, while its account is still being asked for.
const MemberSearch = lazyWithPreload(() => import('../components/member-search').then((m) => m.MemberSearch));

/**
 * Brings the member search's code and its tiles' price details (before a member's /search is drawn by
 * the server, or hydrated).
 */
export function preloadMemberSearch(): Promise<unknown> {
  return Promise.all([MemberSearch.preload(), preloadPriceDetails()]);
}
if (isSignedIn()) void preloadMemberSearch();

/**
 * A signed-in browser that opens /search asks for the member search's first page with the
 * page's code, beside its account (main.tsx), instead of once both have arrived; the server asks the
 * same before it draws a member's /search (entry-server.tsx). Not a link with a `location` (rewritten
 * first) nor the DDU tab (whether it may be shown depends on the member). Settles when every answer
 * has come (a refusal included: the member search asks again, and says what failed).
 */
export function prefetchMemberSearchPage(queryClient: QueryClient, query: string): Promise<unknown> {
  // What the member search waits for before it draws its controls (member-search.tsx): the tabs, and
  // the ports of the member's country once the account has said which.
  const asked: Promise<unknown>[] = [
    queryClient.prefetchQuery(memberTabsQueryOptions()),
    queryClient.fetchQuery(currentUserQueryOptions()).then(
      (user) =>
        typeof user.countryId === 'number'
          ? queryClient.prefetchQuery(portsQueryOptions(user.countryId))
          : undefined,
      () => {},
    ),
  ];
  const parsed = parseSearchQuery(new URLSearchParams(query));
  const filter = filterOnScreen(parsed.filter, 'member');
  if (!parsed.location && filter.tab !== StockTab.ddu) asked.push(prefetchMemberSearch(queryClient, filter));
  return Promise.all(asked);
}

// While the member's access or search code loads (SearchPageSkeleton).
const waiting = <SearchPageSkeleton />;

/**
 * /search: public search signed out, member search signed in (§2). A member whose company is still
 * waiting for approval gets the public search, and is told why. The route module
 * (apps/web/src/app/routes/search-page.tsx) fills the slots with the other features' parts.
 */
export function SearchPage({
  renderCompareToggle,
  renderOfferDialog,
  footerForm,
  getVisitorLocation,
  renderWatchToggle,
  renderSearchAlert,
}: SearchSlots) {
  const access = usePriceAccess();
  // The member search's code shows with the page's own skeleton until it is here (no Suspense fallback,
  // which would hold the search back by React's reveal throttle).
  const memberSearchReady = MemberSearch.useReady(showsPrices(access));
  const publicSearch = (underReview: boolean) => (
    <PublicSearch
      underReview={underReview}
      renderCompareToggle={renderCompareToggle}
      footerForm={footerForm}
      getVisitorLocation={getVisitorLocation}
    />
  );
  if (access === 'visitor') return publicSearch(false);
  if (access === 'loading' || (showsPrices(access) && !memberSearchReady)) return waiting;
  if (isUnapproved(access)) {
    return (
      <div>
        <div className="mx-auto w-full max-w-7xl px-4 pt-6">
          <AccountReviewNotice status={access} />
        </div>
        {publicSearch(true)}
      </div>
    );
  }
  // Its code is here (memberSearchReady): no Suspense boundary, so a member's page the server drew is
  // hydrated with the page, not after it (root-layout.tsx).
  return (
    <MemberSearch
      renderCompareToggle={renderCompareToggle}
      renderOfferDialog={renderOfferDialog}
      renderWatchToggle={renderWatchToggle}
      renderSearchAlert={renderSearchAlert}
    />
  );
}
