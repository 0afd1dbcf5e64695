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
  const accountsQuery = useAccounts();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const current = (account: CurrencyAccount) => account.currency === user?.currency;
  return (
    <QueryState
      query={accountsQuery}
      loadingClassName="h-28 w-full"
      errorText={() => 'Your accounts could not be loaded. Please try again later.'}
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
              header: 'Account',
              rowHeader: true,
              className: 'font-semibold text-brand-900',
              cell: (account) => (
                <>
                  <span className="whitespace-nowrap">{account.currency} Account</span>
                  {/* Under 640px the note sits under the name: the forex column is too narrow for it. */}
                  {account.forex === null && (
                    <span className="block text-xs font-normal text-slate-500 sm:hidden">
                      {forexNote(account)}
                    </span>
                  )}
                </>
              ),
            },
            {
              id: 'forex',
              header: 'Forex',
              headerDetail: ' (JPY per unit)',
              align: 'end',
              className: 'text-slate-700 tabular-nums',
              cell: (account) =>
                account.forex ?? (
                  <>
                    <span className="hidden text-xs text-slate-500 sm:inline">{forexNote(account)}</span>
                    <span aria-hidden className="text-slate-400 sm:hidden">
                      —
                    </span>
                  </>
                ),
            },
            {
              id: 'status',
              header: 'Status',
              hideHeader: true,
              align: 'end',
              cell: (account) =>
                current(account) ? (
                  <Badge tone="brand" className="whitespace-nowrap">
                    Current
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
                    Switch to {account.currency}
                  </Button>
                ),
            },
          ]}
        />
      )}
    </QueryState>
  );
}
