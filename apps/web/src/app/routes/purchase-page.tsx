import { isLivePurchase } from '@ibc/domain';
import { PurchaseDocuments } from '@/features/documents/components/purchase-documents';
import { useInvoices } from '@/features/invoices/api/invoices';
import { PurchaseInvoices } from '@/features/invoices/components/purchase-invoices';
import { PurchasePayments } from '@/features/payments/components/purchase-payments';
import { RecordPaymentDialog } from '@/features/payments/components/record-payment-dialog';
import { PurchaseView } from '@/features/purchases/routes/purchase-page';

/** Record payment on the deal page, for the purchase's invoices the dealer may pay now. */
function RecordPurchasePayment({ purchaseId }: { purchaseId: number }) {
  const invoices = useInvoices(purchaseId).data?.invoices ?? [];
  if (!invoices.some((invoice) => invoice.allowedActions.includes('pay'))) return null;
  return <RecordPaymentDialog invoices={invoices} />;
}

/** /my-account/purchases/:id: the deal (purchases) with its invoices, payments and documents. */
export default function PurchasePage() {
  return (
    <PurchaseView
      more={(purchase) => (
        <div className="space-y-4 [&>*]:min-w-0">
          <PurchaseInvoices viewer="dealer" purchaseId={purchase.id} />
          <PurchasePayments
            purchaseId={purchase.id}
            record={<RecordPurchasePayment purchaseId={purchase.id} />}
            cancelled={!isLivePurchase(purchase.stage)}
          />
          <PurchaseDocuments
            viewer="dealer"
            purchaseId={purchase.id}
            cancelled={!isLivePurchase(purchase.stage)}
          />
        </div>
      )}
    />
  );
}
