import { AdminPurchaseDocuments } from '@/features/documents/components/purchase-documents';
import { AdminPurchaseInvoices } from '@/features/invoices/components/admin-purchase-invoices';
import { AdminPurchaseView } from '@/features/purchases/routes/admin-purchase-page';

/** /admin/purchases/:id: the sale (purchases) with its invoices and documents (issue 12). */
export default function AdminPurchasePage() {
  return (
    <AdminPurchaseView
      more={(purchaseId) => (
        <div className="space-y-4 [&>*]:min-w-0">
          <AdminPurchaseInvoices purchaseId={purchaseId} />
          <AdminPurchaseDocuments purchaseId={purchaseId} />
        </div>
      )}
    />
  );
}
