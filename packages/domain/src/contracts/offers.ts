import { fill } from '../message-text.ts';
import { z } from 'zod';
import { OFFER_ACTIONS, OFFER_STATE_LABELS, OFFER_STATES } from '../machines/offer.ts';
import { amountTextSchema } from '../typed-amount.ts';
import { MAX_RECORD_ID } from './errors.ts';
import { pageOf, pageQueryFields } from './paging.ts';

// Contracts of offers and enquiries, shared by the API (response schemas) and the web app.

/** Answer of POST /api/vehicle-auction/send-offer (§7 "response field message used"). */
export const sendOfferResponseSchema = z.object({ message: z.string(), offerId: z.number().int() });
export type SendOfferResponse = z.infer<typeof sendOfferResponseSchema>;

export const OFFER_SENT_MESSAGE =
  /*i18n*/ 'Your offer has been sent. Our sales team will contact you shortly.';

/** §7 send-email-kap-enquiry: "body the vehicle"; only its id is read (plus an optional comment). */
export const kapEnquiryRequestSchema = z.object({
  id: z.number().int().positive().max(MAX_RECORD_ID, { error: /*i18n*/ 'Please give a valid vehicle id.' }),
  comment: z.string().max(2000).optional(),
});
export type KapEnquiryRequest = z.infer<typeof kapEnquiryRequestSchema>;

/** §7 "result treated as 'Success'". */
export const KAP_ENQUIRY_SUCCESS = 'Success';

/** §8 "Contact form: success shows 'Email Sent'". */
export const EMAIL_SENT_MESSAGE = 'Email Sent';

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** GET /api/vehicle-auction/my-offers: one row of /my-account/my-offer-history. */
export const offerHistoryItemSchema = z.object({
  id: z.number().int(),
  /**
   * 'offer', or 'kap-enquiry' (KAP_ENQUIRY_KIND): a price enquiry on a vehicle priced on enquiry
   * (an answer without it is an offer).
   */
  kind: z.string().default('offer'),
  vehicleId: z.number().int(),
  vehicleName: z.string(),
  chassis: z.string(),
  photoUrl: z.string(),
  /** As sent: JPY offers in full yen (offer x 1000). */
  offerAmount: z.string(),
  currency: z.string(),
  /** The landed price the offer was worth when it was sent. */
  computedFees: z.string(),
  vehiclePrice: z.string(),
  deliveryType: z.string(),
  /** The delivery term the vehicle was offered on (FOB | C&F | CIF): the deal and its invoices keep it. */
  terms: z.string(),
  comment: z.string(),
  /** submitted | countered | accepted | declined | withdrawn | expired (machines/offer.ts) */
  status: z.string(),
  createdAt: z.string(),
  checklistLink: z.string(),
  /** The amount on the table now: the latest offer or counter (as stored: JPY in yen). */
  currentAmount: z.string(),
  /** Whose move it is. */
  awaiting: z.enum(['dealer', 'staff']).nullable(),
  expiresAt: z.string().nullable(),
  closedReason: z.string().nullable(),
  /** The purchase an accepted offer became. */
  purchaseId: z.number().int().nullable(),
  /** What the caller may do with the offer now (the negotiation's machine): the buttons to draw. */
  allowedActions: z.array(z.enum(OFFER_ACTIONS)),
  /**
   * The vehicle's list price for the offer's member in the offer's currency, whole units (JPY in yen);
   * null when it has none in that currency (a price enquiry, a price in another currency). A counter or
   * a new amount far from it is confirmed (web) or refused (API).
   */
  listPrice: z.string().nullable(),
  /**
   * What the amount on the table comes to landed for the dealer, in his prices' currency
   * ('NZD 25,050.00'); null when it cannot be priced (no amount yet, prices in another currency).
   */
  currentLandedPrice: z.string().nullable(),
});
export type OfferHistoryItem = z.infer<typeof offerHistoryItemSchema>;
export const offerHistorySchema = z.object({ offers: z.array(offerHistoryItemSchema) });
export type OfferHistory = z.infer<typeof offerHistorySchema>;

