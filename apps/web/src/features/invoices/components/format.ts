import { formatAmount, formatCalendarDate } from '@ibc/domain';

export const formatMoney = (currency: string, amount: string) => `${currency} ${formatAmount(amount)}`;

/** '2026-03-12' -> '12 Mar 2026' (the date as written, no time zone shift). */
export const formatDay = formatCalendarDate;
