import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import type { AdminPayment } from '@ibc/domain';
import { ExportDownloads } from '@/components/export-downloads';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { formatMoney } from '@/lib/formats';
import { isPastEnd } from '@/lib/paging';
import { useAddressPage } from '@/lib/use-address-page';
import { Page } from '@/components/ui/page-header';
import { Textarea } from '@/components/ui/textarea';
import { QueryState } from '@/components/ui/query-state';
import { useAdminPayments, useReviewPayment } from '../api/payments';
import { PaymentsTable } from '../components/payments-table';

const money = (i18n: I18n, payment: Pick<AdminPayment, 'currency' | 'amount'>) =>
  formatMoney(i18n, payment.currency, payment.amount);

/** What a payment is put on: 'IBC-2026-000007 (NZD 2,300.00)'. */
const towards = (i18n: I18n, payment: AdminPayment) =>
  payment.allocations
    .map((a) => `${a.invoiceNumber} (${money(i18n, { currency: payment.currency, amount: a.amount })})`)
    .join(', ');

/**
 * /admin/payments: payments dealers recorded, pending first, a page at a time (?page=); Confirm or
 * Reject each, as the payment's allowedActions say, each after a second look that states what it
 * does. The app's route (app/routes/admin-payments-page.tsx) adds the overdue invoices below, in
 * `more`.
 */
export function AdminPaymentsView({ more }: { more?: ReactNode }) {
  const { t, i18n } = useLingui();
  const { page, onPage } = useAddressPage();
  const payments = useAdminPayments(page);
  const review = useReviewPayment();
  const [rejecting, setRejecting] = useState<AdminPayment | null>(null);
  const [confirming, setConfirming] = useState<AdminPayment | null>(null);
  return (
    <Page
      title={t`Payments`}
      description={t`T/T payments dealers recorded with their proof. Only confirmed payments reduce what a dealer owes.`}
      actions={<ExportDownloads path="/admin/payments/export" name="payments" />}
    >
      {review.isError && <FormAlert>{review.error.message}</FormAlert>}
      <QueryState
        query={payments}
        loadingClassName="h-40 w-full"
        empty={{
          // A page past the end has no rows, but the list is not empty: its pager says so.
          when: (data) => data.items.length === 0 && !isPastEnd(data),
          text: t`No payments recorded yet.`,
        }}
      >
        {(data) => (
          <PaymentsTable
            payments={data.items}
            pagination={{ page: data.page, pageSize: data.pageSize, total: data.total, onPage }}
            caption={t`Payments, pending first`}
            proofPath={(payment) => payment.proofUrl}
            company={(payment) => (
              <>
                <span className="block font-semibold">{payment.companyName}</span>
                <span className="text-xs text-slate-500">{payment.recordedBy}</span>
              </>
            )}
            actions={(payment) => {
              const allowed = payment.allowedActions;
              if (allowed.length === 0) return null;
              const amount = money(i18n, payment);
              const { companyName } = payment;
              return (
                <div className="flex flex-wrap gap-2">
                  {allowed.includes('confirm') && (
                    <Button
                      size="sm"
                      aria-label={t`Confirm ${amount} from ${companyName}`}
                      disabled={review.isPending}
                      onClick={() => setConfirming(payment)}
                    >
                      <Trans>Confirm</Trans>
                    </Button>
                  )}
                  {allowed.includes('reject') && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t`Reject ${amount} from ${companyName}`}
                      disabled={review.isPending}
                      onClick={() => setRejecting(payment)}
                    >
                      <Trans>Reject</Trans>
                    </Button>
                  )}
                </div>
              );
            }}
          />
        )}
      </QueryState>
      {more}
      {confirming && (
        <ConfirmPaymentDialog
          payment={confirming}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            review.mutate({ id: confirming.id, action: 'confirm' });
            setConfirming(null);
          }}
        />
      )}
      <Dialog open={rejecting !== null} onOpenChange={(open) => !open && setRejecting(null)}>
        {rejecting && (
          <RejectPaymentDialog
            payment={rejecting}
            onCancel={() => setRejecting(null)}
            onSubmit={async (reason) => {
              await review.mutateAsync({ id: rejecting.id, action: 'reject', reason });
              setRejecting(null);
            }}
          />
        )}
      </Dialog>
    </Page>
  );
}

/** What the second looks name: the payment's amount, who paid it and the invoices it counts towards. */
function useReviewWords(payment: AdminPayment) {
  const { i18n } = useLingui();
  return { amount: money(i18n, payment), companyName: payment.companyName, invoices: towards(i18n, payment) };
}

/** The second look before a payment is confirmed: what it will count towards. */
function ConfirmPaymentDialog({
  payment,
  onClose,
  onConfirm,
}: {
  payment: AdminPayment;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  const { amount, companyName, invoices } = useReviewWords(payment);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone="primary"
      title={t`Confirm ${amount} from ${companyName}?`}
      description={t`Confirm only once the money is in our bank account. From now on it counts towards ${invoices}, and the dealer is told. A confirmed payment cannot be undone.`}
      confirmLabel={t`Confirm payment`}
      onConfirm={onConfirm}
    />
  );
}

/** Reject: what it means for the dealer, and the reason he is told. */
function RejectPaymentDialog({
  payment,
  onSubmit,
  onCancel,
}: {
  payment: AdminPayment;
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const { amount, companyName, invoices } = useReviewWords(payment);
  return (
    <DialogContent
      title={t`Reject ${amount} from ${companyName}?`}
      description={t`The payment will not count towards ${invoices}: the dealer still owes it. The dealer is told the reason you give here, and can record the payment again.`}
      showDescription
    >
      <RejectForm onCancel={onCancel} onSubmit={onSubmit} />
    </DialogContent>
  );
}

function RejectForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  return (
    <form
      noValidate
      className="space-y-3 px-5 py-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError(t`Tell the dealer why the payment is rejected.`);
          return;
        }
        setBusy(true);
        onSubmit(reason.trim())
          .catch((caught: unknown) =>
            setError(caught instanceof Error ? caught.message : t`Please try again.`),
          )
          .finally(() => setBusy(false));
      }}
    >
      <Field
        label={t`Reason`}
        error={error ?? undefined}
        hint={t`The dealer reads it, e.g. 'Not received by our bank'.`}
        required
      >
        <Textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        {/* Red like every step that cannot be undone (ConfirmDialog's danger tone). */}
        <Button
          type="submit"
          disabled={busy}
          className="bg-danger-700 hover:bg-danger-600 active:bg-danger-600"
        >
          <Trans>Reject payment</Trans>
        </Button>
      </div>
    </form>
  );
}
