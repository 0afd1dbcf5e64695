import { lazy } from 'react';
import { seesPrices, type SearchFilter } from '@ibc/domain';
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
import { currentUserQueryOptions } from '@/lib/current-user';
import { getStoredUser, isSignedIn } from '@/lib/session';
import { renderOfferDialog } from './offer-dialog-slot';

// Below the fold: loaded with the search's footer blocks, when they come near the viewport.
const ContactSalesForm = lazy(() =>
  import('@/features/enquiries/components/contact-sales-form').then((m) => ({ default: m.ContactSalesForm })),
);

// Members only (their search is a chunk of its own): the watchlist's heart and the saved searches'
// dialog (a Radix dialog) are fetched with it, not with the visitors' page.
const WatchToggle = lazyWithPreload(() =>
  import('@/features/watchlist/components/watch-toggle').then((m) => m.WatchToggle),
);
// Drawn with the member search's controls (its place is not left empty for the list to move when it
// comes): asked for with the page's code, and named in a signed-in /search's HTML.
const SaveSearchDialog = lazyWithPreload(() =>
  import('@/features/saved-searches/components/save-search-dialog').then((m) => m.SaveSearchDialog),
);

/**
 * A member's page is drawn (or the server's drawing of it hydrated) with the member search, the
 * tiles' hearts and 'Save this search' there at once: the page's modules, preloaded with its HTML.
 */
export function loadParts(): Promise<unknown> | undefined {
  if (!isSignedIn()) return undefined;
  return Promise.all([preloadMemberSearch(), WatchToggle.preload(), SaveSearchDialog.preload()]);
}

// A member's page is asked for as this page's code arrives: its parts, and the first page
// of the search, its tabs and ports. In the browser: the server's renderer asks for a member's page
// itself (entry-server.tsx).
if (typeof window !== 'undefined' && isSignedIn()) {
  void loadParts();
  if (window.location.pathname === '/search') void prefetchWhenPriced(window.location.search);
}

/**
 * The member search's first page, asked for only when the member may see it: a company waiting for
 * review gets the public search (its member search would be refused with a 403). The account the
 * browser stored at sign-in answers at once; without one (or one still waiting then), the account is asked first.
 */
async function prefetchWhenPriced(query: string): Promise<void> {
  const stored = getStoredUser();
  if (stored?.accountStatus === undefined || !seesPrices(stored.accountStatus)) {
    const user = await queryClient.fetchQuery(currentUserQueryOptions()).catch(() => undefined);
    if (user && !seesPrices(user.accountStatus)) return;
  }
  await prefetchMemberSearchPage(queryClient, query);
}

const renderCompareToggle: RenderCompareToggle = (vehicle, onError) => (
  <CompareToggle id={vehicle.id} name={vehicle.vehicleFullname} onError={onError} />
);

// The heart and 'Save this search' show once their code is here (loadParts brings it before a
// member's page is drawn or hydrated). Not under a Suspense boundary: React hydrates a
// boundary the server drew only after the page, and a change of the search made meanwhile (a sort)
// waited for every tile's boundary, or was lost.
function WatchSlot({ vehicleId, name }: { vehicleId: number; name: string }) {
  return WatchToggle.useReady(true) ? <WatchToggle vehicleId={vehicleId} name={name} /> : null;
}

function SearchAlertSlot({ filter, sourcing }: { filter: SearchFilter; sourcing: boolean }) {
  return SaveSearchDialog.useReady(true) ? <SaveSearchDialog filter={filter} sourcing={sourcing} /> : null;
}

const renderWatchToggle: RenderWatchToggle = (vehicle) => (
  <WatchSlot vehicleId={vehicle.id} name={vehicle.vehicleFullname} />
);

const renderSearchAlert: RenderSearchAlert = (filter, kind) => (
  <SearchAlertSlot filter={filter} sourcing={kind === 'sourcing'} />
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
