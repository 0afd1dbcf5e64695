import { FOREX_AFTER_APPROVAL_NOTE, JPY_FOREX_NOTE, type CurrencyAccount } from '@ibc/domain';

/** Why an account shows no rate: JPY has none, and a company under review is not sent one. */
export function forexNote(account: CurrencyAccount): string {
  return account.currency === 'JPY' ? JPY_FOREX_NOTE : FOREX_AFTER_APPROVAL_NOTE;
}

/** §2/§3: the forex line of an account. forex is yen per one unit of the currency. */
export function forexLine(account: CurrencyAccount): string {
  if (!account.forex) return forexNote(account);
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
