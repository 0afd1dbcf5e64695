import {
  computeLandedPrice,
  formatAmount,
  offerAmountToSend,
  parseMoney,
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

const isOne = (value: string) => parseMoney(value)?.eq(1) ?? true;
const isZero = (value: string) => parseMoney(value)?.isZero() ?? true;

/**
 * The live price breakdown of the Send Offer modal (issue 6): the same computeLandedPrice the API
 * re-runs, applied to the typed offer with the member's price details and region.
 */
export function offerBreakdown(
  vehicle: Pick<VehicleSearchItem, 'priceDetails' | 'pricingRegion'>,
  typed: string,
): OfferBreakdown {
  const details = vehicle.priceDetails;
  const currency = details.negotiateCurrency.toUpperCase();
  const offer = parseMoney(typed);
  const valid = offer !== null && offer.gt(0);
  const price = (offer: string) =>
    computeLandedPrice({ offer, exportRegion: vehicle.pricingRegion, priceDetails: details });
  const landed = valid ? price(typed) : null;
  // The rows must not jump while the field is empty: the currency comes from the rule, not the offer.
  const landedCurrency = price('1').currency;
  const rows: BreakdownRow[] = [
    {
      label: currency === 'JPY' ? 'Your offer (JPY)' : `Your offer (${currency})`,
      value: valid ? formatAmount(offerAmountToSend(typed, currency)) : '—',
    },
  ];
  if (currency !== landedCurrency && !isZero(details.forex)) {
    rows.push({ label: `Forex (JPY per ${landedCurrency})`, value: details.forex });
  }
  if (!isZero(details.ofsFees) && landedCurrency !== 'JPY' && currency === 'JPY') {
    rows.push({ label: `OFS fees (${landedCurrency})`, value: formatAmount(details.ofsFees) });
  }
  if (!isZero(details.freightCost) && (currency !== 'JPY' || landedCurrency === 'JPY')) {
    rows.push({
      label: `Freight (${currency === 'JPY' ? 'JPY' : currency})`,
      value: formatAmount(details.freightCost),
    });
  }
  if (!isOne(details.gst)) rows.push({ label: 'GST', value: `× ${details.gst}` });
  return { landed, rows, landedLabel: details.landedPriceLabel || 'Landed price' };
}
