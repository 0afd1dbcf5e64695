import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { PurchaseDetail } from '@ibc/domain';
import { CardSection } from '@/components/ui/card-section';
import { NO_CAR_IMAGE, showNoCarImage } from '@/components/ui/no-car-image';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { usePurchase } from '../api/purchases';
import { formatBusinessDate, formatMoney } from '../components/format';
import { PartiesForm } from '../components/parties-form';
import { PurchaseStageBadge } from '../components/purchase-stage-badge';
import { PurchaseTimeline, VoyageText } from '../components/purchase-timeline';

/**
 * /my-account/purchases/:id: the deal page. The app's route (app/routes/purchase-page.tsx)
 * adds the invoices, payments and documents of other features below the deal through `more`.
 */
export function PurchaseView({ more }: { more?: (purchase: PurchaseDetail) => ReactNode }) {
  const id = Number(useParams().id);
  const purchase = usePurchase(id);
  return (
    <div className="space-y-5">
      <PageHeader
        title={purchase.data ? purchase.data.vehicle.name : 'Purchase'}
        description="The agreed deal, who it ships to, and where the vehicle is on its way to you."
        actions={
          <Link to="/my-account/purchases" className="text-sm text-brand-600 hover:underline">
            All purchases
          </Link>
        }
      />
      <QueryState query={purchase} loadingClassName="h-60 w-full">
        {(data) => (
          <>
            <Deal purchase={data} />
            {more?.(data)}
          </>
        )}
      </QueryState>
    </div>
  );
}

function Deal({ purchase }: { purchase: PurchaseDetail }) {
  return (
    <>
      {purchase.cancellation && (
        <div className="space-y-1 rounded-md border border-red-200 bg-danger-50 px-3 py-2 text-sm break-words text-danger-700">
          <p>
            Our sales team cancelled this purchase on {formatBusinessDate(purchase.cancellation.on)} (Japan
            time). Its open invoices were voided; any payment we confirmed stays as credit on your account, in
            the currency you paid it in.
          </p>
          <p>Reason: {purchase.cancellation.reason}</p>
        </div>
      )}
      <section
        aria-label="The deal"
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row"
      >
        <img
          src={purchase.vehicle.photoUrl || NO_CAR_IMAGE}
          onError={showNoCarImage}
          alt=""
          className="h-36 w-full rounded bg-slate-100 object-cover sm:h-28 sm:w-44"
        />
        <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">Chassis</dt>
          <dd>{purchase.vehicle.chassis}</dd>
          <dt className="text-slate-500">Agreed price</dt>
          <dd className="font-semibold tabular-nums">
            {formatMoney(purchase.currency, purchase.agreedAmount)} ({purchase.terms})
          </dd>
          {purchase.landedPrice && (
            <>
              <dt className="text-slate-500">Landed price when agreed</dt>
              <dd className="tabular-nums">{purchase.landedPrice}</dd>
            </>
          )}
          <dt className="text-slate-500">Destination port</dt>
          <dd>{purchase.destinationPort ?? 'To be agreed with our sales team'}</dd>
          <dt className="text-slate-500">Voyage</dt>
          <dd>
            <VoyageText purchase={purchase} />
          </dd>
          <dt className="text-slate-500">Stage</dt>
          <dd>
            <PurchaseStageBadge stage={purchase.stage} />
          </dd>
          <dt className="text-slate-500">Bought</dt>
          <dd>{formatBusinessDate(purchase.purchasedOn)} (Japan time)</dd>

          {purchase.offerId !== null && (
            <>
              <dt className="text-slate-500">Offer</dt>
              <dd>
                <Link
                  className="text-brand-600 hover:underline"
                  to={`/my-account/my-offer-history/${purchase.offerId}`}
                >
                  See the negotiation
                </Link>
              </dd>
            </>
          )}
        </dl>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <CardSection id="deal-timeline" title="Shipment timeline">
          <PurchaseTimeline purchase={purchase} />
        </CardSection>
        <CardSection id="deal-parties" title="Consignee and notify party">
          <div className="mt-2">
            <PartiesForm purchase={purchase} />
          </div>
        </CardSection>
      </div>
    </>
  );
}
