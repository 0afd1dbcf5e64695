import { useState } from 'react';
import { formatAmount, type AdminPayment } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { DataTable, Td, Th } from '@/components/ui/data-table';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { downloadProof, useAdminPayments, useReviewPayment } from '../api/payments';
import { PaymentStatusBadge } from '../components/payment-status-badge';

/** /admin/payments (issue 12): payments dealers recorded, pending first; Confirm or Reject each. */
export default function AdminPaymentsPage() {
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
        <DataTable caption="Payments, pending first">
          <thead>
            <tr>
              <Th>Company</Th>
              <Th className="text-right">Amount</Th>
              <Th>Paid on</Th>
              <Th>Reference</Th>
              <Th>Invoices</Th>
              <Th>Proof</Th>
              <Th>Status</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {payments.data.payments.map((payment) => {
              const label = `${payment.currency} ${formatAmount(payment.amount)} from ${payment.companyName}`;
              return (
                <tr key={payment.id} data-testid={`admin-payment-${payment.id}`}>
                  <Td>
                    <span className="block font-semibold">{payment.companyName}</span>
                    <span className="text-xs text-slate-500">{payment.recordedBy}</span>
                  </Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">
                    {payment.currency} {formatAmount(payment.amount)}
                  </Td>
                  <Td className="whitespace-nowrap">{payment.paidOn}</Td>
                  <Td>{payment.reference || '—'}</Td>
                  <Td>
                    {payment.allocations.map((a) => (
                      <span key={a.invoiceId} className="block text-xs whitespace-nowrap">
                        {a.invoiceNumber}: {formatAmount(a.amount)}
                      </span>
                    ))}
                  </Td>
                  <Td>
                    {payment.proofUrl && (
                      <Button
                        variant="link"
                        size="sm"
                        onClick={() =>
                          void downloadProof(payment.proofUrl!, payment.proofFileName ?? 'proof')
                        }
                      >
                        Proof<span className="sr-only"> of {label}</span>
                      </Button>
                    )}
                  </Td>
                  <Td>
                    <PaymentStatusBadge status={payment.status} />
                    {payment.rejectReason && (
                      <span className="mt-1 block text-xs text-danger-700">{payment.rejectReason}</span>
                    )}
                  </Td>
                  <Td>
                    {payment.status === 'pending' && (
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
                    )}
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
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
