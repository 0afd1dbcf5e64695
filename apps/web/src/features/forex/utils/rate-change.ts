import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { rateChangeMessage, type AmountPlausibility } from '@ibc/domain';

/**
 * The domain's rateChangeMessage in the reader's language: what the form asks, or the field is told,
 * about a rate far from the one in force; null when usual.
 */
export function rateChangeText(
  i18n: I18n,
  plausibility: AmountPlausibility,
  input: { currency: string; rate: string; inForce: string },
): string | null {
  return rateChangeMessage(plausibility, input, {
    impossible: (typed, current) =>
      i18n._(
        msg`${typed} cannot be right: the rate in force is ${current}. Enter the yen for one unit of the currency.`,
      ),
    below: (typed, share, current) =>
      i18n._(msg`${typed} is ${share}% below the rate in force (${current}). Is it right?`),
    above: (typed, share, current) =>
      i18n._(msg`${typed} is ${share}% above the rate in force (${current}). Is it right?`),
  });
}