export const OFFER_STATUS_LABELS: Readonly<Record<string, string>> = OFFER_STATE_LABELS;

// ---------------------------------------------------------------------------------------------
// The negotiation. Amounts are decimal strings in whole units of the offer's currency
// (JPY in yen, as the offer is stored); people type yen amounts in thousands (priceUnitOf) and the
// web sends them multiplied out.
// ---------------------------------------------------------------------------------------------
const NEGOTIATION_MESSAGE_MAX = 2000;
// Separators accepted ('2,150,000'), the plain decimal kept; the API also refuses an amount far from
// the vehicle's list price (negotiationAmountCheck).
const amountText = amountTextSchema();
const message = z
  .string()
  .trim()
  .max(NEGOTIATION_MESSAGE_MAX, {
    error: fill(/*i18n*/ 'At most {max} characters.', { max: NEGOTIATION_MESSAGE_MAX }),
  })
  .default('');

/** Staff: Counter (amount + message); dealer: Send new amount. */
export const offerAmountStepSchema = z.object({ amount: amountText, message });
export type OfferAmountStep = z.infer<typeof offerAmountStepSchema>;
export type OfferAmountStepInput = z.input<typeof offerAmountStepSchema>;

/** Staff: Decline (reason). */
export const offerDeclineSchema = z.object({
  reason: z
    .string({ error: /*i18n*/ 'Please give a reason.' })
    .trim()
    .min(1, { error: /*i18n*/ 'Please give a reason.' })
    .max(NEGOTIATION_MESSAGE_MAX, {
      error: fill(/*i18n*/ 'At most {max} characters.', { max: NEGOTIATION_MESSAGE_MAX }),
    }),
});
export type OfferDecline = z.infer<typeof offerDeclineSchema>;

/** Withdraw, with an optional message. */
export const offerPlainStepSchema = z.object({ message }).default({ message: '' });

/**
 * Accept, with an optional message and the amount the person saw on the table (whole units): when
 * the other side changed it meanwhile, the acceptance is refused (409) rather than binding them to an
 * amount they never saw.
 */
export const offerAcceptSchema = z
  .object({ message, amount: amountText.optional() })
  .default({ message: '' });
export type OfferAccept = z.input<typeof offerAcceptSchema>;

export const offerEventSchema = z.object({
  id: z.number().int(),
  /** offer | counter | reoffer | accept | decline | withdraw | expire | message */
  kind: z.string(),
  actorRole: z.enum(['dealer', 'staff', 'system']),
  /** The member's or staff user's name; 'IBC Japan' for the system. */
  actorName: z.string(),
  amount: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type OfferEvent = z.infer<typeof offerEventSchema>;

/** GET /api/vehicle-auction/my-offers/:id and GET /api/admin/offers/:id. */
export const offerThreadSchema = z.object({
  offer: offerHistoryItemSchema.extend({
    companyName: z.string(),
    contactName: z.string(),
    countryName: z.string().nullable(),
  }),
  events: z.array(offerEventSchema),
});
export type OfferThread = z.infer<typeof offerThreadSchema>;

/** Offers on a page of the sales team's inbox, unless the query asks for another size. */
export const ADMIN_OFFERS_PAGE_SIZE = 50;

/** GET /api/admin/offers: the sales team's inbox, oldest first, a page at a time. */
export const adminOffersQuerySchema = z.object({
  status: z.enum(['open', ...OFFER_STATES, 'all']).default('open'),
  ...pageQueryFields(ADMIN_OFFERS_PAGE_SIZE),
});
export type AdminOffersQuery = z.infer<typeof adminOffersQuerySchema>;
export const adminOffersSchema = pageOf(offerThreadSchema.shape.offer);
export type AdminOffers = z.infer<typeof adminOffersSchema>;
export type AdminOffer = AdminOffers['items'][number];

/** Answer of every negotiation step. */
export const offerStepResponseSchema = z.object({
  status: z.string(),
  message: z.string(),
  purchaseId: z.number().int().nullable(),
});
export type OfferStepResponse = z.infer<typeof offerStepResponseSchema>;
