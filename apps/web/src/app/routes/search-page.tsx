import { lazy, Suspense } from 'react';
import { CompareToggle } from '@/features/compare/components/compare-toggle';
import { getStoredVisitorLocation } from '@/features/geo/utils/visitor-location-store';
import type {
  RenderCompareToggle,
  RenderSearchAlert,
  RenderWatchToggle,
} from '@/features/stock-search/components/search-slots';
import {
  prefetchMemberSearchPage,
  preloadMemberSearch,
  SearchPage,
} from '@/features/stock-search/routes/search-page';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { queryClient } from '@/lib/query-client';
import { isSignedIn } from '@/lib/session';
import { renderOfferDialog } from './offer-dialog-slot';

// Below the fold: loaded with the search's footer blocks, when they come near the viewport.
const ContactSalesForm = lazy(() =>
  import('@/features/enquiries/components/contact-sales-form').then((m) => ({ default: m.ContactSalesForm })),
);

// Members only (their search is a chunk of its own): the watchlist's heart and the saved searches'
// dialog (a Radix dialog) are fetched with it, not with the visitors' page (issue 14).
const loadWatchToggle = () => import('@/features/watchlist/components/watch-toggle');
const WatchToggle = lazy(() => loadWatchToggle().then((m) => ({ default: m.WatchToggle })));
// Drawn with the member search's controls (its place is not left empty for the list to move when it
// comes): asked for with the page's code, and named in a signed-in /search's HTML (issue 14).
const SaveSearchDialog = lazyWithPreload(() =>
  import('@/features/saved-searches/components/save-search-dialog').then((m) => m.SaveSearchDialog),
);
// A member's page is asked for as this page's code arrives (issue 14): the tiles' heart (shown from
// the start), 'Save this search', and the first page of the search, its tabs and ports.
// In the browser: the server's renderer asks for a member's page itself (entry-server.tsx).
if (typeof window !== 'undefined' && isSignedIn()) {
  void loadWatchToggle();
  void SaveSearchDialog.preload();
  if (window.location.pathname === '/search')
    void prefetchMemberSearchPage(queryClient, window.location.search);
}

/**
 * A member's page is drawn (or the server's drawing of it hydrated) with the member search, the
 * tiles' hearts and 'Save this search' there at once: the page's modules, preloaded with its HTML.
 */
export function loadParts(): Promise<unknown> | undefined {
  if (!isSignedIn()) return undefined;
  return Promise.all([preloadMemberSearch(), loadWatchToggle(), SaveSearchDialog.preload()]);
}

const renderCompareToggle: RenderCompareToggle = (vehicle, onError) => (
  <CompareToggle id={vehicle.id} name={vehicle.vehicleFullname} onError={onError} />
);

const renderWatchToggle: RenderWatchToggle = (vehicle) => (
  <Suspense fallback={null}>
    <WatchToggle vehicleId={vehicle.id} name={vehicle.vehicleFullname} />
  </Suspense>
);

const renderSearchAlert: RenderSearchAlert = (filter, kind) => (
  <Suspense fallback={null}>
    <SaveSearchDialog filter={filter} sourcing={kind === 'sourcing'} />
  </Suspense>
);

// §3/§4 the visitor's stored location goes with the public search as requestOrigin.
const getVisitorLocation = () => getStoredVisitorLocation()?.location;

/**
 * /search: the stock search, with the compare feature's tile control, the offers feature's Send Offer
 * modal, the enquiries feature's message form, the geo feature's visitor location, the watchlist's
 * heart and the saved searches' 'Save this search' and 'Alert me when it arrives'.
 */
export default function SearchRoute() {
  return (
    <SearchPage
      renderCompareToggle={renderCompareToggle}
      renderOfferDialog={renderOfferDialog}
      footerForm={<ContactSalesForm />}
      getVisitorLocation={getVisitorLocation}
      renderWatchToggle={renderWatchToggle}
      renderSearchAlert={renderSearchAlert}
    />
  );
}
