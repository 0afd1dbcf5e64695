import { lazy, Suspense } from 'react';
import { AccountReviewNotice } from '@/components/ui/account-review-notice';
import { Spinner } from '@/components/ui/spinner';
import { usePriceAccess } from '@/lib/current-user';
import { PublicSearch } from '../components/public-search';
import type { SearchSlots } from '../components/search-slots';

// The member search (prices, offers) loads as its own chunk, so visitors download only the public page.
const MemberSearch = lazy(() =>
  import('../components/member-search').then((m) => ({ default: m.MemberSearch })),
);

const waiting = (
  <div className="flex justify-center py-16">
    <Spinner label="Loading search" />
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
  const publicSearch = (underReview: boolean) => (
    <PublicSearch
      underReview={underReview}
      renderCompareToggle={renderCompareToggle}
      footerForm={footerForm}
      getVisitorLocation={getVisitorLocation}
    />
  );
  if (access === 'visitor') return publicSearch(false);
  if (access === 'loading') return waiting;
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
