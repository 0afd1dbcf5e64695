import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PurchaseDetail } from '@ibc/domain';
import { CardSection } from '@/components/ui/card-section';
import { VehicleImage } from '@/components/ui/vehicle-image';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { formatBusinessDate, formatMoney } from './format';
import { PurchaseStageBadge } from './purchase-stage-badge';
import { PurchaseTimeline, VoyageText } from './purchase-timeline';

/** Who reads the purchase: the dealer who bought it, or the sales team who sold it. */
type PurchaseViewer = 'dealer' | 'staff';

/** What each reader is told in their own words; journeys and tests find these texts. */
const WORDS = {
  dealer: {
    description: 'The agreed deal, who it ships to, and where the vehicle is on its way to you.',
    list: '/my-account/purchases',
    dateLabel: 'Bought',
    // The dealer reads the page away from Japan: the date says its zone. Staff work in Japan time.
    dateZone: ' (Japan time)',
    noPort: 'To be agreed with our sales team',
    negotiation: (offerId: number) => `/my-account/my-offer-history/${offerId}`,
  },
  staff: {
    description: 'The deal, its shipment timeline, the stage and the voyage.',
    list: '/admin/purchases',
    dateLabel: 'Sold',
    dateZone: '',
    noPort: '—',
    negotiation: (offerId: number) => `/admin/offers/${offerId}`,
  },
} as const;

/** The parts of the record one reader adds, each drawn from the purchase once it has arrived. */
interface PurchaseRecordSlots<P extends PurchaseDetail> {
  /** Above the deal: what happened to it (the dealer's cancellation notice, the staff's last step). */
  notice?: (purchase: P) => ReactNode;
  /** Who bought it, the first fact (the sales team's view of many dealers). */
  buyer?: (purchase: P) => ReactNode;
  /** Facts only this reader is shown, as <dt>/<dd> pairs after the shared ones. */
  facts?: (purchase: P) => ReactNode;
  /** Under the facts: steps on the whole purchase (Cancel purchase) or why one is held back. */
  actions?: (purchase: P) => ReactNode;
  /** Cards before the shipment timeline: the reader's own forms. */
  cards?: (purchase: P) => ReactNode;
  /** Below the record: other features' sections, composed in app/routes. */
  more?: (purchase: P) => ReactNode;
}

/**
 * One purchase, as the dealer (/my-account/purchases/:id) or the sales team (/admin/purchases/:id)
 * reads it: the header, the agreed deal, the reader's forms and the shipment timeline. Each page
 * brings its own query and fills the slots with what only its reader does.
 */
export function PurchaseRecord<P extends PurchaseDetail>({
  viewer,
  purchase,
  ...slots
}: PurchaseRecordSlots<P> & { viewer: PurchaseViewer; purchase: QueryLike<P> }) {
  const words = WORDS[viewer];
  return (
    <div className="space-y-5">
      <PageHeader
        title={purchase.data ? purchase.data.vehicle.name : 'Purchase'}
        description={words.description}
        actions={
          <Link to={words.list} className="text-sm text-brand-600 hover:underline">
            All purchases
          </Link>
        }
      />
      <QueryState query={purchase} loadingClassName="h-60 w-full">
        {(data) => (
          <>
            {slots.notice?.(data)}
            <Deal viewer={viewer} purchase={data} slots={slots} />
            <div className="grid gap-4 lg:grid-cols-2">
              {slots.cards?.(data)}
              <CardSection id="purchase-timeline" title="Shipment timeline">
                <PurchaseTimeline purchase={data} />
              </CardSection>
            </div>
            {slots.more?.(data)}
          </>
        )}
      </QueryState>
    </div>
  );
}

function Deal<P extends PurchaseDetail>({
  viewer,
  purchase,
  slots,
}: {
  viewer: PurchaseViewer;
  purchase: P;
  slots: PurchaseRecordSlots<P>;
}) {
  const words = WORDS[viewer];
  // The sales team's facts run in two pairs a row: a long one (the voyage) takes the rest of its row.
  const wide = viewer === 'staff' ? 'sm:col-span-3' : undefined;
  const actions = slots.actions?.(purchase);
  return (
    <section aria-label="The deal" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-4 sm:flex-row">
        {viewer === 'dealer' && (
          <VehicleImage src={purchase.vehicle.photoUrl} className="h-36 w-full rounded sm:h-28 sm:w-44" />
        )}
        {/* On a phone a long label wraps rather than squeezing the amounts beside it. */}
        <dl
          className={cn(
            'grid flex-1 grid-cols-[fit-content(40%)_1fr] gap-x-4 gap-y-1 text-sm',
            viewer === 'staff' ? 'sm:grid-cols-[auto_1fr_auto_1fr]' : 'sm:grid-cols-[auto_1fr]',
          )}
        >
          {slots.buyer && (
            <>
              <dt className="text-slate-500">Dealer</dt>
              <dd>{slots.buyer(purchase)}</dd>
            </>
          )}
          <dt className="text-slate-500">Chassis</dt>
          <dd>{purchase.vehicle.chassis}</dd>
          <dt className="text-slate-500">Agreed price</dt>
          <dd className="font-semibold tabular-nums">
            {formatMoney(purchase.currency, purchase.agreedAmount)} ({purchase.terms})
          </dd>
          {/* The landed price is the dealer's own: their port and currency when they agreed. */}
          {viewer === 'dealer' && purchase.landedPrice && (
            <>
              <dt className="text-slate-500">Landed price when agreed</dt>
              <dd className="tabular-nums">{purchase.landedPrice}</dd>
            </>
          )}
          <dt className="text-slate-500">{words.dateLabel}</dt>
          <dd>
            {formatBusinessDate(purchase.purchasedOn)}
            {words.dateZone}
          </dd>
          <dt className="text-slate-500">Destination port</dt>
          <dd>{purchase.destinationPort ?? words.noPort}</dd>
          <dt className="text-slate-500">Stage</dt>
          <dd>
            <PurchaseStageBadge stage={purchase.stage} />
          </dd>
          <dt className="text-slate-500">Voyage</dt>
          <dd className={wide}>
            <VoyageText purchase={purchase} />
          </dd>
          {slots.facts?.(purchase)}
          {purchase.offerId !== null && (
            <>
              <dt className="text-slate-500">Offer</dt>
              <dd className={wide}>
                <Link className="text-brand-600 hover:underline" to={words.negotiation(purchase.offerId)}>
                  See the negotiation
                </Link>
              </dd>
            </>
          )}
        </dl>
      </div>
      {actions && <div className="mt-3 flex flex-wrap items-center gap-3">{actions}</div>}
    </section>
  );
}
