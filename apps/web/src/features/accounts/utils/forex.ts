import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CurrencyAccount } from '@ibc/domain';

/** The domain's notes (JPY_FOREX_NOTE, FOREX_AFTER_APPROVAL_NOTE), as messages. */
const JPY_NOTE = msg`Forex is applicable to non JPY account only`;
const AFTER_APPROVAL_NOTE = msg`Rates show once your account is approved.`;

/** Why an account shows no rate: JPY has none, and a company under review is not sent one. */
export function forexNote(account: CurrencyAccount): MessageDescriptor {
  return account.currency === 'JPY' ? JPY_NOTE : AFTER_APPROVAL_NOTE;
}

/** §2/§3: the forex line of an account. forex is yen per one unit of the currency. */
export function forexLine(i18n: I18n, account: CurrencyAccount): string {
  if (!account.forex) return i18n._(forexNote(account));
  const { currency, forex } = account;
  return i18n._(msg`Forex: 1 ${currency} = ${forex} JPY`);
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
