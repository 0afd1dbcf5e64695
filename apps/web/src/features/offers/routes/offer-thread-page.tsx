import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useOfferThread } from '../api/negotiation';
import { DealerOfferActions } from '../components/offer-actions';
import { OfferSummary } from '../components/offer-summary';
import { OfferThreadView } from '../components/offer-thread-view';

/** /my-account/my-offer-history/:id: one offer and its negotiation, with the dealer's answers. */
export default function OfferThreadPage() {
  const id = Number(useParams().id);
  const thread = useOfferThread('dealer', id);
  return (
    <div className="space-y-5">
      <PageHeader
        title="Offer"
        description="Your offer, the answers of our sales team, and what you can do next."
        actions={
          <Link to="/my-account/my-offer-history" className="text-sm text-brand-600 hover:underline">
            All my offers
          </Link>
        }
      />
      <QueryState query={thread} loadingClassName="h-40 w-full">
        {(data) => (
          <>
            <OfferSummary offer={data.offer} viewer="dealer" />
            <DealerOfferActions offer={data.offer} />
            {data.offer.purchaseId !== null && (
              <p className="text-sm">
                <Link
                  className="font-semibold text-brand-600 underline"
                  to={`/my-account/purchases/${data.offer.purchaseId}`}
                >
                  Open the purchase
                </Link>
              </p>
            )}
            <h2 className="text-base font-semibold text-brand-900">Negotiation</h2>
            <OfferThreadView thread={data} viewer="dealer" />
          </>
        )}
      </QueryState>
    </div>
  );
}
