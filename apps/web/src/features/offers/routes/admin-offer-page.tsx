import { StaffOfferActions } from '../components/offer-actions';
import { OfferRecord } from '../components/offer-record';

/** /admin/offers/:id: one offer, its thread, and the sales team's answers. */
export default function AdminOfferPage() {
  return <OfferRecord viewer="staff" actions={(offer) => <StaffOfferActions offer={offer} />} />;
}
