import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { isSignedIn } from '@/lib/session';
import { PublicSearch } from '../components/public-search';

// The member search (prices, offers) loads as its own chunk, so visitors download only the public page.
const MemberSearch = lazy(() =>
  import('../components/member-search').then((m) => ({ default: m.MemberSearch })),
);

/** /search: public search signed out, member search signed in (§2). */
export default function SearchPage() {
  if (!isSignedIn()) return <PublicSearch />;
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-16">
          <Spinner label="Loading search" />
        </div>
      }
    >
      <MemberSearch />
    </Suspense>
  );
}
