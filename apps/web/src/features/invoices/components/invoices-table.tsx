import type { ReactNode } from 'react';
import type { InvoiceSummary } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { DataTable, Td, Th } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { useDownload } from '@/lib/use-download';
import { formatDay, formatMoney, INVOICE_DATES_NOTE } from './format';
import { InvoiceStatusBadge } from './invoice-status-badge';

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
  const { download, error } = useDownload('The invoice could not be downloaded.');
  return (
    <div className="space-y-2">
      {error && <FormAlert>{error}</FormAlert>}
      <DataTable caption={caption} stacked>
        <thead>
          <tr>
            <Th>Invoice</Th>
            {company && <Th>Company</Th>}
            {showVehicle && <Th>Vehicle</Th>}
            <Th className="text-right">Amount</Th>
            <Th>Due</Th>
            <Th>Status</Th>
            <Th>
              <span className="sr-only">PDF</span>
            </Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {invoices.map((invoice) => (
            <tr key={invoice.id} data-testid={`invoice-${invoice.number}`}>
              <Td>
                <span className="block font-semibold whitespace-nowrap">{invoice.number}</span>
                <span className="text-xs text-slate-500">
                  {invoice.kind === 'proforma' ? 'Proforma' : 'Final'}, {formatDay(invoice.issuedOn)}
                </span>
              </Td>
              {company && <Td label="Company">{company(invoice)}</Td>}
              {showVehicle && (
                <Td label="Vehicle">
                  <span className="block">{invoice.vehicleName}</span>
                  <span className="text-xs text-slate-500">{invoice.chassis}</span>
                </Td>
              )}
              <Td label="Amount" className="text-right tabular-nums">
                <span className="block font-semibold whitespace-nowrap">
                  {formatMoney(invoice.currency, invoice.total)}
                </span>
                {invoice.paid !== '0.00' && (
                  <span className="block text-xs whitespace-nowrap text-slate-500">
                    Paid {formatMoney(invoice.currency, invoice.paid)}
                  </span>
                )}
              </Td>
              <Td label="Due">
                <span className="block whitespace-nowrap">{formatDay(invoice.dueDate)}</span>
                {invoice.collectionDates && (
                  <span className="block text-xs text-slate-500">
                    Collection: earliest {formatDay(invoice.collectionDates.earliest)}, medium{' '}
                    {formatDay(invoice.collectionDates.medium)}, latest{' '}
                    {formatDay(invoice.collectionDates.latest)} (safe ETA{' '}
                    {formatDay(invoice.collectionDates.safeEtaDate)})
                  </span>
                )}
              </Td>
              <Td label="Status">
                <InvoiceStatusBadge status={invoice.status} voided={invoice.voided} />
              </Td>
              <Td>
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
              </Td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <p className="text-xs text-slate-500">{INVOICE_DATES_NOTE}</p>
    </div>
  );
}
