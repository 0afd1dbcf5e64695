import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/current-user';
import { useAccounts } from '../api/get-accounts';
import { useSwitchAccount } from '../api/switch-account';
import { safeReturnPath } from '../utils/forex';

/**
 * /account/switch?currency= (§2 "Picking a different currency navigates to
 * '/account/switch?currency={currency}'"): makes that account the active one, then returns where the
 * member was. A typed address may name a currency the member has no account in, or the active one:
 * both are answered here from his list of accounts, without asking the API to switch (which would refuse).
 */
export default function SwitchAccountPage() {
  const [params] = useSearchParams();
  const currency = (params.get('currency') ?? '').trim().toUpperCase();
  const location = useLocation();
  const navigate = useNavigate();
  const accounts = useAccounts();
  const { data: user } = useCurrentUser();
  const switchAccount = useSwitchAccount();
  const started = useRef(false);
  const returnTo = safeReturnPath((location.state as { from?: unknown } | null)?.from);
  const owned = accounts.data?.some((account) => account.currency === currency);
  const alreadyActive = user?.currency === currency;

  useEffect(() => {
    if (started.current || !owned || user === undefined) return;
    started.current = true;
    if (alreadyActive) void navigate(returnTo, { replace: true });
    else switchAccount.mutate(currency, { onSuccess: () => void navigate(returnTo, { replace: true }) });
  }, [alreadyActive, currency, navigate, owned, returnTo, switchAccount, user]);

  const problem = switchAccount.isError
    ? switchAccount.error.message
    : accounts.isError
      ? 'Your accounts could not be loaded. Please try again.'
      : accounts.data && !owned
        ? noAccountText(
            currency,
            accounts.data.map((account) => account.currency),
          )
        : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Switch account"
        description={
          problem ? 'Choose one of your currency accounts.' : `Switching to your ${currency} account…`
        }
      />
      {problem ? (
        <div className="max-w-lg space-y-4">
          <FormAlert>{problem}</FormAlert>
          <Link to="/my-account/manage-accounts" className={buttonClasses('secondary')}>
            Manage accounts
          </Link>
        </div>
      ) : (
        <Spinner label="Switching account" />
      )}
    </div>
  );
}

function noAccountText(currency: string, currencies: string[]): string {
  const yours =
    currencies.length === 0
      ? 'You have no currency account yet.'
      : `Your accounts are in ${currencies.join(', ')}.`;
  return currency
    ? `You have no ${currency} account. ${yours}`
    : `Please choose a currency account. ${yours}`;
}
