import { Link, useSearchParams } from 'react-router';
import { hasAmountToAccept, KAP_ENQUIRY_KIND, type AdminOffer } from '@ibc/domain';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { NO_CAR_IMAGE, showNoCarImage } from '@/components/ui/no-car-image';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
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
    <div className="space-y-5">
      <PageHeader
        title="Offers"
        description="Offers and price enquiries from dealers, oldest first. Accept, counter or decline each one."
      />
      <nav aria-label="Offer filters" className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <button
            key={filter.value}
            type="button"
            aria-pressed={status === filter.value}
            onClick={() => setSearch(filter.value === 'open' ? {} : { status: filter.value })}
            className={cn(
              'rounded-full border px-3 py-1 text-sm',
              status === filter.value
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {filter.label}
          </button>
        ))}
      </nav>
      <QueryState
        query={offers}
        loadingClassName="h-40 w-full"
        empty={{
          when: (data) => data.offers.length === 0,
          title: status === 'open' ? 'No offers are waiting for an answer.' : 'No offers here.',
          description: 'New offers from dealers appear here as soon as they are sent.',
        }}
      >
        {(data) => (
          <DataTable
            caption="Offers, oldest first"
            data={data.offers}
            columns={OFFER_COLUMNS}
            getRowId={(offer) => String(offer.id)}
            rowProps={() => ({ className: 'align-top' })}
          />
        )}
      </QueryState>
    </div>
  );
}

const OFFER_COLUMNS: DataColumn<AdminOffer>[] = [
  {
    id: 'vehicle',
    header: 'Vehicle',
    cell: (offer) => (
      <div className="flex min-w-56 gap-3">
        <img
          src={offer.photoUrl || NO_CAR_IMAGE}
          onError={showNoCarImage}
          alt=""
          className="h-12 w-16 shrink-0 rounded bg-slate-100 object-cover"
        />
        <div className="min-w-0">
          <Link to={`/admin/offers/${offer.id}`} className="font-semibold text-brand-700 hover:underline">
            {offer.vehicleName}
          </Link>
          <p className="text-xs text-slate-500">
            {offer.chassis} ·{' '}
            {offer.kind === KAP_ENQUIRY_KIND
              ? 'KAP stock, price on enquiry'
              : offer.vehiclePrice || 'no price'}
          </p>
          {offer.kind !== KAP_ENQUIRY_KIND && (
            <p className="text-xs text-slate-500">Landed at first offer: {landedText(offer)}</p>
          )}
        </div>
      </div>
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
    align: 'right',
    className: 'font-semibold tabular-nums',
    cell: (offer) => (
      <>
        {!hasAmountToAccept(offer.currentAmount)
          ? 'Price enquiry'
          : formatOfferAmount(offer.currency, offer.currentAmount)}
        {offer.comment && (
          <p className="max-w-60 text-left text-xs font-normal text-slate-600">“{offer.comment}”</p>
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
