import type { ReactNode } from 'react';
import { formatAmount, formatCalendarDate, type Payment } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { DataTable, Td, Th } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { useDownload } from '@/lib/use-download';
import { PaymentStatusBadge } from './payment-status-badge';

const money = (currency: string, amount: string) => `${currency} ${formatAmount(amount)}`;

/**
 * Payments with what each was for, its status and its proof: the member's own, and the
 * back office's (which adds the company and the Confirm / Reject buttons).
 */
export function PaymentsTable<P extends Payment>({
  payments,
  caption,
  proofPath = (payment) => payment.proofUrl,
  company,
  actions,
}: {
  payments: P[];
  caption: string;
  /** Where the proof downloads from (the back office's own route for staff). */
  proofPath?: (payment: P) => string | null;
  /** A first column naming who paid (the back office). */
  company?: (payment: P) => ReactNode;
  /** Buttons per payment (the back office's Confirm and Reject). */
  actions?: (payment: P) => ReactNode;
}) {
  const { download, error } = useDownload('The proof could not be downloaded.');
  return (
    <div className="space-y-2">
      {error && <FormAlert>{error}</FormAlert>}
      <DataTable caption={caption} stacked>
        <thead>
          <tr>
            {company && <Th>Company</Th>}
            <Th>Paid on</Th>
            <Th className="text-right">Amount</Th>
            <Th>For</Th>
            <Th>Status</Th>
            <Th>Proof</Th>
            {actions && (
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {payments.map((payment) => {
            const proof = proofPath(payment);
            return (
              <tr key={payment.id} data-testid={`payment-${payment.id}`}>
                {company && <Td label="Company">{company(payment)}</Td>}
                <Td label="Paid on" className="whitespace-nowrap">
                  {formatCalendarDate(payment.paidOn)}
                  {payment.reference && (
                    <span className="block text-xs text-slate-500">Ref. {payment.reference}</span>
                  )}
                </Td>
                <Td label="Amount" className="text-right whitespace-nowrap tabular-nums">
                  {money(payment.currency, payment.amount)}
                </Td>
                <Td label="For">
                  {payment.allocations.map((a) => (
                    <span key={a.invoiceId} className="block text-xs sm:whitespace-nowrap">
                      {a.invoiceNumber}: {money(payment.currency, a.amount)}
                    </span>
                  ))}
                </Td>
                <Td label="Status">
                  <PaymentStatusBadge status={payment.status} />
                  {payment.rejectReason && (
                    <span className="mt-1 block text-xs text-danger-700">{payment.rejectReason}</span>
                  )}
                </Td>
                <Td>
                  {proof && (
                    <Button
                      variant="link"
                      size="sm"
                      onClick={() => download(proof, payment.proofFileName ?? 'proof')}
                    >
                      Download proof
                      <span className="sr-only">
                        {' '}
                        of the {money(payment.currency, payment.amount)} payment
                      </span>
                    </Button>
                  )}
                </Td>
                {actions && <Td>{actions(payment)}</Td>}
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </div>
  );
}
