import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ExportDownloads } from '@/components/export-downloads';
import { CardSection } from '@/components/ui/card-section';
import { QueryState } from '@/components/ui/query-state';
import { useOverdueInvoices } from '../api/invoices';
import { InvoicesTable } from './invoices-table';
import { isPastEnd } from '@/lib/paging';
import { useAddressPage } from '@/lib/use-address-page';

/**
 * The back office's overdue invoices ("a daily overdue list for staff"): the same list the
 * daily job puts in the staff bell, read live, oldest due date first, a page at a time (?overduePage=).
 */
export function OverdueInvoices() {
  const { t } = useLingui();
  // The page's own address parameter: the payments above have `page`.
  const { page, onPage } = useAddressPage('overduePage');
  const overdue = useOverdueInvoices(page);
  return (
    <CardSection id="overdue-invoices" title={t`Overdue invoices`} bodyClassName="mt-3">
      <QueryState
        query={overdue}
        loadingClassName="h-16 w-full"
        empty={{
          when: (data) => data.items.length === 0 && !isPastEnd(data),
          text: t`No invoice is overdue.`,
        }}
      >
        {(data) => (
          <InvoicesTable
            invoices={data.items}
            caption={t`Overdue invoices`}
            pagination={{ page: data.page, pageSize: data.pageSize, total: data.total, onPage }}
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
