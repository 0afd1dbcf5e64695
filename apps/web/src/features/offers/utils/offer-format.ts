import type { I18n } from '@lingui/core';
import { formatAmount, type OfferHistoryItem } from '@ibc/domain';
import { formatDate } from '@/lib/formats';

export function formatOfferAmount(currency: string, amount: string): string {
  return `${currency} ${formatAmount(amount)}`;
}

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
export function landedText(offer: Pick<OfferHistoryItem, 'vehiclePrice' | 'computedFees'>): string {
  const currency = /^[A-Z]{3}(?= )/.exec(offer.vehiclePrice)?.[0];
  return currency ? formatOfferAmount(currency, offer.computedFees) : offer.computedFees;
}
