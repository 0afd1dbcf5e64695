import { Trans, useLingui } from '@lingui/react/macro';
import { CardSection } from '@/components/ui/card-section';
import { Page } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useInvoices } from '@/features/invoices/api/invoices';
import { CurrencyBalances } from '@/features/invoices/components/balances';
import { isOutstanding } from '@/features/invoices/components/format';
import { InvoicesTable } from '@/features/invoices/components/invoices-table';
import { WhenInvoicesAreDue } from '@/features/invoices/components/when-invoices-are-due';
import { usePayments } from '@/features/payments/api/payments';
import { HowToPay } from '@/features/payments/components/how-to-pay';
import { PaymentsTable } from '@/features/payments/components/payments-table';
import { RecordPaymentDialog } from '@/features/payments/components/record-payment-dialog';

/**
 * /my-account/payment-collections and /invoice: the company's invoices with amount, due date
 * (for New Zealand the three collection dates), status and PDF; a balance per currency account;
 * Record payment; and the payments with their status. Composes the invoices and payments features.
 */
export default function PaymentCollectionsPage() {
  const { t } = useLingui();
  const invoices = useInvoices();
  const payments = usePayments();
  const list = invoices.data?.invoices ?? [];
  const open = list.filter(isOutstanding);
  const settled = list.filter((invoice) => !isOutstanding(invoice));
  return (
    <Page
      title={t`Payment collections`}
      description={t`Your invoices, when each is due, and what you have paid. Pay by T/T quoting the invoice number, then record the payment with the bank's proof.`}
    >
      <QueryState query={invoices} loadingClassName="h-40 w-full">
        {(data) => (
          <>
            <CardSection id="balances" title={t`Balance per currency account`} bodyClassName="mt-3">
              <CurrencyBalances balances={data.balances} />
            </CardSection>
            <CardSection id="open-invoices" title={t`Open invoices`} bodyClassName="mt-3 space-y-3">
              {open.length === 0 ? (
                <p className="text-sm text-slate-500">
                  <Trans>Nothing to pay at the moment.</Trans>
                </p>
              ) : (
                <InvoicesTable invoices={open} caption={t`Open invoices`} />
              )}
              <RecordPaymentDialog invoices={open} />
            </CardSection>
            {settled.length > 0 && (
              <CardSection id="paid-invoices" title={t`Paid invoices`} bodyClassName="mt-3">
                <InvoicesTable invoices={settled} caption={t`Paid and void invoices`} />
              </CardSection>
            )}
          </>
        )}
      </QueryState>
      <CardSection id="payments" title={t`Your payments`} bodyClassName="mt-3">
        <QueryState
          query={payments}
          loadingClassName="h-16 w-full"
          empty={{
            when: (data) => data.payments.length === 0,
            text: t`No payments recorded yet.`,
          }}
        >
          {(data) => <PaymentsTable payments={data.payments} caption={t`Your payments`} />}
        </QueryState>
      </CardSection>
      <div className="grid gap-5 lg:grid-cols-2">
        <CardSection id="how-to-pay" title={t`How to pay`} bodyClassName="mt-3">
          <HowToPay />
        </CardSection>
        <CardSection id="when-due" title={t`When invoices are due`} bodyClassName="mt-3">
          <WhenInvoicesAreDue />
        </CardSection>
      </div>
    </Page>
  );
}
