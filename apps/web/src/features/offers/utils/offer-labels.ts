import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { OFFER_COMMENT_MAX, OFFER_MESSAGES, TYPED_AMOUNT_MESSAGES, type PriceLine } from '@ibc/domain';

// The words of the offers feature's values that come from packages/domain (steps, fee lines, delivery
// types, the shared form checks), in the reader's language; an offer's states are in lib/state-words.ts.
// The domain keeps its English.

/** The steps of a negotiation's thread (its events' kinds). */
export const OFFER_EVENT_MESSAGES: Readonly<Partial<Record<string, MessageDescriptor>>> = {
  offer: msg`Offer sent`,
  enquiry: msg`Price enquiry`,
  counter: msg`Counter offer`,
  reoffer: msg`New amount`,
  accept: msg({ message: 'Accepted', context: 'offer step' }),
  decline: msg({ message: 'Declined', context: 'offer step' }),
  withdraw: msg({ message: 'Withdrawn', context: 'offer step' }),
  expire: msg`Expired without an answer`,
  message: msg`Message`,
};

/** The fee lines of the price breakdown (the domain's priceFeeLines). */
export const FEE_LINE_MESSAGES: Partial<Record<PriceLine['key'], MessageDescriptor>> = {
  forex: msg`Forex`,
  freight: msg`Freight`,
  ofsFees: msg`OFS fees`,
  gst: msg`GST`,
};

/** §3 Delivery types (the domain's DELIVERY_TYPES), by the English label the offer payload sends. */
const DELIVERY_TYPE_MESSAGES: Readonly<Partial<Record<string, MessageDescriptor>>> = {
  'Pick Up At Port': msg`Pick Up At Port`,
  'Delivery Via Driver': msg`Delivery Via Driver`,
  'Delivery Via Car Carrier': msg`Delivery Via Car Carrier`,
};

/** A delivery type's label in the reader's language; the value sent stays the English label. */
export function deliveryTypeText(i18n: I18n, label: string): string {
  const message = DELIVERY_TYPE_MESSAGES[label];
  return message ? i18n._(message) : label;
}

/** 'Price on enquiry' (the domain's PRICE_ON_ENQUIRY_TEXT). */
export const PRICE_ON_ENQUIRY_MESSAGE = msg`Price on enquiry`;

/** §5 Offer messages (the domain's OFFER_MESSAGES). */
export const OFFER_FORM_MESSAGES = {
  termsNotAgreed: msg`Please agree to our terms of trade.`,
  invalidOfferPrice: msg`Invalid offer price.`,
  sending: msg`Please wait while we are sending your offer.`,
} as const;

const max = OFFER_COMMENT_MAX;

/** The shared schemas' checks (offer form, counter, new amount, decline), by their English text. */
const FORM_ERRORS = new Map<string, MessageDescriptor>([
  [OFFER_MESSAGES.termsNotAgreed, OFFER_FORM_MESSAGES.termsNotAgreed],
  [OFFER_MESSAGES.invalidOfferPrice, OFFER_FORM_MESSAGES.invalidOfferPrice],
  [`Your comment must be at most ${max} characters.`, msg`Your comment must be at most ${max} characters.`],
  [TYPED_AMOUNT_MESSAGES.empty, msg`Please enter an amount.`],
  [TYPED_AMOUNT_MESSAGES.notANumber, msg`Please enter the amount in figures, e.g. 2,150 or 2150.50.`],
  [TYPED_AMOUNT_MESSAGES.separators, msg`Thousands separators go every three digits, e.g. 2,150,000.`],
  [TYPED_AMOUNT_MESSAGES.negative, msg`The amount must be more than 0.`],
  [TYPED_AMOUNT_MESSAGES.tooManyDecimals(0), msg`Please enter a whole amount.`],
  [TYPED_AMOUNT_MESSAGES.tooLarge, msg`This amount is too large.`],
  ['Please give a reason.', msg`Please give a reason.`],
]);

/**
 * A form check's message in the reader's language: the shared schemas' own texts are known here;
 * anything else (the API's words) is shown as it came.
 */
export function formErrorText(i18n: I18n, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const known = FORM_ERRORS.get(text);
  if (known) return i18n._(known);
  const decimals = /^At most (\d+) decimal places, please\.$/.exec(text)?.[1];
  if (decimals !== undefined) {
    const places = Number(decimals);
    return i18n._(msg`At most ${places} decimal places, please.`);
  }
  const characters = /^At most (\d+) characters\.$/.exec(text)?.[1];
  if (characters !== undefined) {
    const max = Number(characters);
    return i18n._(msg`At most ${max} characters.`);
  }
  return text;
}
