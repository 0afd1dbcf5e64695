import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { isLivePurchase, PURCHASE_MACHINE, PURCHASE_MESSAGES, type AdminPurchaseDetail } from '@ibc/domain';
import { CardSection } from '@/components/ui/card-section';
import { FormAlert } from '@/components/ui/form-alert';
import { useAdminPurchase } from '../api/admin-purchases';
import { BookVoyageForm, CancelPurchase, MoveStageForm } from '../components/admin-purchase-forms';
import { formatBusinessDate } from '../components/format';
import { PurchaseRecord } from '../components/purchase-record';

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
  const purchase = useAdminPurchase(Number(useParams().id));
  // Held here: the stage form starts afresh (key) once the stage it offered is reached.
  const [stageNotice, setStageNotice] = useState<string | null>(null);
  const [cancelNotice, setCancelNotice] = useState<string | null>(null);
  return (
    <PurchaseRecord
      viewer="staff"
      purchase={purchase}
      notice={() => cancelNotice && <FormAlert tone="success">{cancelNotice}</FormAlert>}
      buyer={(sale) => sale.companyName}
      facts={(sale) => <SaleFacts sale={sale} />}
      actions={(sale) => {
        if (!sale.allowedActions.includes('cancel')) {
          const heldBack = cancelHeldBack(sale);
          return heldBack && <p className="text-sm text-slate-600">{heldBack}</p>;
        }
        return (
          <CancelPurchase
            purchase={sale}
            openInvoices={openInvoices}
            onInvoicesChanged={onInvoicesChanged}
            onCancelled={(notice) => {
              setStageNotice(null);
              setCancelNotice(notice);
            }}
          />
        );
      }}
      cards={(sale) => (
        <>
          <CardSection id="sale-stage" title="Move to stage">
            <div className="mt-2">
              {stageNotice && <FormAlert tone="success">{stageNotice}</FormAlert>}
              <MoveStageForm key={sale.stage} purchase={sale} onSaved={setStageNotice} />
            </div>
          </CardSection>
          <CardSection id="sale-voyage" title="Book on a voyage">
            <div className="mt-2">
              {sale.allowedActions.includes('book') ? (
                <BookVoyageForm purchase={sale} />
              ) : (
                <p className="text-sm text-slate-600">
                  {isLivePurchase(sale.stage)
                    ? 'The vehicle has left on its voyage.'
                    : 'The purchase is cancelled: the vehicle does not ship.'}
                </p>
              )}
            </div>
          </CardSection>
        </>
      )}
      more={more}
    />
  );
}

/** Why a purchase that could be cancelled at its stage cannot be now: the machine's guard. */
function cancelHeldBack(purchase: AdminPurchaseDetail): string | null {
  const atThisStage = PURCHASE_MACHINE.next(purchase.stage, 'cancel', 'staff') !== null;
  return atThisStage && !purchase.allowedActions.includes('cancel')
    ? PURCHASE_MESSAGES.pendingPayments
    : null;
}

/** Who it ships to and why it was cancelled: the dealer reads these in their own forms and notice. */
function SaleFacts({ sale }: { sale: AdminPurchaseDetail }) {
  return (
    <>
      <dt className="text-slate-500">Consignee</dt>
      <dd className="whitespace-pre-line">{sale.consignee || '—'}</dd>
      <dt className="text-slate-500">Notify party</dt>
      <dd className="whitespace-pre-line">{sale.notifyParty || '—'}</dd>
      {sale.cancellation && (
        <>
          <dt className="text-slate-500">Cancelled</dt>
          <dd className="break-words sm:col-span-3">
            {formatBusinessDate(sale.cancellation.on)} (Japan time): {sale.cancellation.reason}
          </dd>
        </>
      )}
    </>
  );
}
