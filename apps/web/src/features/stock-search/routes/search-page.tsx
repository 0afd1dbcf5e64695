import { lazy, Suspense } from 'react';
import { AccountReviewNotice } from '@/components/ui/account-review-notice';
import { Spinner } from '@/components/ui/spinner';
import { usePriceAccess } from '@/lib/current-user';
import { PublicSearch } from '../components/public-search';

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
 * waiting for approval gets the public search, and is told why (issue 10, finding 7).
 */
export default function SearchPage() {
  const access = usePriceAccess();
  if (access === 'visitor') return <PublicSearch />;
  if (access === 'loading') return waiting;
  if (access === 'pending' || access === 'rejected') {
    return (
      <div>
        <div className="mx-auto w-full max-w-7xl px-4 pt-6">
          <AccountReviewNotice status={access} />
        </div>
        <PublicSearch underReview />
      </div>
    );
  }
  return (
    <Suspense fallback={waiting}>
      <MemberSearch />
    </Suspense>
  );
}
