import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrencyBalanceView } from '@ibc/domain';
import { formatMoney } from '@/lib/formats';

/** "a balance per currency account" (overpayment shows as credit). */
export function CurrencyBalances({ balances }: { balances: CurrencyBalanceView[] }) {
  const { t, i18n } = useLingui();
  if (balances.length === 0)
    return (
      <p className="text-sm text-slate-500">
        <Trans>No invoices on your account yet.</Trans>
      </p>
    );
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-3">
      {balances.map((balance) => {
        const { currency } = balance;
        const credit = formatMoney(i18n, currency, balance.credit);
        const outstanding = formatMoney(i18n, currency, balance.outstanding);
        const invoiced = formatMoney(i18n, currency, balance.invoiced);
        const paid = formatMoney(i18n, currency, balance.paid);
        return (
          <li
            key={currency}
            className="rounded-lg border border-slate-200 bg-white p-4"
            data-testid={`balance-${currency}`}
          >
            <p className="text-xs font-semibold text-slate-500 uppercase">
              <Trans>{currency} account</Trans>
            </p>
            <p className="mt-1 text-lg font-semibold text-brand-900 tabular-nums">
              {balance.credit !== '0.00' ? t`Credit ${credit}` : t`Outstanding ${outstanding}`}
            </p>
            <p className="text-xs text-slate-500 tabular-nums">
              <Trans>
                Invoiced {invoiced}, paid {paid}
              </Trans>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
