import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ExportDownloads } from '@/components/export-downloads';
import { CardSection } from '@/components/ui/card-section';
import { QueryState } from '@/components/ui/query-state';
import { useOverdueInvoices } from '../api/invoices';
import { InvoicesTable } from './invoices-table';

/**
 * The back office's overdue invoices ("a daily overdue list for staff"): the same list the
 * daily job puts in the staff bell, read live, oldest due date first.
 */
export function OverdueInvoices() {
  const { t } = useLingui();
  const overdue = useOverdueInvoices();
  return (
    <CardSection id="overdue-invoices" title={t`Overdue invoices`} bodyClassName="mt-3">
      <QueryState
        query={overdue}
        loadingClassName="h-16 w-full"
        empty={{
          when: (data) => data.invoices.length === 0,
          text: t`No invoice is overdue.`,
        }}
      >
        {(data) => (
          <InvoicesTable
            invoices={data.invoices}
            caption={t`Overdue invoices`}
            pdfPath={(invoice) => `/admin/invoices/${invoice.id}/pdf`}
            company={(invoice) => (
              <Link
                to={`/admin/purchases/${invoice.purchaseId}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                {invoice.companyName}
              </Link>
            )}
          />
        )}
      </QueryState>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <ExportDownloads path="/admin/invoices/export" name="invoices" subject={t`all invoices`} />
      </div>
    </CardSection>
  );
}
