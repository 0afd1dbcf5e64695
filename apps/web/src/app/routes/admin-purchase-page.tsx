import { AdminPurchaseDocuments } from '@/features/documents/components/purchase-documents';
import { AdminPurchaseInvoices } from '@/features/invoices/components/admin-purchase-invoices';
import { AdminPurchaseView } from '@/features/purchases/routes/admin-purchase-page';

/** /admin/purchases/:id: the sale (purchases) with its invoices and documents (issue 12). */
export default function AdminPurchasePage() {
  return (
    <AdminPurchaseView
      more={(purchaseId) => (
        <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
          <div className="lg:col-span-2">
            <AdminPurchaseInvoices purchaseId={purchaseId} />
          </div>
          <div className="lg:col-span-2">
            <AdminPurchaseDocuments purchaseId={purchaseId} />
          </div>
        </div>
      )}
    />
  );
}
