import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { type CustomerDetail, type CustomerFormOptions } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { formatRate } from '@/lib/formats';
import { useAddCurrencyAccount } from '../api/customer-actions';
import { JPY_FOREX_TEXT } from '../utils/labels';

/**
 * The company's currency accounts with the forex line its users see in SELECT ACCOUNT (§2): the
 * yen per unit in force now, from the forex rates page.
 */
export function CurrencyAccounts({
  customer,
  options,
}: {
  customer: CustomerDetail;
  options: CustomerFormOptions;
}) {
  const { t, i18n } = useLingui();
  const add = useAddCurrencyAccount(customer.id);
  const held = new Set(customer.currencyAccounts.map((a) => a.currency));
  const available = options.currencies.filter((c) => !held.has(c.code));
  const [currency, setCurrency] = useState('');
  const chosen = available.some((c) => c.code === currency) ? currency : (available[0]?.code ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) add.mutate(chosen);
  };
  const error =
    add.error instanceof ApiError
      ? (add.error.fieldErrors?.currency ?? add.error.message)
      : add.error?.message;

  return (
    <div className="space-y-4">
      <ul
        aria-label={t`Currency accounts`}
        className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
      >
        {customer.currencyAccounts.map((account) => {
          const { currency } = account;
          const rate = account.jpyPerUnit ? formatRate(i18n, account.jpyPerUnit) : '';
          return (
            <li
              key={account.id}
              className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2 text-sm"
            >
              <span className="font-semibold text-slate-900">
                <Trans>{currency} Account</Trans>
              </span>
              <span className="tabular text-slate-600">
                {currency === 'JPY'
                  ? i18n._(JPY_FOREX_TEXT)
                  : rate
                    ? t`Forex: 1 ${currency} = ${rate} JPY`
                    : t`No forex rate entered yet`}
              </span>
            </li>
          );
        })}
      </ul>
      {available.length > 0 && (
        <form
          onSubmit={onSubmit}
          className="flex flex-wrap items-end gap-2"
          aria-label={t`Add currency account`}
        >
          <Field label={t`Currency`} error={error} className="min-w-40">
            <Select value={chosen} onChange={(event) => setCurrency(event.target.value)}>
              {available.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} · {c.name}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" variant="secondary" disabled={add.isPending}>
            <Trans>Add currency account</Trans>
          </Button>
        </form>
      )}
    </div>
  );
}
