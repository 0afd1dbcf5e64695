import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PriceLine } from '@ibc/domain';

// The words of the offers feature's values that come from packages/domain (steps, fee lines, delivery
// types), in the reader's language; an offer's states are in lib/state-words.ts.
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
