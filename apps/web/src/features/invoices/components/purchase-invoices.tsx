import { CardSection } from '@/components/ui/card-section';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useInvoices } from '../api/invoices';
import { InvoicesTable } from './invoices-table';

/** The invoices of one purchase, for the deal page (issue 12). */
export function PurchaseInvoices({ purchaseId }: { purchaseId: number }) {
  const invoices = useInvoices(purchaseId);
  return (
    <CardSection id={`purchase-${purchaseId}-invoices`} title="Invoices" bodyClassName="mt-3">
      {invoices.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : invoices.isError ? (
        <FormAlert>{invoices.error.message}</FormAlert>
      ) : invoices.data.invoices.length === 0 ? (
        <p className="text-sm text-slate-500">No invoices yet.</p>
      ) : (
        <InvoicesTable
          invoices={invoices.data.invoices}
          caption="Invoices of this purchase"
          showVehicle={false}
        />
      )}
    </CardSection>
  );
}
