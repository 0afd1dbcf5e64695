import { Link } from 'react-router';
import { CardSection } from '@/components/ui/card-section';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useOverdueInvoices } from '../api/invoices';
import { InvoicesTable } from './invoices-table';

/**
 * The back office's overdue invoices (issue 12: "a daily overdue list for staff"): the same list the
 * daily job puts in the staff bell, read live, oldest due date first.
 */
export function OverdueInvoices() {
  const overdue = useOverdueInvoices();
  return (
    <CardSection id="overdue-invoices" title="Overdue invoices" bodyClassName="mt-3">
      {overdue.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : overdue.isError ? (
        <FormAlert>{overdue.error.message}</FormAlert>
      ) : overdue.data.invoices.length === 0 ? (
        <p className="text-sm text-slate-500">No invoice is overdue.</p>
      ) : (
        <InvoicesTable
          invoices={overdue.data.invoices}
          caption="Overdue invoices"
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
    </CardSection>
  );
}
