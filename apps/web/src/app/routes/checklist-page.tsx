import { ChecklistPage } from '@/features/stock-search/routes/checklist-page';
import { WatchToggle } from '@/features/watchlist/components/watch-toggle';
import { renderOfferDialog } from './offer-dialog-slot';

/** /checklist: the stock search's checklist page with the Send Offer modal and the watchlist's heart. */
export default function ChecklistRoute() {
  return (
    <ChecklistPage
      renderOfferDialog={renderOfferDialog}
      renderWatchToggle={(vehicle) => (
        <WatchToggle vehicleId={vehicle.id} name={vehicle.vehicleFullname} size="md" />
      )}
    />
  );
}
