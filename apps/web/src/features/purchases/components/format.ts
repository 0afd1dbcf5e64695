import { formatAmount } from '@ibc/domain';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatMoney = (currency: string, amount: string) => `${currency} ${formatAmount(amount)}`;
