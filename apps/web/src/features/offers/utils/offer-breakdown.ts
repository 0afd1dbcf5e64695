import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  computeLandedPrice,
  landedPriceCurrency,
  offerAmountToSend,
  parseMoney,
  priceFeeLines,
  type LandedPrice,
  type VehicleSearchItem,
} from '@ibc/domain';
import { formatMoney } from '@/lib/formats';
import { FEE_LINE_MESSAGES } from './offer-labels';

export interface BreakdownRow {
  label: string;
  value: string;
}

export interface OfferBreakdown {
  /** Null until the typed offer is a positive number. */
  landed: LandedPrice | null;
  rows: BreakdownRow[];
  landedLabel: string;
}

/**
 * The live price breakdown of the Send Offer modal: the same computeLandedPrice the API
 * re-runs, applied to the typed offer with the member's price details and region. Every
 * amount names its currency and only the lines that go into the landed price are shown (the domain's
 * priceFeeLines, shared with the tiles' price details).
 */
export function offerBreakdown(
  i18n: I18n,
  vehicle: Pick<VehicleSearchItem, 'priceDetails' | 'pricingRegion'>,
  typed: string,
): OfferBreakdown {
  const details = vehicle.priceDetails;
  const currency = details.negotiateCurrency.toUpperCase();
  const offer = parseMoney(typed);
  const valid = offer !== null && offer.gt(0);
  const landed = valid
    ? computeLandedPrice({ offer: typed, exportRegion: vehicle.pricingRegion, priceDetails: details })
    : null;
  const money = (code: string, amount: string) => formatMoney(i18n, code, amount);
  // The rows must not jump while the field is empty: they come from the details, not the offer.
  const rows: BreakdownRow[] = [
    {
      label: i18n._(msg`Your offer`),
      value: valid ? money(currency, offerAmountToSend(typed, currency)) : '—',
    },
    ...priceFeeLines(details, vehicle.pricingRegion, money).map(({ key, label, value }) => {
      const message = FEE_LINE_MESSAGES[key];
      return { label: message ? i18n._(message) : label, value };
    }),
  ];
  // The price data names the landed price itself (e.g. 'Landed Price (NZD incl. GST)'): it stays as it comes.
  const landedCurrency = landedPriceCurrency(details, vehicle.pricingRegion);
  const landedLabel = details.landedPriceLabel || i18n._(msg`Landed price (${landedCurrency})`);
  return { landed, rows, landedLabel };
}
