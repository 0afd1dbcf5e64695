import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { isLivePurchase, PURCHASE_MACHINE, type AdminPurchaseDetail } from '@ibc/domain';
import { CardSection } from '@/components/ui/card-section';
import { FormAlert } from '@/components/ui/form-alert';
import { PURCHASE_STAGE_MESSAGES } from '@/lib/state-words';
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
  const { t, i18n } = useLingui();
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
          const heldBack = cancelHeldBack(i18n, sale);
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
          <CardSection id="sale-stage" title={t`Move to stage`}>
            <div className="mt-2">
              {stageNotice && <FormAlert tone="success">{stageNotice}</FormAlert>}
              <MoveStageForm key={sale.stage} purchase={sale} onSaved={setStageNotice} />
            </div>
          </CardSection>
          <CardSection id="sale-voyage" title={t`Book on a voyage`}>
            <div className="mt-2">
              {sale.allowedActions.includes('book') ? (
                <BookVoyageForm purchase={sale} />
              ) : (
                <p className="text-sm text-slate-600">
                  {isLivePurchase(sale.stage)
                    ? t`The vehicle has left on its voyage.`
                    : t`The purchase is cancelled: the vehicle does not ship.`}
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

/**
 * Why a purchase that could be cancelled at its stage cannot be now: the machine's guard, in the
 * words of the domain's PURCHASE_MESSAGES.pendingPayments.
 */
function cancelHeldBack(i18n: I18n, purchase: AdminPurchaseDetail): string | null {
  const atThisStage = PURCHASE_MACHINE.next(purchase.stage, 'cancel', 'staff') !== null;
  if (!atThisStage || purchase.allowedActions.includes('cancel')) return null;
  return i18n._(
    msg`Payments recorded against this purchase wait for confirmation: confirm or reject them first.`,
  );
}

/** Who it ships to and why it was cancelled: the dealer reads these in their own forms and notice. */
function SaleFacts({ sale }: { sale: AdminPurchaseDetail }) {
  return (
    <>
      <dt className="text-slate-500">
        <Trans>Consignee</Trans>
      </dt>
      <dd className="whitespace-pre-line">{sale.consignee || '—'}</dd>
      <dt className="text-slate-500">
        <Trans>Notify party</Trans>
      </dt>
      <dd className="whitespace-pre-line">{sale.notifyParty || '—'}</dd>
      {sale.cancellation && <CancellationFacts cancellation={sale.cancellation} />}
    </>
  );
}

function CancellationFacts({
  cancellation,
}: {
  cancellation: NonNullable<AdminPurchaseDetail['cancellation']>;
}) {
  const { i18n } = useLingui();
  const on = formatBusinessDate(i18n, cancellation.on);
  const { reason } = cancellation;
  return (
    <>
      <dt className="text-slate-500">{i18n._(PURCHASE_STAGE_MESSAGES.cancelled)}</dt>
      <dd className="break-words sm:col-span-3">
        <Trans>
          {on} (Japan time): {reason}
        </Trans>
      </dd>
    </>
  );
}
