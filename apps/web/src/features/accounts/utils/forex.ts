import { JPY_FOREX_NOTE, type CurrencyAccount } from '@ibc/domain';

/** §2/§3: the forex line of an account; JPY has none. forex is yen per one unit of the currency. */
export function forexLine(account: CurrencyAccount): string {
  if (account.currency === 'JPY' || !account.forex) return JPY_FOREX_NOTE;
  return `Forex: 1 ${account.currency} = ${account.forex} JPY`;
}

/** Only relative in-app paths may be returned to after switching (no open redirect). */
export function safeReturnPath(value: unknown, fallback = '/account-summary'): string {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
    ? value
    : fallback;
}
