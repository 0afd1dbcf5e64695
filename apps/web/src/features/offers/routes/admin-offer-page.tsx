import { Link, useParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useOfferThread } from '../api/negotiation';
import { StaffOfferActions } from '../components/offer-actions';
import { OfferSummary } from '../components/offer-summary';
import { OfferThreadView } from '../components/offer-thread-view';

/** /admin/offers/:id: one offer, its thread, and the sales team's answers (issue 12). */
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
      {thread.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : thread.isError ? (
        <FormAlert>{thread.error.message}</FormAlert>
      ) : (
        <>
          <OfferSummary offer={thread.data.offer} viewer="staff" />
          <StaffOfferActions offer={thread.data.offer} />
          <h2 className="text-base font-semibold text-brand-900">Negotiation</h2>
          <OfferThreadView thread={thread.data} viewer="staff" />
        </>
      )}
    </div>
  );
}
