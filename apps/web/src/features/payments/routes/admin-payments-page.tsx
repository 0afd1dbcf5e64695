import { useState, type ReactNode } from 'react';
import { formatAmount, type AdminPayment } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useAdminPayments, useReviewPayment } from '../api/payments';
import { PaymentsTable } from '../components/payments-table';

/**
 * /admin/payments (issue 12): payments dealers recorded, pending first; Confirm or Reject each. The
 * app's route (app/routes/admin-payments-page.tsx) adds the overdue invoices below, in `more`.
 */
export function AdminPaymentsView({ more }: { more?: ReactNode }) {
  const payments = useAdminPayments();
  const review = useReviewPayment();
  const [rejecting, setRejecting] = useState<AdminPayment | null>(null);
  return (
    <div className="space-y-5">
      <PageHeader
        title="Payments"
        description="T/T payments dealers recorded with their proof. Only confirmed payments reduce what a dealer owes."
      />
      {review.isError && <FormAlert>{review.error.message}</FormAlert>}
      {payments.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : payments.isError ? (
        <FormAlert>{payments.error.message}</FormAlert>
      ) : payments.data.payments.length === 0 ? (
        <p className="text-sm text-slate-500">No payments recorded yet.</p>
      ) : (
        <PaymentsTable
          payments={payments.data.payments}
          caption="Payments, pending first"
          proofPath={(payment) => payment.proofUrl}
          company={(payment) => (
            <>
              <span className="block font-semibold">{payment.companyName}</span>
              <span className="text-xs text-slate-500">{payment.recordedBy}</span>
            </>
          )}
          actions={(payment) => {
            if (payment.status !== 'pending') return null;
            const label = `${payment.currency} ${formatAmount(payment.amount)} from ${payment.companyName}`;
            return (
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  aria-label={`Confirm ${label}`}
                  disabled={review.isPending}
                  onClick={() => review.mutate({ id: payment.id, action: 'confirm' })}
                >
                  Confirm
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Reject ${label}`}
                  disabled={review.isPending}
                  onClick={() => setRejecting(payment)}
                >
                  Reject
                </Button>
              </div>
            );
          }}
        />
      )}
      {more}
      <Dialog open={rejecting !== null} onOpenChange={(open) => !open && setRejecting(null)}>
        {rejecting && (
          <DialogContent title="Reject payment" description="The dealer is told the reason.">
            <RejectForm
              onSubmit={async (reason) => {
                await review.mutateAsync({ id: rejecting.id, action: 'reject', reason });
                setRejecting(null);
              }}
            />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}

function RejectForm({ onSubmit }: { onSubmit: (reason: string) => Promise<void> }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      className="space-y-3 px-5 py-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError('Tell the dealer why the payment is rejected.');
          return;
        }
        setBusy(true);
        onSubmit(reason.trim())
          .catch((caught: unknown) =>
            setError(caught instanceof Error ? caught.message : 'Please try again.'),
          )
          .finally(() => setBusy(false));
      }}
    >
      <Field label="Reason" error={error ?? undefined} required>
        <Textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          Reject payment
        </Button>
      </div>
    </form>
  );
}
