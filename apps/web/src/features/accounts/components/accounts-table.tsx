import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrencyAccount } from '@ibc/domain';
import { useLocation, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { useAccounts } from '../api/get-accounts';
import { useCurrentUser } from '@/lib/current-user';
import { forexNote } from '../utils/forex';

/** The member's currency accounts with forex; the active one is marked, the others can be switched to. */
export function AccountsTable({ caption }: { caption: string }) {
  const { t, i18n } = useLingui();
  const accountsQuery = useAccounts();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const current = (account: CurrencyAccount) => account.currency === user?.currency;
  const accountName = ({ currency }: CurrencyAccount) => t`${currency} Account`;
  const switchLabel = ({ currency }: CurrencyAccount) => t`Switch to ${currency}`;
  return (
    <QueryState
      query={accountsQuery}
      loadingClassName="h-28 w-full"
      errorText={() => t`Your accounts could not be loaded. Please try again later.`}
    >
      {(accounts) => (
        <DataTable
          caption={caption}
          data={accounts}
          getRowId={(account) => account.currency}
          rowProps={(account) => (current(account) ? { className: 'bg-brand-50/60' } : {})}
          columns={[
            {
              id: 'account',
              header: t`Account`,
              rowHeader: true,
              className: 'font-semibold text-brand-900',
              cell: (account) => (
                <>
                  <span className="whitespace-nowrap">{accountName(account)}</span>
                  {/* Under 640px the note sits under the name: the forex column is too narrow for it. */}
                  {account.forex === null && (
                    <span className="block text-xs font-normal text-slate-500 sm:hidden">
                      {i18n._(forexNote(account))}
                    </span>
                  )}
                </>
              ),
            },
            {
              id: 'forex',
              header: t`Forex`,
              headerDetail: ` ${t`(JPY per unit)`}`,
              align: 'end',
              className: 'text-slate-700 tabular-nums',
              cell: (account) =>
                account.forex ?? (
                  <>
                    <span className="hidden text-xs text-slate-500 sm:inline">
                      {i18n._(forexNote(account))}
                    </span>
                    <span aria-hidden className="text-slate-400 sm:hidden">
                      —
                    </span>
                  </>
                ),
            },
            {
              id: 'status',
              header: t`Status`,
              hideHeader: true,
              align: 'end',
              cell: (account) =>
                current(account) ? (
                  <Badge tone="brand" className="whitespace-nowrap">
                    <Trans>Current</Trans>
                  </Badge>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    // On a phone 'Switch to JPY' takes two lines rather than pushing the table wider.
                    className="h-auto min-h-8 py-1 whitespace-normal"
                    onClick={() =>
                      void navigate(`/account/switch?currency=${encodeURIComponent(account.currency)}`, {
                        state: { from: `${location.pathname}${location.search}` },
                      })
                    }
                  >
                    {switchLabel(account)}
                  </Button>
                ),
            },
          ]}
        />
      )}
    </QueryState>
  );
}
