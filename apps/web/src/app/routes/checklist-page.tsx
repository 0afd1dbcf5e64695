import { ChecklistPage } from '@/features/stock-search/routes/checklist-page';
import { renderOfferDialog } from './offer-dialog-slot';

/** /checklist: the stock search's checklist page with the offers feature's Send Offer modal. */
export default function ChecklistRoute() {
  return <ChecklistPage renderOfferDialog={renderOfferDialog} />;
}
