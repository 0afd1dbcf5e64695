import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { AccountsTable } from '../components/accounts-table';
import { ManageAccountsGuide } from '../components/manage-accounts-guide';

/** /my-account/manage-accounts: the currency accounts of the member's company, with switching. */
export default function ManageAccountsPage() {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t`Manage accounts`}
        description={t`The currency accounts linked to your login. Prices, offers and landed costs follow the account you are using.`}
      />
      <div className="max-w-3xl">
        <AccountsTable caption={t`Your currency accounts`} />
      </div>
      <ManageAccountsGuide />
    </div>
  );
}
