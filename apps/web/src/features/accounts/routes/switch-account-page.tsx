import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useSwitchAccount } from '../api/switch-account';
import { FormAlert } from '@/components/ui/form-alert';
import { safeReturnPath } from '../utils/forex';

/** /account/switch?currency= (§2): makes that account the active one, then returns where the member was. */
export default function SwitchAccountPage() {
  const [params] = useSearchParams();
  const currency = (params.get('currency') ?? '').trim().toUpperCase();
  const location = useLocation();
  const navigate = useNavigate();
  const switchAccount = useSwitchAccount();
  const started = useRef(false);
  const returnTo = safeReturnPath((location.state as { from?: unknown } | null)?.from);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    switchAccount.mutate(currency, { onSuccess: () => void navigate(returnTo, { replace: true }) });
  }, [currency, navigate, returnTo, switchAccount]);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Switching account"
        description={`Switching to your ${currency || 'selected'} account…`}
      />
      {switchAccount.isError ? (
        <div className="max-w-lg space-y-4">
          <FormAlert>{switchAccount.error.message}</FormAlert>
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
