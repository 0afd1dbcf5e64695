import { JPY_FOREX_NOTE } from '@ibc/domain';
import { useLocation, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { useAccounts } from '../api/get-accounts';
import { useCurrentUser } from '@/lib/current-user';

const JPY_NOTE = JPY_FOREX_NOTE;

/** The member's currency accounts with forex; the active one is marked, the others can be switched to. */
export function AccountsTable({ caption }: { caption: string }) {
  const accountsQuery = useAccounts();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <QueryState
      query={accountsQuery}
      loadingClassName="h-28 w-full"
      errorText={() => 'Your accounts could not be loaded. Please try again later.'}
    >
      {(accounts) => (
        // relative: the sr-only caption and header text are positioned inside the scroller, not past it.
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-2 sm:px-4 py-2">
                  Account
                </th>
                <th scope="col" className="px-2 sm:px-4 py-2 text-right">
                  Forex<span className="sr-only sm:not-sr-only"> (JPY per unit)</span>
                </th>
                <th scope="col" className="px-2 sm:px-4 py-2 text-right">
                  <span className="sr-only">Status</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {accounts.map((account) => {
                const current = account.currency === user?.currency;
                return (
                  <tr key={account.currency} className={current ? 'bg-brand-50/60' : undefined}>
                    <th scope="row" className="px-2 sm:px-4 py-2.5 text-left font-semibold text-brand-900">
                      <span className="whitespace-nowrap">{account.currency} Account</span>
                      {/* Under 640px the JPY note sits under the name: the forex column is too narrow for it. */}
                      {account.forex === null && (
                        <span className="block text-xs font-normal text-slate-500 sm:hidden">{JPY_NOTE}</span>
                      )}
                    </th>
                    <td className="px-2 sm:px-4 py-2.5 text-right text-slate-700 tabular-nums">
                      {account.forex ?? (
                        <>
                          <span className="hidden text-xs text-slate-500 sm:inline">{JPY_NOTE}</span>
                          <span aria-hidden className="text-slate-400 sm:hidden">
                            —
                          </span>
                        </>
                      )}
                    </td>
                    <td className="px-2 sm:px-4 py-2.5 text-right">
                      {current ? (
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
                            void navigate(
                              `/account/switch?currency=${encodeURIComponent(account.currency)}`,
                              {
                                state: { from: `${location.pathname}${location.search}` },
                              },
                            )
                          }
                        >
                          Switch to {account.currency}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </QueryState>
  );
}
