import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CardSection } from '@/components/ui/card-section';
import { QueryState } from '@/components/ui/query-state';
import { usePayments } from '../api/payments';
import { PaymentsTable } from './payments-table';

/**
 * The payments towards one purchase's invoices, for the deal page; `record` is the deal
 * page's Record payment (the app composes it with the purchase's invoices). A cancelled purchase asks
 * for no payment, so its empty list says only that none was made.
 */
export function PurchasePayments({
  purchaseId,
  record,
  cancelled = false,
}: {
  purchaseId: number;
  record?: ReactNode;
  cancelled?: boolean;
}) {
  const { t } = useLingui();
  const payments = usePayments(purchaseId);
  const mine = payments.data?.payments ?? [];
  return (
    <CardSection id={`purchase-${purchaseId}-payments`} title={t`Payments`} bodyClassName="mt-3 space-y-3">
      <QueryState
        query={payments}
        loadingClassName="h-16 w-full"
        empty={{
          when: () => mine.length === 0,
          text: cancelled
            ? t`No payments were recorded for this purchase.`
            : t`No payments recorded yet. Pay by T/T quoting the invoice number, then record the payment with the bank's proof.`,
        }}
      >
        {() => <PaymentsTable payments={mine} caption={t`Payments towards this purchase`} />}
      </QueryState>
      {record}
    </CardSection>
  );
}
