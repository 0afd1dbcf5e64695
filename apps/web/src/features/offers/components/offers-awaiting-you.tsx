import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SummaryQueryCard } from '@/components/ui/summary-query-card';
import { useMyOffers } from '../api/get-my-offers';
import { formatMoney } from '@/lib/formats';

/** Account summary: the counter offers waiting on the dealer, and how many wait on us. */
export function OffersAwaitingYou() {
  const { t, i18n } = useLingui();
  const offers = useMyOffers();
  const list = offers.data?.offers ?? [];
  const onYou = list.filter((offer) => offer.awaiting === 'dealer');
  const onUs = list.filter((offer) => offer.awaiting === 'staff').length;
  return (
    <SummaryQueryCard
      title={t`Offers waiting on you`}
      link={{ to: '/my-account/my-offer-history', label: t`My offer history` }}
      query={offers}
    >
      {() => (
        <>
          {onYou.length === 0 ? (
            <p className="text-sm text-slate-600">
              <Trans>No counter offer is waiting for your answer.</Trans>
            </p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {onYou.slice(0, 5).map((offer) => {
                const { vehicleName } = offer;
                const amount = formatMoney(i18n, offer.currency, offer.currentAmount);
                return (
                  <li key={offer.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                    <span className="min-w-0">
                      <span className="block font-medium text-brand-900">{offer.vehicleName}</span>
                      <span className="block text-xs text-slate-600">
                        <Trans>Counter offer {amount}</Trans>
                      </span>
                    </span>
                    <Link
                      to={`/my-account/my-offer-history/${offer.id}`}
                      className="text-brand-600 hover:underline"
                      aria-label={t`Answer the counter offer on ${vehicleName}`}
                    >
                      <Trans>Answer</Trans>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          <p className="mt-2 text-xs text-slate-600">
            {onUs === 0 ? (
              <Trans>No offer is waiting for our sales team.</Trans>
            ) : (
              <Plural
                value={onUs}
                one="# offer is waiting for our sales team's answer."
                other="# offers are waiting for our sales team's answer."
              />
            )}
          </p>
        </>
      )}
    </SummaryQueryCard>
  );
}
