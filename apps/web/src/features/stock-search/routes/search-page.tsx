import { Suspense } from 'react';
import { AccountReviewNotice } from '@/components/ui/account-review-notice';
import { usePriceAccess } from '@/lib/current-user';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { isSignedIn } from '@/lib/session';
import { PublicSearch } from '../components/public-search';
import type { SearchSlots } from '../components/search-slots';
import { VehicleGridSkeleton } from '../components/vehicle-grid';

// The member search (prices, offers) loads as its own chunk, so visitors download only the public page.
// A signed-in browser starts fetching it at once, while its account is still being asked for.
const MemberSearch = lazyWithPreload(() => import('../components/member-search').then((m) => m.MemberSearch));
if (isSignedIn()) void MemberSearch.preload();

// While the member's access or search code loads: a screen's height of skeleton tiles, so the footer
// does not show and then drop out of view when the search arrives (issue 14, layout shift).
const waiting = (
  <div className="mx-auto min-h-dvh w-full max-w-7xl px-4 pt-40 pb-6">
    <VehicleGridSkeleton label="Loading search" count={4} />
  </div>
);

/**
 * /search: public search signed out, member search signed in (§2). A member whose company is still
 * waiting for approval gets the public search, and is told why (issue 10, finding 7). The route module
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
  const memberSearchReady = MemberSearch.useReady(access === 'approved');
  const publicSearch = (underReview: boolean) => (
    <PublicSearch
      underReview={underReview}
      renderCompareToggle={renderCompareToggle}
      footerForm={footerForm}
      getVisitorLocation={getVisitorLocation}
    />
  );
  if (access === 'visitor') return publicSearch(false);
  if (access === 'loading' || (access === 'approved' && !memberSearchReady)) return waiting;
  if (access === 'pending' || access === 'rejected') {
    return (
      <div>
        <div className="mx-auto w-full max-w-7xl px-4 pt-6">
          <AccountReviewNotice status={access} />
        </div>
        {publicSearch(true)}
      </div>
    );
  }
  return (
    <Suspense fallback={waiting}>
      <MemberSearch
        renderCompareToggle={renderCompareToggle}
        renderOfferDialog={renderOfferDialog}
        renderWatchToggle={renderWatchToggle}
        renderSearchAlert={renderSearchAlert}
      />
    </Suspense>
  );
}
