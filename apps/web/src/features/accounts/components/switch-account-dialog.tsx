import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useAccounts } from '../api/get-accounts';
import { useCurrentUser } from '@/lib/current-user';
import { forexLine } from '../utils/forex';

export interface SwitchAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * §2 Switch-account pop-up 'SELECT ACCOUNT': '{currency} Account' with its forex line; the current
 * account is highlighted and not selectable; picking another goes to /account/switch?currency= and
 * closes the pop-up; X closes it.
 */
export function SwitchAccountDialog({ open, onOpenChange }: SwitchAccountDialogProps) {
  const { t, i18n } = useLingui();
  const accountsQuery = useAccounts();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();

  function pick(currency: string) {
    onOpenChange(false);
    void navigate(`/account/switch?currency=${encodeURIComponent(currency)}`, {
      state: { from: `${location.pathname}${location.search}` },
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t`SELECT ACCOUNT`}
        description={t`Choose the currency account you want to trade in.`}
        size="sm"
      >
        <QueryState
          query={accountsQuery}
          loading={
            <div className="flex justify-center py-6">
              <Spinner label={t`Loading accounts`} />
            </div>
          }
          errorText={() => t`Your accounts could not be loaded. Please try again.`}
        >
          {(accounts) => (
            <ul className="space-y-2" aria-label={t`Accounts`}>
              {accounts.map((account) => {
                const { currency } = account;
                const current = account.currency === user?.currency;
                const body = (
                  <>
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-brand-900">
                        <Trans>{currency} Account</Trans>
                      </span>
                      <span className="block text-xs text-slate-500 tabular-nums">
                        {forexLine(i18n, account)}
                      </span>
                    </span>
                    {current && (
                      <span className="flex items-center gap-1 text-xs font-semibold text-brand-700">
                        <Check aria-hidden className="size-4" /> <Trans>Current</Trans>
                      </span>
                    )}
                  </>
                );
                const base =
                  'flex w-full items-center gap-3 rounded-md border px-3 py-2.5 text-start text-sm';
                return (
                  <li key={account.currency}>
                    {current ? (
                      // §2 "the current account is highlighted and not selectable": a disabled button,
                      // so it is still announced with the others (and as the current one).
                      <button
                        type="button"
                        disabled
                        aria-current="true"
                        className={cn(
                          base,
                          'cursor-default border-brand-500 bg-brand-50 ring-1 ring-brand-500',
                        )}
                      >
                        {body}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className={cn(
                          base,
                          'border-slate-200 bg-white hover:border-brand-400 hover:bg-slate-50',
                        )}
                        onClick={() => pick(account.currency)}
                      >
                        {body}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
