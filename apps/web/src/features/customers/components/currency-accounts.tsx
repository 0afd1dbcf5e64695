import { useState, type FormEvent } from 'react';
import { JPY_FOREX_NOTE, type CustomerDetail, type CustomerFormOptions } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { useAddCurrencyAccount } from '../api/customer-actions';
import { formatRate } from '../utils/format';

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
        aria-label="Currency accounts"
        className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
      >
        {customer.currencyAccounts.map((account) => (
          <li
            key={account.id}
            className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2 text-sm"
          >
            <span className="font-semibold text-slate-900">{account.currency} Account</span>
            <span className="tabular text-slate-600">
              {account.currency === 'JPY'
                ? JPY_FOREX_NOTE
                : account.jpyPerUnit
                  ? `Forex: 1 ${account.currency} = ${formatRate(account.jpyPerUnit)} JPY`
                  : 'No forex rate entered yet'}
            </span>
          </li>
        ))}
      </ul>
      {available.length > 0 && (
        <form
          onSubmit={onSubmit}
          className="flex flex-wrap items-end gap-2"
          aria-label="Add currency account"
        >
          <Field label="Currency" error={error} className="min-w-40">
            <Select value={chosen} onChange={(event) => setCurrency(event.target.value)}>
              {available.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} · {c.name}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" variant="secondary" disabled={add.isPending}>
            Add currency account
          </Button>
        </form>
      )}
    </div>
  );
}
