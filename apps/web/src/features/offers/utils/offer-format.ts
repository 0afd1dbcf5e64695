import type { I18n } from '@lingui/core';
import type { OfferHistoryItem } from '@ibc/domain';
import { formatDate, formatMoney } from '@/lib/formats';

export function formatOfferTime(i18n: I18n, iso: string): string {
  return formatDate(i18n, iso, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The landed price is in the currency of the member's prices, the one the vehicle price is shown in. */
export function landedText(
  i18n: I18n,
  offer: Pick<OfferHistoryItem, 'vehiclePrice' | 'computedFees'>,
): string {
  const currency = /^[A-Z]{3}(?= )/.exec(offer.vehiclePrice)?.[0];
  return currency ? formatMoney(i18n, currency, offer.computedFees) : offer.computedFees;
}
