import type { ReactNode } from 'react';
import { collectionDateList, type InvoiceSummary } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { DownloadsTable } from '@/components/downloads-table';
import { actionsColumn } from '@/components/ui/data-table';
import { formatDay, formatMoney, INVOICE_DATES_NOTE } from './format';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** A purchase's invoices, member's or back office's, when none has been issued yet. */
export const NO_INVOICES_YET = {
  when: (data: { invoices: readonly unknown[] }) => data.invoices.length === 0,
  text: 'No invoices yet.',
};

/** Invoices with amount, due date (NZ: the three collection dates), status and the PDF. */
export function InvoicesTable<I extends InvoiceSummary>({
  invoices,
  caption,
  pdfPath = (invoice) => invoice.pdfUrl,
  showVehicle = true,
  company,
  actions,
}: {
  invoices: I[];
  caption: string;
  pdfPath?: (invoice: I) => string;
  /** The vehicle column (left out on a purchase's own page, which names the vehicle). */
  showVehicle?: boolean;
  /** A column naming the dealer (the back office's lists). */
  company?: (invoice: I) => ReactNode;
  /** More buttons per invoice (the back office's Void). */
  actions?: (invoice: I) => ReactNode;
}) {
  return (
    <DownloadsTable
      caption={caption}
      failure="The invoice could not be downloaded."
      data={invoices}
      getRowId={(invoice) => String(invoice.id)}
      rowProps={(invoice) => ({ 'data-testid': `invoice-${invoice.number}` })}
      columns={(download) => [
        {
          id: 'invoice',
          header: 'Invoice',
          cell: (invoice) => (
            <>
              <span className="block font-semibold whitespace-nowrap">{invoice.number}</span>
              <span className="text-xs text-slate-500">
                {invoice.kind === 'proforma' ? 'Proforma' : 'Final'}, {formatDay(invoice.issuedOn)}
              </span>
            </>
          ),
        },
        company && { id: 'company', header: 'Company', label: 'Company', cell: company },
        showVehicle && {
          id: 'vehicle',
          header: 'Vehicle',
          label: 'Vehicle',
          cell: (invoice) => (
            <>
              <span className="block">{invoice.vehicleName}</span>
              <span className="text-xs text-slate-500">{invoice.chassis}</span>
            </>
          ),
        },
        {
          id: 'amount',
          header: 'Amount',
          label: 'Amount',
          align: 'end',
          className: 'tabular-nums',
          cell: (invoice) => (
            <>
              <span className="block font-semibold whitespace-nowrap">
                {formatMoney(invoice.currency, invoice.total)}
              </span>
              {invoice.paid !== '0.00' && (
                <span className="block text-xs whitespace-nowrap text-slate-500">
                  Paid {formatMoney(invoice.currency, invoice.paid)}
                </span>
              )}
            </>
          ),
        },
        {
          id: 'due',
          header: 'Due',
          label: 'Due',
          cell: (invoice) => (
            <>
              <span className="block whitespace-nowrap">{formatDay(invoice.dueDate)}</span>
              {invoice.collectionDates && (
                <div className="text-xs text-slate-500">
                  Collection dates (New Zealand), safe ETA {formatDay(invoice.collectionDates.safeEtaDate)}:
                  <ol className="mt-0.5" aria-label={`Collection dates of ${invoice.number}`}>
                    {collectionDateList(invoice.collectionDates).map((item) => (
                      <li key={item.name}>
                        <span className="font-medium whitespace-nowrap text-slate-700">{item.dateText}</span>:{' '}
                        {item.meaning}
                      </li>
                    ))}
                  </ol>
                </div>
              )}
            </>
          ),
        },
        {
          id: 'status',
          header: 'Status',
          label: 'Status',
          cell: (invoice) => <InvoiceStatusBadge status={invoice.status} voided={invoice.voided} />,
        },
        {
          ...actionsColumn<I>(
            (invoice) => (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Button
                  variant="link"
                  size="sm"
                  onClick={() => download(pdfPath(invoice), `${invoice.number}.pdf`)}
                >
                  PDF<span className="sr-only"> of {invoice.number}</span>
                </Button>
                {actions?.(invoice)}
              </div>
            ),
            '',
          ),
          header: 'PDF',
        },
      ]}
    >
      <p className="text-xs text-slate-500">{INVOICE_DATES_NOTE}</p>
    </DownloadsTable>
  );
}
