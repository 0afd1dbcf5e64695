import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  COLLECTION_WORKING_DAYS,
  collectionDateList,
  type CollectionDateName,
  type InvoiceSummary,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { DownloadsTable } from '@/components/downloads-table';
import { actionsColumn, type DataPagination } from '@/components/ui/data-table';
import { formatDay, formatMoney } from '@/lib/formats';
import { INVOICE_DATES_NOTE } from './format';
import { InvoiceStatusBadge } from './invoice-status-badge';

const { latest: latestDays, medium: mediumDays, earliest: earliestDays } = COLLECTION_WORKING_DAYS;

/** What each New Zealand collection date is (the domain's collectionDateList's `meaning`). */
const COLLECTION_DATE_MEANINGS: Readonly<Record<CollectionDateName, MessageDescriptor>> = {
  latest: msg`${latestDays} working days after the safe ETA ("latest" collection date)`,
  medium: msg`${mediumDays} working days after the safe ETA ("medium" collection date)`,
  earliest: msg`${earliestDays} working days after the safe ETA ("earliest" collection date)`,
};

/** The PDF button's name: "PDF of <invoice number>" to a screen reader. */
function PdfLabel({ number }: { number: string }) {
  return (
    <Trans>
      PDF<span className="sr-only"> of {number}</span>
    </Trans>
  );
}

/** A purchase's invoices, member's or back office's, when none has been issued yet ("No invoices yet."). */
export const noInvoicesYet = (text: string) => ({
  when: (data: { invoices: readonly unknown[] }) => data.invoices.length === 0,
  text,
});

/** Invoices with amount, due date (NZ: the three collection dates), status and the PDF. */
export function InvoicesTable<I extends InvoiceSummary>({
  invoices,
  caption,
  pdfPath = (invoice) => invoice.pdfUrl,
  showVehicle = true,
  company,
  actions,
  pagination,
}: {
  invoices: I[];
  caption: string;
  /** A page of a longer list (the back office's): the pager under the table. */
  pagination?: DataPagination;
  pdfPath?: (invoice: I) => string;
  /** The vehicle column (left out on a purchase's own page, which names the vehicle). */
  showVehicle?: boolean;
  /** A column naming the dealer (the back office's lists). */
  company?: (invoice: I) => ReactNode;
  /** More buttons per invoice (the back office's Void). */
  actions?: (invoice: I) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <DownloadsTable
      caption={caption}
      failure={t`The invoice could not be downloaded.`}
      data={invoices}
      pagination={pagination}
      getRowId={(invoice) => String(invoice.id)}
      rowProps={(invoice) => ({ 'data-testid': `invoice-${invoice.number}` })}
      columns={(download) => [
        {
          id: 'invoice',
          header: t`Invoice`,
          cell: (invoice) => {
            const issuedOn = formatDay(i18n, invoice.issuedOn);
            return (
              <>
                <span className="block font-semibold whitespace-nowrap">
                  <bdi>{invoice.number}</bdi>
                </span>
                <span className="text-xs text-slate-500">
                  {invoice.kind === 'proforma' ? t`Proforma, ${issuedOn}` : t`Final, ${issuedOn}`}
                </span>
              </>
            );
          },
        },
        company && { id: 'company', header: t`Company`, label: t`Company`, cell: company },
        showVehicle && {
          id: 'vehicle',
          header: t`Vehicle`,
          label: t`Vehicle`,
          cell: (invoice) => (
            <>
              <span className="block">{invoice.vehicleName}</span>
              <span className="text-xs text-slate-500">
                <bdi>{invoice.chassis}</bdi>
              </span>
            </>
          ),
        },
        {
          id: 'amount',
          header: t`Amount`,
          label: t`Amount`,
          align: 'end',
          className: 'tabular-nums',
          cell: (invoice) => {
            const paid = formatMoney(i18n, invoice.currency, invoice.paid);
            return (
              <>
                <span className="block font-semibold whitespace-nowrap">
                  {formatMoney(i18n, invoice.currency, invoice.total)}
                </span>
                {invoice.paid !== '0.00' && (
                  <span className="block text-xs whitespace-nowrap text-slate-500">
                    <Trans>Paid {paid}</Trans>
                  </span>
                )}
              </>
            );
          },
        },
        {
          id: 'due',
          header: t({ message: 'Due', context: 'invoice column' }),
          label: t({ message: 'Due', context: 'invoice column' }),
          cell: (invoice) => {
            const { number, collectionDates } = invoice;
            const safeEta = collectionDates && formatDay(i18n, collectionDates.safeEtaDate);
            return (
              <>
                <span className="block whitespace-nowrap">{formatDay(i18n, invoice.dueDate)}</span>
                {collectionDates && (
                  <div className="text-xs text-slate-500">
                    <Trans>Collection dates (New Zealand), safe ETA {safeEta}:</Trans>
                    <ol className="mt-0.5" aria-label={t`Collection dates of ${number}`}>
                      {collectionDateList(collectionDates, (date) => formatDay(i18n, date)).map((item) => (
                        <li key={item.name}>
                          <span className="font-medium whitespace-nowrap text-slate-700">
                            {item.dateText}
                          </span>
                          : {i18n._(COLLECTION_DATE_MEANINGS[item.name])}
                        </li>
                      ))}
                    </ol>
                  </div>
                )}
              </>
            );
          },
        },
        {
          id: 'status',
          header: t`Status`,
          label: t`Status`,
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
                  <PdfLabel number={invoice.number} />
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
      <p className="text-xs text-slate-500">{i18n._(INVOICE_DATES_NOTE)}</p>
    </DownloadsTable>
  );
}
