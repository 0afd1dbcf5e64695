import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useOfferThread } from '../api/negotiation';
import { StaffOfferActions } from '../components/offer-actions';
import { OfferSummary } from '../components/offer-summary';
import { OfferThreadView } from '../components/offer-thread-view';

/** /admin/offers/:id: one offer, its thread, and the sales team's answers. */
export default function AdminOfferPage() {
  const id = Number(useParams().id);
  const thread = useOfferThread('staff', id);
  return (
    <div className="space-y-5">
      <PageHeader
        title={`Offer ${id}`}
        description="The dealer's offer, every answer so far, and yours."
        actions={
          <Link to="/admin/offers" className="text-sm text-brand-600 hover:underline">
            Offers inbox
          </Link>
        }
      />
      <QueryState query={thread} loadingClassName="h-40 w-full">
        {(data) => (
          <>
            <OfferSummary offer={data.offer} viewer="staff" />
            <StaffOfferActions offer={data.offer} />
            <h2 className="text-base font-semibold text-brand-900">Negotiation</h2>
            <OfferThreadView thread={data} viewer="staff" />
          </>
        )}
      </QueryState>
    </div>
  );
}
