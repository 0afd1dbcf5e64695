import { useState, type ReactNode } from 'react';
import type { InvoiceSummary } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { DataTable, Td, Th } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { downloadInvoicePdf } from '../api/invoices';
import { formatDay, formatMoney } from './format';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** Invoices with amount, due date (NZ: the three collection dates), status and the PDF (issue 12). */
export function InvoicesTable({
  invoices,
  caption,
  pdfPath = (invoice) => invoice.pdfUrl,
  actions,
}: {
  invoices: InvoiceSummary[];
  caption: string;
  pdfPath?: (invoice: InvoiceSummary) => string;
  /** More buttons per invoice (the back office's Void). */
  actions?: (invoice: InvoiceSummary) => ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const download = (invoice: InvoiceSummary) => {
    setError(null);
    downloadInvoicePdf(pdfPath(invoice), `${invoice.number}.pdf`).catch((caught: unknown) =>
      setError(caught instanceof Error ? caught.message : 'The invoice could not be downloaded.'),
    );
  };
  return (
    <div className="space-y-2">
      {error && <FormAlert>{error}</FormAlert>}
      <DataTable caption={caption}>
        <thead>
          <tr>
            <Th>Invoice</Th>
            <Th>Vehicle</Th>
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
                  {invoice.kind === 'proforma' ? 'Proforma' : 'Final'}, {formatDay(invoice.issuedAt)}
                </span>
              </Td>
              <Td>
                <span className="block">{invoice.vehicleName}</span>
                <span className="text-xs text-slate-500">{invoice.chassis}</span>
              </Td>
              <Td className="text-right tabular-nums">
                <span className="block font-semibold whitespace-nowrap">
                  {formatMoney(invoice.currency, invoice.total)}
                </span>
                {invoice.paid !== '0.00' && (
                  <span className="block text-xs whitespace-nowrap text-slate-500">
                    Paid {formatMoney(invoice.currency, invoice.paid)}
                  </span>
                )}
              </Td>
              <Td>
                <span className="block whitespace-nowrap">{formatDay(invoice.dueDate)}</span>
                {invoice.collectionDates && (
                  <span className="block text-xs text-slate-500">
                    Collection: earliest {formatDay(invoice.collectionDates.earliest)}, medium{' '}
                    {formatDay(invoice.collectionDates.medium)}, latest{' '}
                    {formatDay(invoice.collectionDates.latest)} (safe ETA{' '}
                    {formatDay(invoice.collectionDates.safeEta)})
                  </span>
                )}
              </Td>
              <Td>
                <InvoiceStatusBadge status={invoice.status} voided={invoice.voided} />
              </Td>
              <Td>
                <Button variant="link" size="sm" onClick={() => download(invoice)}>
                  PDF<span className="sr-only"> of {invoice.number}</span>
                </Button>
                {actions?.(invoice)}
              </Td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}
