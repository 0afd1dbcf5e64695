import type Decimal from 'decimal.js';
import { Money, parseMoney } from './decimal.ts';
import { formatAmount } from './money.ts';

/** §3 Price details; every figure is a decimal string so it crosses JSON without float drift. */
export type PriceDetails = {
  negotiateCurrency: string;
  forex: string;
  ofsFees: string;
  gst: string;
  freightCost: string;
  basePriceLabel: string;
  basePrice: string;
  landedPriceLabel: string;
  landedPrice: string;
};

/** §6 The user's exportRegion: 'atnz', 'atoz' or any other code. */
export type ExportRegion = string;

export type LandedPriceInput = {
  offer: Decimal.Value;
  exportRegion: ExportRegion | null | undefined;
  priceDetails:
    Pick<PriceDetails, 'negotiateCurrency' | 'forex' | 'ofsFees' | 'gst' | 'freightCost'> | null | undefined;
};

export type LandedPrice = { currency: string; amount: string; formatted: string };

// §9 Landed cost: "times 1.03" on the converted yen offer.
export const FOREX_MARGIN = new Money('1.03');
const YEN_PER_OFFER_UNIT = 1000;
const FIFTY = 50;

const zero = () => new Money(0);

function landed(currency: string, amount: Decimal): LandedPrice {
  const cents = amount.toFixed(2);
  return { currency, amount: cents, formatted: formatAmount(cents) };
}

/**
 * §9 "rounded to 50 (up above 50 within each hundred)" and "rounded up to the next 50".
 * Decision (ADR 0001): both phrases describe one ceiling to a multiple of 50: within a hundred,
 * .00 stays, anything above .00 up to .50 becomes .50, anything above .50 goes to the next hundred.
 * An amount already on a multiple of 50 is left alone because rounding must not move a rounded value.
 */
export function roundUpToFifty(value: Decimal.Value): Decimal {
  return new Money(value).div(FIFTY).ceil().mul(FIFTY);
}

/**
 * §9 "offer (thousands of yen) divided by the exchange rate, times 1.03, plus ofsFees".
 * Decision (ADR 0001): forex is yen per one unit of the shown currency (e.g. '88.50' yen per NZD),
 * so the yen offer is offer x 1000 / forex. A missing or non-positive rate cannot convert, so it gives null.
 */
function convertYenOffer(offer: Decimal, forex: Decimal | null, ofsFees: Decimal): Decimal | null {
  if (forex === null || forex.lte(0)) return null;
  return offer.mul(YEN_PER_OFFER_UNIT).div(forex).mul(FOREX_MARGIN).add(ofsFees);
}

/** §9 Landed cost, computed the same way in the offer modal and (authoritatively) in the API. */
export function computeLandedPrice({ offer, exportRegion, priceDetails }: LandedPriceInput): LandedPrice {
  // §9 "No price details: 0 in JPY."
  if (!priceDetails) return landed('JPY', zero());

  const amount = parseMoney(offer) ?? zero();
  const region = (exportRegion ?? '').trim().toLowerCase();
  const currency = priceDetails.negotiateCurrency.trim().toUpperCase();
  const gst = parseMoney(priceDetails.gst) ?? zero();
  const freight = parseMoney(priceDetails.freightCost) ?? zero();

  if ((region === 'atnz' || region === 'atoz') && currency === 'JPY') {
    const converted = convertYenOffer(
      amount,
      parseMoney(priceDetails.forex),
      parseMoney(priceDetails.ofsFees) ?? zero(),
    );
    if (converted === null) return landed('NZD', zero());
    const rounded = roundUpToFifty(converted);
    // §9 atnz: "times gst and rounded"; atoz: no gst is named, so none is applied (ADR 0001).
    return landed('NZD', region === 'atnz' ? rounded.mul(gst).toDecimalPlaces(0) : rounded);
  }
  // §9 "atnz with NZD: offer times gst, rounded."
  if (region === 'atnz' && currency === 'NZD') return landed('NZD', amount.mul(gst).toDecimalPlaces(0));
  // §9 "Otherwise JPY: offer times 1000 plus freight cost, in JPY".
  if (currency === 'JPY') return landed('JPY', amount.mul(YEN_PER_OFFER_UNIT).add(freight));
  // §9 "other currencies: offer plus freight in that currency".
  return landed(currency, amount.add(freight));
}

/** §9 "JPY offers are sent as offer times 1000"; other currencies are sent as typed. */
export function offerAmountToSend(offer: Decimal.Value, negotiateCurrency: string): string {
  const amount = parseMoney(offer) ?? zero();
  const isYen = negotiateCurrency.trim().toUpperCase() === 'JPY';
  return (isYen ? amount.mul(YEN_PER_OFFER_UNIT) : amount).toFixed();
}

/**
 * Whether computeLandedPrice adds freight to the destination port: it does for every price but the
 * atnz/atoz landed ones, whenever the details carry a freight cost. Kept beside computeLandedPrice so
 * that the two cannot disagree.
 */
export function landedPriceAddsFreight({
  exportRegion,
  priceDetails,
}: Omit<LandedPriceInput, 'offer'>): boolean {
  if (!priceDetails) return false;
  const region = (exportRegion ?? '').trim().toLowerCase();
  const currency = priceDetails.negotiateCurrency.trim().toUpperCase();
  if ((region === 'atnz' || region === 'atoz') && currency === 'JPY') return false;
  if (region === 'atnz' && currency === 'NZD') return false;
  return (parseMoney(priceDetails.freightCost) ?? zero()).gt(0);
}

/**
 * The delivery term a dealer is offered a car on, which his deal and its invoices keep: the listing's,
 * except that a car listed FOB whose price to him adds the freight to his port (the tile's "C&F
 * Price") is offered C&F. A landed price (atnz, atoz) keeps the listing's term: §9 computes it from
 * the FOB price, the fees and GST, with no freight line.
 */
export function offeredTerms(listingTerms: string, pricing: Omit<LandedPriceInput, 'offer'>): string {
  return listingTerms === 'FOB' && landedPriceAddsFreight(pricing) ? 'C&F' : listingTerms;
}
