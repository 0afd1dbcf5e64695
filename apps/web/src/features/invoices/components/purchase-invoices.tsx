import { CardSection } from '@/components/ui/card-section';
import { QueryState } from '@/components/ui/query-state';
import { useInvoices } from '../api/invoices';
import { InvoicesTable, NO_INVOICES_YET } from './invoices-table';

/** The invoices of one purchase, for the deal page. */
export function PurchaseInvoices({ purchaseId }: { purchaseId: number }) {
  const invoices = useInvoices(purchaseId);
  return (
    <CardSection id={`purchase-${purchaseId}-invoices`} title="Invoices" bodyClassName="mt-3">
      <QueryState query={invoices} loadingClassName="h-16 w-full" empty={NO_INVOICES_YET}>
        {(data) => (
          <InvoicesTable invoices={data.invoices} caption="Invoices of this purchase" showVehicle={false} />
        )}
      </QueryState>
    </CardSection>
  );
}
