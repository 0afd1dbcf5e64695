import { Link, useSearchParams } from 'react-router';
import { hasAmountToAccept, KAP_ENQUIRY_KIND, type AdminOffer } from '@ibc/domain';
import type { DataColumn } from '@/components/ui/data-table';
import { FilterPills } from '@/components/ui/filter-pills';
import { Page } from '@/components/ui/page-header';
import { QueryTable } from '@/components/ui/query-table';
import { VehiclePhotoRow } from '@/components/ui/vehicle-photo-row';
import { useAdminOffers } from '../api/negotiation';
import { StaffOfferActions } from '../components/offer-actions';
import { OfferStatusBadge } from '../components/offer-status-badge';
import { formatOfferAmount, formatOfferTime, landedText } from '../utils/offer-format';

const FILTERS = [
  { value: 'open', label: 'Waiting an answer' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All offers' },
] as const;

/** /admin/offers: every offer and price enquiry waiting an answer, oldest first. */
export default function OffersAdminPage() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status');
  const status = FILTERS.find((f) => f.value === raw)?.value ?? 'open';
  const offers = useAdminOffers(status);
  return (
    <Page
      title="Offers"
      description="Offers and price enquiries from dealers, oldest first. Accept, counter or decline each one."
    >
      <FilterPills
        label="Offer filters"
        options={FILTERS}
        value={status}
        onChange={(value) => setSearch(value === 'open' ? {} : { status: value })}
      />
      <QueryTable
        query={offers}
        rows="offers"
        loadingClassName="h-40 w-full"
        empty={{
          title: status === 'open' ? 'No offers are waiting for an answer.' : 'No offers here.',
          description: 'New offers from dealers appear here as soon as they are sent.',
        }}
        caption="Offers, oldest first"
        columns={OFFER_COLUMNS}
        getRowId={(offer) => String(offer.id)}
        rowProps={() => ({ className: 'align-top' })}
      />
    </Page>
  );
}

const OFFER_COLUMNS: DataColumn<AdminOffer>[] = [
  {
    id: 'vehicle',
    header: 'Vehicle',
    cell: (offer) => (
      <VehiclePhotoRow photoUrl={offer.photoUrl} className="min-w-56">
        <Link to={`/admin/offers/${offer.id}`} className="font-semibold text-brand-700 hover:underline">
          {offer.vehicleName}
        </Link>
        <p className="text-xs text-slate-500">
          {offer.chassis} ·{' '}
          {offer.kind === KAP_ENQUIRY_KIND ? 'KAP stock, price on enquiry' : offer.vehiclePrice || 'no price'}
        </p>
        {offer.kind !== KAP_ENQUIRY_KIND && (
          <p className="text-xs text-slate-500">Landed at first offer: {landedText(offer)}</p>
        )}
      </VehiclePhotoRow>
    ),
  },
  {
    id: 'dealer',
    header: 'Dealer',
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
    header: 'Amount',
    align: 'end',
    className: 'font-semibold tabular-nums',
    cell: (offer) => (
      <>
        {!hasAmountToAccept(offer.currentAmount)
          ? 'Price enquiry'
          : formatOfferAmount(offer.currency, offer.currentAmount)}
        {offer.comment && (
          <p className="max-w-60 text-start text-xs font-normal text-slate-600">“{offer.comment}”</p>
        )}
      </>
    ),
  },
  {
    id: 'sent',
    header: 'Sent',
    className: 'whitespace-nowrap text-slate-600',
    cell: (offer) => (
      <>
        <time dateTime={offer.createdAt}>{formatOfferTime(offer.createdAt)}</time>
        {offer.expiresAt && (
          <p className="text-xs">
            Expires <time dateTime={offer.expiresAt}>{formatOfferTime(offer.expiresAt)}</time>
          </p>
        )}
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (offer) => <OfferStatusBadge status={offer.status} kind={offer.kind} />,
  },
  { id: 'answer', header: 'Answer', cell: (offer) => <StaffOfferActions offer={offer} /> },
];
