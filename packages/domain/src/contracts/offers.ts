import { z } from 'zod';
import { MAX_RECORD_ID } from './errors.ts';

// Contracts of offers and enquiries (issue 6), shared by the API (response schemas) and the web app.

/** Answer of POST /api/vehicle-auction/send-offer (§7 "response field message used"). */
export const sendOfferResponseSchema = z.object({ message: z.string(), offerId: z.number().int() });
export type SendOfferResponse = z.infer<typeof sendOfferResponseSchema>;

export const OFFER_SENT_MESSAGE = 'Your offer has been sent. Our sales team will contact you shortly.';

/** §7 send-email-kap-enquiry: "body the vehicle"; only its id is read (plus an optional comment). */
export const kapEnquiryRequestSchema = z.object({
  id: z.number().int().positive().max(MAX_RECORD_ID, { error: 'Please give a valid vehicle id.' }),
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
  comment: z.string(),
  /** submitted | accepted | declined | withdrawn */
  status: z.string(),
  createdAt: z.string(),
  checklistLink: z.string(),
});
export type OfferHistoryItem = z.infer<typeof offerHistoryItemSchema>;
export const offerHistorySchema = z.object({ offers: z.array(offerHistoryItemSchema) });
export type OfferHistory = z.infer<typeof offerHistorySchema>;

export const OFFER_STATUS_LABELS: Readonly<Record<string, string>> = {
  submitted: 'Submitted',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};
