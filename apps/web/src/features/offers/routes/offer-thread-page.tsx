import { DealerOfferActions } from '../components/offer-actions';
import { OfferRecord } from '../components/offer-record';

/** /my-account/my-offer-history/:id: one offer and its negotiation, with the dealer's answers. */
export default function OfferThreadPage() {
  return <OfferRecord viewer="dealer" actions={(offer) => <DealerOfferActions offer={offer} />} />;
}
