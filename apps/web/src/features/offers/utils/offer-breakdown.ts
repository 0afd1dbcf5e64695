import {
  computeLandedPrice,
  formatAmount,
  landedPriceCurrency,
  offerAmountToSend,
  parseMoney,
  priceFeeLines,
  type LandedPrice,
  type VehicleSearchItem,
} from '@ibc/domain';

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
  // The rows must not jump while the field is empty: they come from the details, not the offer.
  const rows: BreakdownRow[] = [
    {
      label: 'Your offer',
      value: valid ? `${currency} ${formatAmount(offerAmountToSend(typed, currency))}` : '—',
    },
    ...priceFeeLines(details, vehicle.pricingRegion).map(({ label, value }) => ({ label, value })),
  ];
  const landedLabel =
    details.landedPriceLabel || `Landed price (${landedPriceCurrency(details, vehicle.pricingRegion)})`;
  return { landed, rows, landedLabel };
}
