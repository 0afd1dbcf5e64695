import { formatAmount, type Payment } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { DataTable, Td, Th } from '@/components/ui/data-table';
import { downloadProof } from '../api/payments';
import { PaymentStatusBadge } from './payment-status-badge';

/** The member's payments with their status (issue 12). */
export function PaymentsTable({ payments, caption }: { payments: Payment[]; caption: string }) {
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          <Th>Paid on</Th>
          <Th className="text-right">Amount</Th>
          <Th>For</Th>
          <Th>Status</Th>
          <Th>Proof</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {payments.map((payment) => (
          <tr key={payment.id} data-testid={`payment-${payment.id}`}>
            <Td className="whitespace-nowrap">
              {payment.paidOn}
              {payment.reference && <span className="block text-xs text-slate-500">{payment.reference}</span>}
            </Td>
            <Td className="text-right whitespace-nowrap tabular-nums">
              {payment.currency} {formatAmount(payment.amount)}
            </Td>
            <Td>
              {payment.allocations.map((a) => (
                <span key={a.invoiceId} className="block text-xs whitespace-nowrap">
                  {a.invoiceNumber}: {formatAmount(a.amount)}
                </span>
              ))}
            </Td>
            <Td>
              <PaymentStatusBadge status={payment.status} />
              {payment.rejectReason && (
                <span className="mt-1 block text-xs text-danger-700">{payment.rejectReason}</span>
              )}
            </Td>
            <Td>
              {payment.proofUrl && (
                <Button
                  variant="link"
                  size="sm"
                  onClick={() => void downloadProof(payment.proofUrl!, payment.proofFileName ?? 'proof')}
                >
                  Download proof
                  <span className="sr-only">
                    {' '}
                    of the {payment.currency} {formatAmount(payment.amount)} payment
                  </span>
                </Button>
              )}
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
