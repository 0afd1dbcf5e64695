import { PurchaseDocuments } from '@/features/documents/components/purchase-documents';
import { PurchaseInvoices } from '@/features/invoices/components/purchase-invoices';
import { PurchasePayments } from '@/features/payments/components/purchase-payments';
import { PurchaseView } from '@/features/purchases/routes/purchase-page';

/** /my-account/purchases/:id: the deal (purchases) with its invoices, payments and documents (issue 12). */
export default function PurchasePage() {
  return (
    <PurchaseView
      more={(purchaseId) => (
        <div className="space-y-4 [&>*]:min-w-0">
          <PurchaseInvoices purchaseId={purchaseId} />
          <PurchasePayments purchaseId={purchaseId} />
          <PurchaseDocuments purchaseId={purchaseId} />
        </div>
      )}
    />
  );
}
