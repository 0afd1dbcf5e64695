import { fill } from './message-text.ts';
import { z } from 'zod';
import { MAX_RECORD_ID } from './record-id.ts';
import { Money, parseMoney } from './decimal.ts';
import { StockTab } from './stock-tabs.ts';
import {
  amountInUnit,
  amountPlausibility,
  fullAmount,
  negotiationRange,
  plausibilityMessage,
  priceUnitOf,
  readTypedAmount,
  type AmountPlausibility,
  type TypedAmount,
} from './typed-amount.ts';

// §5 Offer and §4 Offer modal messages.
export const OFFER_MESSAGES = {
  termsNotAgreed: /*i18n*/ 'Please agree to our terms of trade.',
  invalidOfferPrice: /*i18n*/ 'Invalid offer price.',
  sending: /*i18n*/ 'Please wait while we are sending your offer.',
} as const;

export const OFFER_COMMENT_MAX = 2000;
const commentTooLong = fill(/*i18n*/ 'Your comment must be at most {max} characters.', {
  max: OFFER_COMMENT_MAX,
});

/**
 * §5 "offer price at least 1": the Send Offer modal's price as typed, in the unit the offer's currency
 * is typed in (thousands of yen for JPY, '2,150' is JPY 2,150,000), separators allowed. Anything else
 * is 'Invalid offer price.' as the spec words it.
 */
export function readOfferPrice(typed: string | number, currency: string): TypedAmount {
  const unit = priceUnitOf(currency);
  const read = readTypedAmount(String(typed), { currency, unit });
  if (!read.ok || new Money(amountInUnit(read.value, unit)).lt(1)) {
    return { ok: false, error: OFFER_MESSAGES.invalidOfferPrice };
  }
  return read;
}

/** §5 Offer: what the Send Offer modal checks before anything is sent, for an offer in `currency`. */
export function offerFormSchema(currency: string) {
  return z.object({
    offerPrice: z
      .union([z.string(), z.number()], { error: OFFER_MESSAGES.invalidOfferPrice })
      .superRefine((typed, ctx) => {
        const read = readOfferPrice(typed, currency);
        if (!read.ok) ctx.addIssue({ code: 'custom', message: read.error });
      }),
    agreedToTerms: z.literal(true, { error: OFFER_MESSAGES.termsNotAgreed }),
    comment: z.string().max(OFFER_COMMENT_MAX, { error: commentTooLong }).optional(),
  });
}
export type OfferForm = z.infer<ReturnType<typeof offerFormSchema>>;
export type OfferFormInput = z.input<ReturnType<typeof offerFormSchema>>;

const DECIMAL_TEXT = /^\d+(\.\d+)?$/;

const offerAmount = z
  .union([z.string().trim().regex(DECIMAL_TEXT), z.number()])
  // parseMoney, not new Money: a refinement may see input the union rejected, and must not throw on it.
  .refine((value) => parseMoney(value)?.gt(0) === true, { error: OFFER_MESSAGES.invalidOfferPrice });

/** §3 Offer payload, shared by the modal (sender) and the API (receiver). */
export const offerPayloadSchema = z.object({
  vehicleId: z
    .number()
    .int()
    .positive()
    .max(MAX_RECORD_ID, { error: /*i18n*/ 'Please give a valid vehicle id.' }),
  offerAmount,
  // The browser's landed price is informational only: the API recomputes it.
  computedFees: z.string().trim().regex(DECIMAL_TEXT, { error: 'computedFees must be a decimal number.' }),
  comment: z.string().max(OFFER_COMMENT_MAX, { error: commentTooLong }).default(''),
  vehiclePrice: z.string().max(64),
  deliveryType: z.string().max(64),
  checklistLink: z.string().max(500),
  tab: z.number().int().min(0).max(16),
  /**
   * Ours, optional: the destination port the member priced the vehicle to (the search's
   * port selector); the API prices the offer C&F there when it is a port of his country.
   */
  portId: z
    .number()
    .int()
    .positive()
    .max(MAX_RECORD_ID, { error: /*i18n*/ 'Please give a valid port id.' })
    .optional(),
});
export type OfferPayload = z.infer<typeof offerPayloadSchema>;
export type OfferPayloadInput = z.input<typeof offerPayloadSchema>;

/** §7 send-offer: "isNZICP true when tab is 4, isDduStock true when tab is 16". */
export function sendOfferFlags(tab: number): { isNZICP: boolean; isDduStock: boolean } {
  return { isNZICP: tab === StockTab.nzIccpStocks, isDduStock: tab === StockTab.ddu };
}

/**
 * §7 send-email-kap-enquiry is "used instead of an offer when the price text is 'NZD 0'".
 * Spacing, case and a zero written with decimals ('NZD 0.00') still mean no price.
 */
export function isKapEnquiryPrice(priceText: string | null | undefined): boolean {
  const match = /^NZD\s+(\d[\d,]*(?:\.\d+)?)$/i.exec((priceText ?? '').trim());
  const digits = match?.[1];
  return digits !== undefined && new Money(digits.replace(/,/g, '')).isZero();
}

/**
 * Whether the Send Offer modal sends a KAP enquiry instead of an offer: §7 "when the price text is
 * 'NZD 0'", and also for KAP stock shown to a member outside the landed regions in their own currency
 * ('USD 0'): KAP stock carries no price, the server refuses offers on it, so asking is the only way.
 */
export function sendsKapEnquiry(vehicle: { price: string | null | undefined; isKapStock: boolean }): boolean {
  return vehicle.isKapStock || isKapEnquiryPrice(vehicle.price);
}

/** How a counter or a new amount sits against the vehicle's list price, and what the person is told. */
export interface NegotiationAmountCheck {
  plausibility: AmountPlausibility;
  /** The field's message (impossible) or the confirmation's question (confirm-*); null when usual. */
  message: string | null;
}

/**
 * A counter or a dealer's new amount (whole units of the offer's currency) against the vehicle's list
 * price in that currency (whole units): from half the list price to the list price is usual, beyond
 * it the person confirms, and far beyond it the server refuses. Without a list price (a price
 * enquiry, a price in another currency) there is nothing to compare with.
 */
export function negotiationAmountCheck(
  amount: string,
  listPrice: string | null,
  currency: string,
): NegotiationAmountCheck {
  if (listPrice === null || !new Money(listPrice).gt(0)) return { plausibility: 'usual', message: null };
  const unit = priceUnitOf(currency);
  const range = negotiationRange(listPrice);
  const plausibility = amountPlausibility(amount, range);
  return {
    plausibility,
    message: plausibilityMessage(plausibility, {
      full: fullAmount(currency, amount, unit),
      below: fill(/*i18n*/ 'half the list price ({amount})', {
        amount: fullAmount(currency, range.low, unit),
      }),
      above: fill(/*i18n*/ 'the list price ({amount})', { amount: fullAmount(currency, range.high, unit) }),
      unit,
    }),
  };
}
