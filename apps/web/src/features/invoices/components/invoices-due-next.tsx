import { Trans, useLingui } from '@lingui/react/macro';
import { isOverdueStatus } from '@ibc/domain';
import { SummaryQueryCard } from '@/components/ui/summary-query-card';
import { useInvoices } from '../api/invoices';
import { CurrencyBalances } from './balances';
import { formatDay, formatMoney } from '@/lib/formats';
import { INVOICE_DATES_NOTE, isOutstanding } from './format';

/** Account summary: the invoices due next with dates and amounts, and the balances. */
export function InvoicesDueNext() {
  const { t, i18n } = useLingui();
  const invoices = useInvoices();
  const due = (invoices.data?.invoices ?? [])
    .filter(isOutstanding)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return (
    <SummaryQueryCard
      title={t`Invoices due next`}
      link={{ to: '/my-account/payment-collections', label: t`Payment collections` }}
      query={invoices}
    >
      {(data) => (
        <div className="space-y-4">
          {due.length === 0 ? (
            <p className="text-sm text-slate-600">
              <Trans>Nothing to pay at the moment.</Trans>
            </p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm" aria-label={t`Invoices due next`}>
              {due.slice(0, 5).map((invoice) => {
                const dueDate = formatDay(i18n, invoice.dueDate);
                return (
                  <li key={invoice.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                    <span className="min-w-0">
                      <span className="block font-medium text-brand-900">{invoice.number}</span>
                      <span className="block text-xs text-slate-600">{invoice.vehicleName}</span>
                    </span>
                    <span className="text-end">
                      <span className="block font-semibold tabular-nums">
                        {formatMoney(i18n, invoice.currency, invoice.balance)}
                      </span>
                      <span
                        className={
                          isOverdueStatus(invoice.status)
                            ? 'block text-xs font-semibold text-danger-700'
                            : 'block text-xs text-slate-600'
                        }
                      >
                        {isOverdueStatus(invoice.status) ? t`Overdue since ${dueDate}` : t`Due ${dueDate}`}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          {due.length > 0 && <p className="text-xs text-slate-500">{i18n._(INVOICE_DATES_NOTE)}</p>}
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-700">
              <Trans>Balance per currency account</Trans>
            </h3>
            <CurrencyBalances balances={data.balances} />
          </div>
        </div>
      )}
    </SummaryQueryCard>
  );
}
