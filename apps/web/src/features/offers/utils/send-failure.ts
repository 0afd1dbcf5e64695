import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@/lib/api-client';

// What the Send Offer modal says when sending fails. The API's own answers to a request it
// refused (4xx: a changed price, a sold vehicle, a field to correct) are written for the dealer and are
// shown as they are, field errors beside their fields; anything else (a server fault, a proxy page, no
// network) is logged and a short, friendly sentence is shown instead of the raw text.

export const OFFER_SEND_FAILED = msg`We could not send your offer. Please try again in a moment.`;
export const ENQUIRY_SEND_FAILED = msg`We could not send your price enquiry. Please try again in a moment.`;

export type OfferFormField = 'offerPrice' | 'comment' | 'deliveryType';

/** Payload fields of the API (§3 offer payload, KAP enquiry body) -> the modal's fields. */
const FIELD_OF: Readonly<Record<string, OfferFormField>> = {
  offerAmount: 'offerPrice',
  computedFees: 'offerPrice',
  comment: 'comment',
  deliveryType: 'deliveryType',
};

export interface SendFailure {
  message: string;
  fieldErrors: Partial<Record<OfferFormField, string>>;
}

export function sendFailure(i18n: I18n, error: unknown, kind: 'offer' | 'enquiry'): SendFailure {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    const fieldErrors: SendFailure['fieldErrors'] = {};
    for (const [name, text] of Object.entries(error.fieldErrors ?? {})) {
      const field = FIELD_OF[name];
      if (field && typeof text === 'string' && !fieldErrors[field]) fieldErrors[field] = text;
    }
    return { message: error.message, fieldErrors };
  }
  return { message: i18n._(kind === 'enquiry' ? ENQUIRY_SEND_FAILED : OFFER_SEND_FAILED), fieldErrors: {} };
}
