import { lazy, Suspense } from 'react';
import type { RenderOfferDialog } from '@/features/stock-search/components/search-slots';

// The offers feature's Send Offer modal, for the stock search's pages (search, checklist). Its own
// chunk: it loads when a page first shows it, not with the page.
const SendOfferDialog = lazy(() =>
  import('@/features/offers/components/send-offer-dialog').then((m) => ({ default: m.SendOfferDialog })),
);

export const renderOfferDialog: RenderOfferDialog = ({ vehicle, tab, portId, onClose }) => (
  <Suspense fallback={null}>
    <SendOfferDialog vehicle={vehicle} tab={tab} portId={portId} onClose={onClose} />
  </Suspense>
);
