import type { PriceDetails } from './landed-price.ts';
import type { MoneyWriter } from './price-lines.ts';
import { groupThousands, roundWrittenDecimal, shiftWrittenDecimal } from './written-decimal.ts';

// Price text every tile shows, on written decimals only: a member's tile shares its module with the
// visitors' tile, so this must not import decimal.js (the public search's download).

/** §9 JPY prices are negotiated in thousands of yen. */
const YEN_PER_OFFER_UNIT_DIGITS = 3;

/**
 * "Landed price on every tile, beside the vehicle price": the FOB price of a vehicle whose
 * tile shows a C&F or landed price, as text ('FOB JPY 650,000'), whole units rounded half-up like
 * formatPriceText; null when the price has no freight in it (NZ-landed stock, KAP stock) or the price
 * is not a plain decimal numeral. `money` writes the whole amount with its currency (English by default).
 */
export function fobPriceText(
  details: PriceDetails,
  money: MoneyWriter = (currency, whole) => `${currency} ${groupThousands(whole)}`,
): string | null {
  if (!details.basePriceLabel.startsWith('FOB')) return null;
  const inThousands = details.basePriceLabel.includes('000s');
  const amount = shiftWrittenDecimal(details.basePrice, inThousands ? YEN_PER_OFFER_UNIT_DIGITS : 0);
  const whole = amount === null ? null : roundWrittenDecimal(amount, 0);
  if (whole === null) return null;
  return `FOB ${money(details.negotiateCurrency.trim().toUpperCase(), whole)}`;
}

/** What a tile says instead of the KAP marker price 'NZD 0', and its one action. */
export const PRICE_ON_ENQUIRY_TEXT = 'Price on enquiry';
export const ASK_FOR_PRICE_LABEL = 'Ask for price';

/**
 * Whether a member's vehicle is priced on enquiry: KAP stock, or §7's price text 'NZD 0' (any spacing
 * or case, '0.00'). The same answer as sendsKapEnquiry (offer.ts), on text only, for the tiles.
 */
export function isPricedOnEnquiry(vehicle: {
  price: string | null | undefined;
  isKapStock: boolean;
}): boolean {
  return vehicle.isKapStock || /^NZD\s+0[0,]*(?:\.0+)?$/i.test((vehicle.price ?? '').trim());
}
