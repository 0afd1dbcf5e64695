import { formatAmount, formatCalendarDate, type InvoiceSummary } from '@ibc/domain';

export const formatMoney = (currency: string, amount: string) => `${currency} ${formatAmount(amount)}`;

/** '2026-03-12' -> '12 Mar 2026' (the date as written, no time zone shift). */
export const formatDay = formatCalendarDate;

/** An invoice the dealer still has to pay: neither void nor paid in full. */
export const isOutstanding = (invoice: Pick<InvoiceSummary, 'voided' | 'status'>) =>
  !invoice.voided && invoice.status !== 'paid';
