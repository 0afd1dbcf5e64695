import { businessDate, formatAmount, formatCalendarDate } from '@ibc/domain';

/**
 * A purchase's dates are business dates, the exporter's dates in Japan: an instant is shown as its
 * Japan date ('2 Dec 2026') wherever the reader is, and a 'YYYY-MM-DD' business date as it is.
 */
export const formatBusinessDate = (isoOrDate: string) =>
  formatCalendarDate(isoOrDate.length === 10 ? isoOrDate : businessDate(new Date(isoOrDate)));
export const formatMoney = (currency: string, amount: string) => `${currency} ${formatAmount(amount)}`;
