import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PurchaseDetail } from '@ibc/domain';
import { CardSection } from '@/components/ui/card-section';
import { VehicleImage } from '@/components/ui/vehicle-image';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { formatMoney, formatMoneyText } from '@/lib/formats';
import { formatBusinessDate } from './format';
import { PurchaseStageBadge } from './purchase-stage-badge';
import { PurchaseTimeline, VoyageText } from './purchase-timeline';

/** Who reads the purchase: the dealer who bought it, or the sales team who sold it. */
type PurchaseViewer = 'dealer' | 'staff';

/** What each reader is told in their own words; journeys and tests find these texts. */
const WORDS = {
  dealer: {
    description: msg`The agreed deal, who it ships to, and where the vehicle is on its way to you.`,
    list: '/my-account/purchases',
    dateLabel: msg`Bought`,
    // The dealer reads the page away from Japan: the date says its zone. Staff work in Japan time.
    dateZone: msg`(Japan time)`,
    noPort: msg`To be agreed with our sales team`,
    negotiation: (offerId: number) => `/my-account/my-offer-history/${offerId}`,
  },
  staff: {
    description: msg`The deal, its shipment timeline, the stage and the voyage.`,
    list: '/admin/purchases',
    dateLabel: msg`Sold`,
    dateZone: null,
    noPort: null,
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
  const { t, i18n } = useLingui();
  const words = WORDS[viewer];
  return (
    <div className="space-y-5">
      <PageHeader
        title={purchase.data ? purchase.data.vehicle.name : t`Purchase`}
        description={i18n._(words.description)}
        actions={
          <Link to={words.list} className="text-sm text-brand-600 hover:underline">
            <Trans>All purchases</Trans>
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
              <CardSection id="purchase-timeline" title={t`Shipment timeline`}>
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
  const { t, i18n } = useLingui();
  const words = WORDS[viewer];
  // The sales team's facts run in two pairs a row: a long one (the voyage) takes the rest of its row.
  const wide = viewer === 'staff' ? 'sm:col-span-3' : undefined;
  const actions = slots.actions?.(purchase);
  return (
    <section aria-label={t`The deal`} className="rounded-lg border border-slate-200 bg-white p-4">
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
              <dt className="text-slate-500">
                <Trans>Dealer</Trans>
              </dt>
              <dd>{slots.buyer(purchase)}</dd>
            </>
          )}
          <dt className="text-slate-500">
            <Trans>Chassis</Trans>
          </dt>
          <dd>
            <bdi>{purchase.vehicle.chassis}</bdi>
          </dd>
          <dt className="text-slate-500">
            <Trans>Agreed price</Trans>
          </dt>
          <dd className="font-semibold tabular-nums">
            {formatMoney(i18n, purchase.currency, purchase.agreedAmount)} ({purchase.terms})
          </dd>
          {/* The landed price is the dealer's own: their port and currency when they agreed. */}
          {viewer === 'dealer' && purchase.landedPrice && (
            <>
              <dt className="text-slate-500">
                <Trans>Landed price when agreed</Trans>
              </dt>
              <dd className="tabular-nums">{formatMoneyText(i18n, purchase.landedPrice)}</dd>
            </>
          )}
          <dt className="text-slate-500">{i18n._(words.dateLabel)}</dt>
          <dd>
            {formatBusinessDate(i18n, purchase.purchasedOn)}
            {words.dateZone && <> {i18n._(words.dateZone)}</>}
          </dd>
          <dt className="text-slate-500">
            <Trans>Destination port</Trans>
          </dt>
          <dd>{purchase.destinationPort ?? (words.noPort ? i18n._(words.noPort) : '—')}</dd>
          <dt className="text-slate-500">
            <Trans>Stage</Trans>
          </dt>
          <dd>
            <PurchaseStageBadge stage={purchase.stage} />
          </dd>
          <dt className="text-slate-500">
            <Trans>Voyage</Trans>
          </dt>
          <dd className={wide}>
            <VoyageText purchase={purchase} />
          </dd>
          {slots.facts?.(purchase)}
          {purchase.offerId !== null && (
            <>
              <dt className="text-slate-500">
                <Trans context="noun">Offer</Trans>
              </dt>
              <dd className={wide}>
                <Link className="text-brand-600 hover:underline" to={words.negotiation(purchase.offerId)}>
                  <Trans>See the negotiation</Trans>
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
