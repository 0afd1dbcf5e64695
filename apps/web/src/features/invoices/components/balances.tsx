import type { CurrencyBalanceView } from '@ibc/domain';
import { formatMoney } from './format';

/** "a balance per currency account" (overpayment shows as credit). */
export function CurrencyBalances({ balances }: { balances: CurrencyBalanceView[] }) {
  if (balances.length === 0)
    return <p className="text-sm text-slate-500">No invoices on your account yet.</p>;
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-3">
      {balances.map((balance) => (
        <li
          key={balance.currency}
          className="rounded-lg border border-slate-200 bg-white p-4"
          data-testid={`balance-${balance.currency}`}
        >
          <p className="text-xs font-semibold text-slate-500 uppercase">{balance.currency} account</p>
          <p className="mt-1 text-lg font-semibold text-brand-900 tabular-nums">
            {balance.credit !== '0.00'
              ? `Credit ${formatMoney(balance.currency, balance.credit)}`
              : `Outstanding ${formatMoney(balance.currency, balance.outstanding)}`}
          </p>
          <p className="text-xs text-slate-500 tabular-nums">
            Invoiced {formatMoney(balance.currency, balance.invoiced)}, paid{' '}
            {formatMoney(balance.currency, balance.paid)}
          </p>
        </li>
      ))}
    </ul>
  );
}
