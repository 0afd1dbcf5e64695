import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isLivePurchase, PURCHASE_MACHINE, PURCHASE_MESSAGES, type AdminPurchaseDetail } from '@ibc/domain';
import { CardSection } from '@/components/ui/card-section';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useAdminPurchase } from '../api/admin-purchases';
import { BookVoyageForm, CancelPurchase, MoveStageForm } from '../components/admin-purchase-forms';
import { formatBusinessDate, formatMoney } from '../components/format';
import { PurchaseStageBadge } from '../components/purchase-stage-badge';
import { PurchaseTimeline, VoyageText } from '../components/purchase-timeline';

/**
 * /admin/purchases/:id: one sale, its shipment and what to do next. The app's route
 * (app/routes/admin-purchase-page.tsx) adds invoices and documents through `more`, the numbers of
 * the open invoices a cancellation would void, and what to refresh once it voided them.
 */
export function AdminPurchaseView({
  more,
  openInvoices,
  onInvoicesChanged,
}: {
  more?: (purchase: AdminPurchaseDetail) => ReactNode;
  openInvoices?: readonly string[];
  onInvoicesChanged?: () => Promise<unknown>;
}) {
  const id = Number(useParams().id);
  const purchase = useAdminPurchase(id);
  return (
    <div className="space-y-5">
      <PageHeader
        title={purchase.data ? `${purchase.data.vehicle.name}` : 'Purchase'}
        description="The deal, its shipment timeline, the stage and the voyage."
        actions={
          <Link to="/admin/purchases" className="text-sm text-brand-600 hover:underline">
            All purchases
          </Link>
        }
      />
      <QueryState query={purchase} loadingClassName="h-60 w-full">
        {(data) => (
          <>
            <Sale purchase={data} openInvoices={openInvoices} onInvoicesChanged={onInvoicesChanged} />
            {more?.(data)}
          </>
        )}
      </QueryState>
    </div>
  );
}

/** Why a purchase that could be cancelled at its stage cannot be now: the machine's guard. */
function cancelHeldBack(purchase: AdminPurchaseDetail): string | null {
  const atThisStage = PURCHASE_MACHINE.next(purchase.stage, 'cancel', 'staff') !== null;
  return atThisStage && !purchase.allowedActions.includes('cancel')
    ? PURCHASE_MESSAGES.pendingPayments
    : null;
}

function Sale({
  purchase,
  openInvoices,
  onInvoicesChanged,
}: {
  purchase: AdminPurchaseDetail;
  openInvoices: readonly string[] | undefined;
  onInvoicesChanged: (() => Promise<unknown>) | undefined;
}) {
  // Held here: the stage form starts afresh (key) once the stage it offered is reached.
  const [stageNotice, setStageNotice] = useState<string | null>(null);
  const [cancelNotice, setCancelNotice] = useState<string | null>(null);
  const heldBack = cancelHeldBack(purchase);
  return (
    <>
      {cancelNotice && <FormAlert tone="success">{cancelNotice}</FormAlert>}
      <section aria-label="The deal" className="rounded-lg border border-slate-200 bg-white p-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
          <dt className="text-slate-500">Dealer</dt>
          <dd>{purchase.companyName}</dd>
          <dt className="text-slate-500">Chassis</dt>
          <dd>{purchase.vehicle.chassis}</dd>
          <dt className="text-slate-500">Agreed price</dt>
          <dd className="font-semibold tabular-nums">
            {formatMoney(purchase.currency, purchase.agreedAmount)} ({purchase.terms})
          </dd>
          <dt className="text-slate-500">Sold</dt>
          <dd>{formatBusinessDate(purchase.purchasedOn)}</dd>
          <dt className="text-slate-500">Destination port</dt>
          <dd>{purchase.destinationPort ?? '—'}</dd>
          <dt className="text-slate-500">Stage</dt>
          <dd>
            <PurchaseStageBadge stage={purchase.stage} />
          </dd>
          <dt className="text-slate-500">Voyage</dt>
          <dd className="sm:col-span-3">
            <VoyageText purchase={purchase} />
          </dd>
          <dt className="text-slate-500">Consignee</dt>
          <dd className="whitespace-pre-line">{purchase.consignee || '—'}</dd>
          <dt className="text-slate-500">Notify party</dt>
          <dd className="whitespace-pre-line">{purchase.notifyParty || '—'}</dd>
          {purchase.cancellation && (
            <>
              <dt className="text-slate-500">Cancelled</dt>
              <dd className="break-words sm:col-span-3">
                {formatBusinessDate(purchase.cancellation.on)} (Japan time): {purchase.cancellation.reason}
              </dd>
            </>
          )}
        </dl>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          {purchase.offerId !== null && (
            <Link className="text-sm text-brand-600 hover:underline" to={`/admin/offers/${purchase.offerId}`}>
              See the negotiation
            </Link>
          )}
          {purchase.allowedActions.includes('cancel') && (
            <CancelPurchase
              purchase={purchase}
              openInvoices={openInvoices}
              onInvoicesChanged={onInvoicesChanged}
              onCancelled={(notice) => {
                setStageNotice(null);
                setCancelNotice(notice);
              }}
            />
          )}
          {heldBack && <p className="text-sm text-slate-600">{heldBack}</p>}
        </div>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <CardSection id="sale-stage" title="Move to stage">
          <div className="mt-2">
            {stageNotice && <FormAlert tone="success">{stageNotice}</FormAlert>}
            <MoveStageForm key={purchase.stage} purchase={purchase} onSaved={setStageNotice} />
          </div>
        </CardSection>
        <CardSection id="sale-voyage" title="Book on a voyage">
          <div className="mt-2">
            {purchase.allowedActions.includes('book') ? (
              <BookVoyageForm purchase={purchase} />
            ) : (
              <p className="text-sm text-slate-600">
                {isLivePurchase(purchase.stage)
                  ? 'The vehicle has left on its voyage.'
                  : 'The purchase is cancelled: the vehicle does not ship.'}
              </p>
            )}
          </div>
        </CardSection>
        <CardSection id="sale-timeline" title="Shipment timeline">
          <PurchaseTimeline purchase={purchase} />
        </CardSection>
      </div>
    </>
  );
}
