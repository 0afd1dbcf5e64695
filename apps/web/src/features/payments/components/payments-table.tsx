import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Payment } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { DownloadsTable } from '@/components/downloads-table';
import { actionsColumn, type DataPagination } from '@/components/ui/data-table';
import { formatDay, formatMoney } from '@/lib/formats';
import { PaymentStatusBadge } from './payment-status-badge';

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
  pagination,
}: {
  payments: P[];
  caption: string;
  /** A page of a longer list (the back office's): the pager under the table. */
  pagination?: DataPagination;
  /** Where the proof downloads from (the back office's own route for staff). */
  proofPath?: (payment: P) => string | null;
  /** A first column naming who paid (the back office). */
  company?: (payment: P) => ReactNode;
  /** Buttons per payment (the back office's Confirm and Reject). */
  actions?: (payment: P) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <DownloadsTable
      caption={caption}
      failure={t`The proof could not be downloaded.`}
      data={payments}
      pagination={pagination}
      getRowId={(payment) => String(payment.id)}
      rowProps={(payment) => ({ 'data-testid': `payment-${payment.id}` })}
      columns={(download) => [
        company && { id: 'company', header: t`Company`, label: t`Company`, cell: company },
        {
          id: 'paidOn',
          header: t`Paid on`,
          label: t`Paid on`,
          className: 'whitespace-nowrap',
          cell: ({ paidOn, reference }) => (
            <>
              {formatDay(i18n, paidOn)}
              {reference && <span className="block text-xs text-slate-500">{t`Ref. ${reference}`}</span>}
            </>
          ),
        },
        {
          id: 'amount',
          header: t`Amount`,
          label: t`Amount`,
          align: 'end',
          className: 'whitespace-nowrap tabular-nums',
          cell: (payment) => formatMoney(i18n, payment.currency, payment.amount),
        },
        {
          id: 'for',
          header: t`For`,
          label: t`For`,
          cell: (payment) =>
            payment.allocations.map((a) => (
              <span key={a.invoiceId} className="block text-xs sm:whitespace-nowrap">
                {a.invoiceNumber}: {formatMoney(i18n, payment.currency, a.amount)}
              </span>
            )),
        },
        {
          id: 'status',
          header: t`Status`,
          label: t`Status`,
          cell: (payment) => (
            <>
              <PaymentStatusBadge status={payment.status} />
              {payment.rejectReason && (
                <span className="mt-1 block text-xs text-danger-700">{payment.rejectReason}</span>
              )}
            </>
          ),
        },
        {
          id: 'proof',
          header: t`Proof`,
          cell: (payment) => {
            const proof = proofPath(payment);
            const paid = formatMoney(i18n, payment.currency, payment.amount);
            return (
              proof && (
                <Button
                  variant="link"
                  size="sm"
                  onClick={() => download(proof, payment.proofFileName ?? 'proof')}
                >
                  <Trans>
                    Download proof<span className="sr-only"> of the {paid} payment</span>
                  </Trans>
                </Button>
              )
            );
          },
        },
        actions && actionsColumn(actions, ''),
      ]}
    />
  );
}
