import { parseMoney } from './decimal.ts';
import { computeLandedPrice, type ExportRegion, type PriceDetails } from './landed-price.ts';
import { formatAmount } from './money.ts';

// The lines of a member's price details as people read them. Every amount names its
// currency, and a line that plays no part in the price is left out (no rate of 1, no zero fee, no GST
// multiplier of 1, no freight the landed formula does not add).

export interface PriceLine {
  key: 'base' | 'forex' | 'freight' | 'ofsFees' | 'gst' | 'landed';
  label: string;
  value: string;
}

type Details = Pick<PriceDetails, 'negotiateCurrency' | 'forex' | 'ofsFees' | 'gst' | 'freightCost'>;

/**
 * How a line writes an amount (a plain decimal string) with its currency. English by default; a page
 * passes its own to write the amounts in its reader's language.
 */
export type MoneyWriter = (currency: string, amount: string) => string;
const englishMoney: MoneyWriter = (currency, amount) => `${currency} ${formatAmount(amount)}`;

const YEN_PER_OFFER_UNIT = 1000;
const THOUSANDS_LABEL = /\s*\(\s*JPY\s+000s\s*\)/i;

/** The currency the landed (or C&F) price of these details is in: the rule of computeLandedPrice. */
export function landedPriceCurrency(
  details: Details,
  pricingRegion: ExportRegion | null | undefined,
): string {
  return computeLandedPrice({ offer: '1', exportRegion: pricingRegion, priceDetails: details }).currency;
}

const positive = (value: string) => {
  const amount = parseMoney(value);
  return amount !== null && amount.gt(0) ? amount : null;
};

/**
 * The rate, fee and tax lines between the vehicle's price and its landed price, each only where it
 * goes into the landed price (§9):
 * - Forex: yen per unit of the landed price's currency, when a yen price is landed in another
 *   currency (never for a JPY account, never a rate of 1);
 * - Freight: added to C&F prices (the landed price is in the negotiation currency), in that currency;
 * - OFS fees: added when a yen offer is landed in another currency, in the landed currency;
 * - GST: the rate, when there is one.
 */
export function priceFeeLines(
  details: Details,
  pricingRegion: ExportRegion | null | undefined,
  money: MoneyWriter = englishMoney,
): PriceLine[] {
  const negotiate = details.negotiateCurrency.trim().toUpperCase();
  const landed = landedPriceCurrency(details, pricingRegion);
  const lines: PriceLine[] = [];

  const forex = positive(details.forex);
  if (negotiate === 'JPY' && landed !== 'JPY' && forex && !forex.eq(1)) {
    lines.push({ key: 'forex', label: 'Forex', value: `${landed} 1 = JPY ${forex.toFixed()}` });
  }
  const freight = positive(details.freightCost);
  if (freight && landed === negotiate) {
    lines.push({ key: 'freight', label: 'Freight', value: money(negotiate, freight.toFixed()) });
  }
  const ofsFees = positive(details.ofsFees);
  if (ofsFees && negotiate === 'JPY' && landed !== 'JPY') {
    lines.push({ key: 'ofsFees', label: 'OFS fees', value: money(landed, ofsFees.toFixed()) });
  }
  const gst = positive(details.gst);
  if (gst && !gst.eq(1)) {
    lines.push({ key: 'gst', label: 'GST', value: `${gst.minus(1).mul(100).toFixed()}%` });
  }
  return lines;
}

/**
 * Every line of a member's price details: the vehicle's own price (yen prices in thousands are shown
 * in full yen), the fee lines, then the landed or C&F price, each amount with its currency.
 */
export function priceDetailLines(
  details: PriceDetails,
  pricingRegion: ExportRegion | null | undefined,
  money: MoneyWriter = englishMoney,
): PriceLine[] {
  const negotiate = details.negotiateCurrency.trim().toUpperCase();
  const baseLabel = details.basePriceLabel || 'Price';
  const inThousands = negotiate === 'JPY' && THOUSANDS_LABEL.test(baseLabel);
  const base = parseMoney(details.basePrice);
  const baseValue =
    base === null
      ? details.basePrice
      : money(negotiate, (inThousands ? base.mul(YEN_PER_OFFER_UNIT) : base).toFixed());
  const landedAmount = parseMoney(details.landedPrice);
  const landedCurrency = landedPriceCurrency(details, pricingRegion);
  return [
    {
      key: 'base',
      label: inThousands ? baseLabel.replace(THOUSANDS_LABEL, '') : baseLabel,
      value: baseValue,
    },
    ...priceFeeLines(details, pricingRegion, money),
    {
      key: 'landed',
      label: details.landedPriceLabel || 'Landed price',
      value: landedAmount === null ? details.landedPrice : money(landedCurrency, landedAmount.toFixed()),
    },
  ];
}
