import { lazy, Suspense } from 'react';
import { CompareToggle } from '@/features/compare/components/compare-toggle';
import { getStoredVisitorLocation } from '@/features/geo/utils/visitor-location-store';
import type {
  RenderCompareToggle,
  RenderSearchAlert,
  RenderWatchToggle,
} from '@/features/stock-search/components/search-slots';
import { SearchPage } from '@/features/stock-search/routes/search-page';
import { isSignedIn } from '@/lib/session';
import { renderOfferDialog } from './offer-dialog-slot';

// Below the fold: loaded with the search's footer blocks, when they come near the viewport.
const ContactSalesForm = lazy(() =>
  import('@/features/enquiries/components/contact-sales-form').then((m) => ({ default: m.ContactSalesForm })),
);

// Members only (their search is a chunk of its own): the watchlist's heart and the saved searches'
// dialog (a Radix dialog) are fetched with it, not with the visitors' page (issue 14).
const loadWatchToggle = () => import('@/features/watchlist/components/watch-toggle');
// A member's tiles show the heart from the start: fetch it beside the member search's chunk.
if (isSignedIn()) void loadWatchToggle();
const WatchToggle = lazy(() => loadWatchToggle().then((m) => ({ default: m.WatchToggle })));
const SaveSearchDialog = lazy(() =>
  import('@/features/saved-searches/components/save-search-dialog').then((m) => ({
    default: m.SaveSearchDialog,
  })),
);

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
