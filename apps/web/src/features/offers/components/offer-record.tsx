import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { OfferThread } from '@ibc/domain';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useOfferThread, type OfferSide } from '../api/negotiation';
import { OfferSummary } from './offer-summary';
import { OfferThreadView } from './offer-thread-view';

/** What each side is told in their own words; journeys and tests find these texts. */
const WORDS: Record<
  OfferSide,
  {
    title: (id: number) => MessageDescriptor;
    description: MessageDescriptor;
    list: string;
    listText: MessageDescriptor;
    purchase: ((purchaseId: number) => string) | null;
  }
> = {
  dealer: {
    title: () => msg({ message: 'Offer', context: 'noun' }),
    description: msg`Your offer, the answers of our sales team, and what you can do next.`,
    list: '/my-account/my-offer-history',
    listText: msg`All my offers`,
    purchase: (purchaseId: number) => `/my-account/purchases/${purchaseId}`,
  },
  staff: {
    title: (id: number) => msg`Offer ${id}`,
    description: msg`The dealer's offer, every answer so far, and yours.`,
    list: '/admin/offers',
    listText: msg`Offers inbox`,
    purchase: null,
  },
};

/**
 * One offer and its negotiation, as the dealer (/my-account/my-offer-history/:id) or the sales team
 * (/admin/offers/:id) reads it; `actions` are the reader's answers to it.
 */
export function OfferRecord({
  viewer,
  actions,
}: {
  viewer: OfferSide;
  actions: (offer: OfferThread['offer']) => ReactNode;
}) {
  const { i18n } = useLingui();
  const id = Number(useParams().id);
  const thread = useOfferThread(viewer, id);
  const words = WORDS[viewer];
  return (
    <div className="space-y-5">
      <PageHeader
        title={i18n._(words.title(id))}
        description={i18n._(words.description)}
        actions={
          <Link to={words.list} className="text-sm text-brand-600 hover:underline">
            {i18n._(words.listText)}
          </Link>
        }
      />
      <QueryState query={thread} loadingClassName="h-40 w-full">
        {(data) => (
          <>
            <OfferSummary offer={data.offer} viewer={viewer} />
            {actions(data.offer)}
            {words.purchase && data.offer.purchaseId !== null && (
              <p className="text-sm">
                <Link
                  className="font-semibold text-brand-600 underline"
                  to={words.purchase(data.offer.purchaseId)}
                >
                  <Trans>Open the purchase</Trans>
                </Link>
              </p>
            )}
            <h2 className="text-base font-semibold text-brand-900">
              <Trans>Negotiation</Trans>
            </h2>
            <OfferThreadView thread={data} viewer={viewer} />
          </>
        )}
      </QueryState>
    </div>
  );
}
