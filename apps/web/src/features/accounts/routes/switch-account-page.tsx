import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
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
      ? t`Your accounts could not be loaded. Please try again.`
      : accounts.data && !owned
        ? noAccountText(
            i18n,
            currency,
            accounts.data.map((account) => account.currency),
          )
        : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t`Switch account`}
        description={
          problem ? t`Choose one of your currency accounts.` : t`Switching to your ${currency} account…`
        }
      />
      {problem ? (
        <div className="max-w-lg space-y-4">
          <FormAlert>{problem}</FormAlert>
          <Link to="/my-account/manage-accounts" className={buttonClasses('secondary')}>
            <Trans>Manage accounts</Trans>
          </Link>
        </div>
      ) : (
        <Spinner label={t`Switching account`} />
      )}
    </div>
  );
}

function noAccountText(i18n: I18n, currency: string, currencies: string[]): string {
  const list = currencies.join(', ');
  const yours =
    currencies.length === 0
      ? i18n._(msg`You have no currency account yet.`)
      : i18n._(msg`Your accounts are in ${list}.`);
  return currency
    ? i18n._(msg`You have no ${currency} account. ${yours}`)
    : i18n._(msg`Please choose a currency account. ${yours}`);
}
