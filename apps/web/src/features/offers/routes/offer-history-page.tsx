import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { I18n } from '@lingui/core';
import { hasAmountToAccept, KAP_ENQUIRY_KIND, type OfferHistoryItem } from '@ibc/domain';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { MemberListPage } from '@/components/ui/member-list-page';
import { VehiclePhotoRow } from '@/components/ui/vehicle-photo-row';
import { formatDate, formatMoney, formatMoneyText } from '@/lib/formats';
import { useMyOffers } from '../api/get-my-offers';
import { OfferHistoryGuide } from '../components/offer-history-guide';
import { OfferStatusBadge } from '../components/offer-status-badge';
import { PRICE_ON_ENQUIRY_MESSAGE } from '../utils/offer-labels';

const isEnquiry = (offer: OfferHistoryItem) => offer.kind === KAP_ENQUIRY_KIND;
/** The amount on the table; a price enquiry has none until the sales team names a price. */
const amount = (i18n: I18n, offer: OfferHistoryItem) =>
  hasAmountToAccept(offer.currentAmount) ? (
    formatMoney(i18n, offer.currency, offer.currentAmount)
  ) : isEnquiry(offer) ? (
    <Trans>No price yet</Trans>
  ) : (
    '—'
  );
/** The dealer has a step to take on it (the API's allowedActions): his answer to a counter. */
const answerable = (offer: OfferHistoryItem) =>
  offer.allowedActions.includes('accept') || offer.allowedActions.includes('reoffer');
/** KAP stock carries the enquiry marker 'NZD 0', not a price. */
function VehiclePrice({ offer }: { offer: OfferHistoryItem }) {
  const { i18n } = useLingui();
  return (
    <>
      {isEnquiry(offer) ? i18n._(PRICE_ON_ENQUIRY_MESSAGE) : formatMoneyText(i18n, offer.vehiclePrice) || '—'}
    </>
  );
}

/** /my-account/my-offer-history: the member's offers, newest first. */
export default function OfferHistoryPage() {
  const { t } = useLingui();
  const offers = useMyOffers();
  return (
    <MemberListPage
      title={t`My offer history`}
      description={t`Every price offer and price enquiry you have sent, with the vehicle, the amount on the table and its status.`}
      query={offers}
      loadingLabel={t`Loading your offers`}
      isEmpty={(data) => data.offers.length === 0}
      emptyTitle={t`You have not sent any offers yet.`}
      emptyDescription={t`Offers and price enquiries you send from the stock search appear here with the amount, the vehicle price and the answer from our sales team. Find a vehicle and use Offer or Negotiate on its tile, or Ask for price on a vehicle priced on enquiry.`}
      guide={<OfferHistoryGuide />}
    >
      {(data) => <OfferTable offers={data.offers} />}
    </MemberListPage>
  );
}

function useColumns(): DataColumn<OfferHistoryItem>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      {
        id: 'vehicle',
        header: t`Vehicle`,
        cell: (offer) => (
          <VehiclePhotoRow
            photoUrl={offer.photoUrl}
            className="items-center"
            textClassName="sm:max-w-48 md:max-w-64 lg:max-w-96"
          >
            <VehicleName offer={offer} />
          </VehiclePhotoRow>
        ),
      },
      {
        id: 'amount',
        header: t`On the table`,
        align: 'end',
        className: 'font-semibold text-slate-900 tabular-nums',
        cell: (offer) => (
          <>
            {/* A phone shows the row as a card: the amount says what it is. */}
            <span className="font-normal text-slate-500 sm:hidden">
              {isEnquiry(offer) ? t`Price:` : t`Offer:`}{' '}
            </span>
            {amount(i18n, offer)}
          </>
        ),
      },
      {
        id: 'vehiclePrice',
        header: t`Vehicle price`,
        align: 'end',
        className: 'text-slate-600 tabular-nums',
        cell: (offer) => (
          <>
            <span className="sm:hidden">
              <Trans>Vehicle price:</Trans>{' '}
            </span>
            <VehiclePrice offer={offer} />
          </>
        ),
      },
      {
        id: 'date',
        header: t`Date`,
        className: 'text-slate-600',
        cell: (offer) => (
          <time dateTime={offer.createdAt}>
            {formatDate(i18n, offer.createdAt, {
              day: '2-digit',
              month: 'short',
              year: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
            })}
          </time>
        ),
      },
      {
        id: 'status',
        header: t`Status`,
        cell: (offer) => (
          <>
            <OfferStatusBadge status={offer.status} kind={offer.kind} />
            {answerable(offer) && (
              <Link
                to={`/my-account/my-offer-history/${offer.id}`}
                className="mt-1 block text-xs font-semibold text-accent-700 underline"
              >
                {isEnquiry(offer) ? t`See the price and answer` : t`Answer the counter offer`}
              </Link>
            )}
          </>
        ),
      },
    ],
    [t, i18n],
  );
}

function OfferTable({ offers }: { offers: OfferHistoryItem[] }) {
  const { t } = useLingui();
  const columns = useColumns();
  return (
    <DataTable
      caption={t`Your offers and price enquiries, newest first`}
      stacked
      data={offers}
      columns={columns}
      getRowId={(offer) => String(offer.id)}
    />
  );
}

/** A long name ends in an ellipsis on one line; the whole name is its title (and in the thread). */
function VehicleName({ offer }: { offer: OfferHistoryItem }) {
  return (
    <>
      <Link
        to={`/my-account/my-offer-history/${offer.id}`}
        title={offer.vehicleName}
        className="block truncate font-semibold text-brand-900 hover:underline"
        data-testid="offer-vehicle-name"
      >
        {offer.vehicleName}
      </Link>
      <span className="flex flex-wrap items-center gap-x-2 text-xs">
        <Link to={offer.checklistLink} className="text-brand-600 hover:underline">
          <bdi>{offer.chassis}</bdi>
        </Link>
        {isEnquiry(offer) && (
          <span className="font-medium text-slate-500">
            <Trans>Price enquiry</Trans>
          </span>
        )}
      </span>
    </>
  );
}
