import { PageHeader } from '@/components/ui/page-header';
import { AccountsTable } from '../components/accounts-table';
import { ManageAccountsGuide } from '../components/manage-accounts-guide';

/** /my-account/manage-accounts: the currency accounts of the member's company, with switching. */
export default function ManageAccountsPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Manage accounts"
        description="The currency accounts linked to your login. Prices, offers and landed costs follow the account you are using."
      />
      <div className="max-w-3xl">
        <AccountsTable caption="Your currency accounts" />
      </div>
      <ManageAccountsGuide />
    </div>
  );
}
