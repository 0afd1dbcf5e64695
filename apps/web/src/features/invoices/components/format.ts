import { formatAmount } from '@ibc/domain';

export const formatMoney = (currency: string, amount: string) => `${currency} ${formatAmount(amount)}`;

/** '2026-03-12' -> '12 Mar 2026' (the date as written, no time zone shift). */
export function formatDay(date: string): string {
  return new Date(`${date.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-NZ', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
