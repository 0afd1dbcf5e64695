import { lazy } from 'react';
import { CompareToggle } from '@/features/compare/components/compare-toggle';
import { getStoredVisitorLocation } from '@/features/geo/utils/visitor-location-store';
import { SaveSearchDialog } from '@/features/saved-searches/components/save-search-dialog';
import type {
  RenderCompareToggle,
  RenderSearchAlert,
  RenderWatchToggle,
} from '@/features/stock-search/components/search-slots';
import { WatchToggle } from '@/features/watchlist/components/watch-toggle';
import { SearchPage } from '@/features/stock-search/routes/search-page';
import { renderOfferDialog } from './offer-dialog-slot';

// Below the fold: loaded with the search's footer blocks, when they come near the viewport.
const ContactSalesForm = lazy(() =>
  import('@/features/enquiries/components/contact-sales-form').then((m) => ({ default: m.ContactSalesForm })),
);

const renderCompareToggle: RenderCompareToggle = (vehicle, onError) => (
  <CompareToggle id={vehicle.id} name={vehicle.vehicleFullname} onError={onError} />
);

const renderWatchToggle: RenderWatchToggle = (vehicle) => (
  <WatchToggle vehicleId={vehicle.id} name={vehicle.vehicleFullname} />
);

const renderSearchAlert: RenderSearchAlert = (filter, kind) => (
  <SaveSearchDialog filter={filter} sourcing={kind === 'sourcing'} />
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
