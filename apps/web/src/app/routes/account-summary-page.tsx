import { AccountSummaryView } from '@/features/accounts/routes/account-summary-page';
import { InvoicesDueNext } from '@/features/invoices/components/invoices-due-next';
import { LatestNotifications } from '@/features/notifications/components/latest-notifications';
import { OffersAwaitingYou } from '@/features/offers/components/offers-awaiting-you';
import { PurchasesByStage } from '@/features/purchases/components/purchases-by-stage';

/**
 * /account-summary, the dealer's dashboard: offers waiting on him, purchases by stage,
 * invoices due next with the balance per currency account, and the latest notifications, each from
 * its own feature; then the accounts and the ways into the stock.
 */
export default function AccountSummaryPage() {
  return (
    <AccountSummaryView
      deals={
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <OffersAwaitingYou />
          <InvoicesDueNext />
          <PurchasesByStage />
          <LatestNotifications />
        </div>
      }
    />
  );
}
