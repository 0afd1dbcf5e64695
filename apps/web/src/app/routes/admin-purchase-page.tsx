import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PurchaseDocuments } from '@/features/documents/components/purchase-documents';
import { useAdminPurchaseInvoices, invoicesQueryKey } from '@/features/invoices/api/invoices';
import { PurchaseInvoices } from '@/features/invoices/components/purchase-invoices';
import { AdminPurchaseView } from '@/features/purchases/routes/admin-purchase-page';

/**
 * /admin/purchases/:id: the sale (purchases) with its invoices and documents. The cancel
 * dialog names the open invoices it voids, and the invoices are read again once it has.
 */
export default function AdminPurchasePage() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const invoices = useAdminPurchaseInvoices(id);
  const openInvoices = invoices.data?.invoices
    .filter((invoice) => !invoice.voided)
    .map((invoice) => invoice.number);
  return (
    <AdminPurchaseView
      openInvoices={openInvoices}
      onInvoicesChanged={() => queryClient.invalidateQueries({ queryKey: invoicesQueryKey })}
      more={(purchase) => (
        <div className="space-y-4 [&>*]:min-w-0">
          <PurchaseInvoices
            viewer="staff"
            purchaseId={purchase.id}
            mayIssue={purchase.allowedActions.includes('invoice')}
          />
          <PurchaseDocuments viewer="staff" purchaseId={purchase.id} />
        </div>
      )}
    />
  );
}
