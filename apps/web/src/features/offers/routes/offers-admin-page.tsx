import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_OFFERS_PAGE_SIZE, hasAmountToAccept, KAP_ENQUIRY_KIND, type AdminOffer } from '@ibc/domain';
import type { DataColumn } from '@/components/ui/data-table';
import { FilterPills } from '@/components/ui/filter-pills';
import { Page } from '@/components/ui/page-header';
import { QueryTable } from '@/components/ui/query-table';
import { VehiclePhotoRow } from '@/components/ui/vehicle-photo-row';
import { useAdminOffers } from '../api/negotiation';
import { StaffOfferActions } from '../components/offer-actions';
import { OfferStatusBadge } from '../components/offer-status-badge';
import { formatMoney, formatMoneyText } from '@/lib/formats';
import { useAddressPage } from '@/lib/use-address-page';
import { formatOfferTime, landedText } from '../utils/offer-format';

const FILTERS = [
  { value: 'open', label: msg`Waiting an answer` },
  { value: 'accepted', label: msg({ message: 'Accepted', context: 'offer status' }) },
  { value: 'declined', label: msg({ message: 'Declined', context: 'offer status' }) },
  { value: 'all', label: msg`All offers` },
] as const;

/** /admin/offers: every offer and price enquiry waiting an answer, oldest first. */
export default function OffersAdminPage() {
  const { t, i18n } = useLingui();
  const columns = useOfferColumns();
  const filters = useMemo(
    () => FILTERS.map((filter) => ({ value: filter.value, label: i18n._(filter.label) })),
    [i18n],
  );
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status');
  const status = FILTERS.find((f) => f.value === raw)?.value ?? 'open';
  const { page, onPage } = useAddressPage();
  const offers = useAdminOffers(status, page);
  return (
    <Page
      title={t`Offers`}
      description={t`Offers and price enquiries from dealers, oldest first. Accept, counter or decline each one.`}
    >
      <FilterPills
        label={t`Offer filters`}
        options={filters}
        value={status}
        onChange={(value) => setSearch(value === 'open' ? {} : { status: value })}
      />
      <QueryTable
        query={offers}
        rows="items"
        loadingClassName="h-40 w-full"
        empty={{
          title: status === 'open' ? t`No offers are waiting for an answer.` : t`No offers here.`,
          description: t`New offers from dealers appear here as soon as they are sent.`,
        }}
        caption={t`Offers, oldest first`}
        columns={columns}
        getRowId={(offer) => String(offer.id)}
        rowProps={() => ({ className: 'align-top' })}
        paged={{
          onPage,
          pageSize: ADMIN_OFFERS_PAGE_SIZE,
        }}
      />
    </Page>
  );
}

function useOfferColumns(): DataColumn<AdminOffer>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      {
        id: 'vehicle',
        header: t`Vehicle`,
        cell: (offer) => {
          const landed = landedText(i18n, offer);
          return (
            <VehiclePhotoRow photoUrl={offer.photoUrl} className="min-w-56">
              <Link to={`/admin/offers/${offer.id}`} className="font-semibold text-brand-700 hover:underline">
                {offer.vehicleName}
              </Link>
              <p className="text-xs text-slate-500">
                <bdi>{offer.chassis}</bdi> ·{' '}
                {offer.kind === KAP_ENQUIRY_KIND
                  ? t`KAP stock, price on enquiry`
                  : formatMoneyText(i18n, offer.vehiclePrice) || t`no price`}
              </p>
              {offer.kind !== KAP_ENQUIRY_KIND && (
                <p className="text-xs text-slate-500">
                  <Trans>Landed at first offer: {landed}</Trans>
                </p>
              )}
            </VehiclePhotoRow>
          );
        },
      },
      {
        id: 'dealer',
        header: t`Dealer`,
        cell: (offer) => (
          <>
            <p className="font-medium">{offer.companyName}</p>
            <p className="text-xs text-slate-500">
              {offer.contactName}
              {offer.countryName ? ` · ${offer.countryName}` : ''}
            </p>
          </>
        ),
      },
      {
        id: 'amount',
        header: t`Amount`,
        align: 'end',
        className: 'font-semibold tabular-nums',
        cell: (offer) => (
          <>
            {!hasAmountToAccept(offer.currentAmount)
              ? t`Price enquiry`
              : formatMoney(i18n, offer.currency, offer.currentAmount)}
            {offer.comment && (
              <p className="max-w-60 text-start text-xs font-normal text-slate-600">“{offer.comment}”</p>
            )}
          </>
        ),
      },
      {
        id: 'sent',
        header: t`Sent`,
        className: 'whitespace-nowrap text-slate-600',
        cell: (offer) => {
          const expires = offer.expiresAt ? formatOfferTime(i18n, offer.expiresAt) : '';
          return (
            <>
              <time dateTime={offer.createdAt}>{formatOfferTime(i18n, offer.createdAt)}</time>
              {offer.expiresAt && (
                <p className="text-xs">
                  <Trans>
                    Expires <time dateTime={offer.expiresAt}>{expires}</time>
                  </Trans>
                </p>
              )}
            </>
          );
        },
      },
      {
        id: 'status',
        header: t`Status`,
        cell: (offer) => <OfferStatusBadge status={offer.status} kind={offer.kind} />,
      },
      { id: 'answer', header: t`Answer`, cell: (offer) => <StaffOfferActions offer={offer} /> },
    ],
    [t, i18n],
  );
}
