import { z } from 'zod';
import { isCalendarDate } from '../calendar-date.ts';
import { PURCHASE_ACTIONS, PURCHASE_STAGES, PURCHASE_STATES } from '../machines/purchase.ts';
import { pageOf, pageQueryFields } from './paging.ts';
import { sailingFields } from './shipping.ts';

// Purchases: a vehicle sold to a dealer's company, from the accepted offer on.

export const purchaseVehicleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  chassis: z.string(),
  photoUrl: z.string(),
});

/** A Japan calendar date, 'YYYY-MM-DD': every business date of a purchase (calendar-date.ts). */
const businessDateSchema = z.string();

/** GET /api/purchases: the member's company's purchases, newest first. */
export const purchaseSummarySchema = z.object({
  id: z.number().int(),
  stage: z.enum(PURCHASE_STATES),
  createdAt: z.string(),
  /** The day it was bought, in Japan. */
  purchasedOn: businessDateSchema,
  /** Why and when (Japan date) staff cancelled it; null while it goes ahead. */
  cancellation: z.object({ on: businessDateSchema, reason: z.string() }).nullable(),
  currency: z.string(),
  /** Whole currency units (JPY in yen). */
  agreedAmount: z.string(),
  /** FOB | C&F | CIF */
  terms: z.string(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  /** The port it ships to, and the vessel and voyage number it is booked on (null before booking). */
  destinationPort: z.string().nullable(),
  vesselName: z.string().nullable(),
  voyageNumber: z.string().nullable(),
  vehicle: purchaseVehicleSchema,
});
export type PurchaseSummary = z.infer<typeof purchaseSummarySchema>;
export const purchaseListSchema = z.object({ purchases: z.array(purchaseSummarySchema) });
export type PurchaseList = z.infer<typeof purchaseListSchema>;

/** The voyage a purchase is booked on, with the carrier's dates at its destination port. */
export const purchaseVoyageSchema = z.object({
  ...sailingFields,
  eta: z.string().nullable(),
});

/** GET /api/purchases/:id: the deal page. */
export const purchaseDetailSchema = purchaseSummarySchema.extend({
  offerId: z.number().int().nullable(),
  /** The voyage it is booked on (null before booking). */
  voyage: purchaseVoyageSchema.nullable(),
  consignee: z.string(),
  notifyParty: z.string(),
  /** The landed price of the agreed amount when it was accepted, as text ('NZD 10,868.00'). */
  landedPrice: z.string().nullable(),
  /** What the caller may do now (machines/purchase.ts): the dealer edits the parties; staff move it. */
  allowedActions: z.array(z.enum(PURCHASE_ACTIONS)),
  /** Every stage of the shipment; once cancelled, the stages reached and the cancellation. */
  timeline: z.array(
    z.object({
      stage: z.enum(PURCHASE_STATES),
      label: z.string(),
      /** When it was reached; null for a stage still ahead. */
      occurredAt: z.string().nullable(),
      /** The Japan date it was reached (what people are shown); null for a stage still ahead. */
      occurredOn: businessDateSchema.nullable(),
      /** What staff wrote with it (a cancellation's reason). */
      note: z.string(),
    }),
  ),
});
export type PurchaseDetail = z.infer<typeof purchaseDetailSchema>;

/** PATCH /api/purchases/:id: who the vehicle is shipped to, until it is booked on a voyage. */
export const purchasePartiesSchema = z.object({
  consignee: z
    .string()
    .trim()
    .min(1, { error: /*i18n*/ 'Please name the consignee.' })
    .max(500, { error: /*i18n*/ 'At most 500 characters.' }),
  notifyParty: z.string().trim().max(500, { error: /*i18n*/ 'At most 500 characters.' }).default(''),
});
export type PurchaseParties = z.infer<typeof purchasePartiesSchema>;
export type PurchasePartiesInput = z.input<typeof purchasePartiesSchema>;

/** Purchases on a page of the back office's list, unless the query asks for another size. */
export const ADMIN_PURCHASES_PAGE_SIZE = 50;

/** GET /api/admin/purchases/export: every purchase, newest first, optionally of one stage. */
export const adminPurchasesQuerySchema = z.object({
  stage: z.enum([...PURCHASE_STATES, 'all']).default('all'),
});
export type AdminPurchasesQuery = z.infer<typeof adminPurchasesQuerySchema>;
/** GET /api/admin/purchases: the same, a page at a time. */
export const adminPurchasesPageQuerySchema = adminPurchasesQuerySchema.extend(
  pageQueryFields(ADMIN_PURCHASES_PAGE_SIZE),
);
export type AdminPurchasesPageQuery = z.infer<typeof adminPurchasesPageQuerySchema>;
export const adminPurchaseSummarySchema = purchaseSummarySchema.extend({ companyName: z.string() });
export type AdminPurchaseSummary = z.infer<typeof adminPurchaseSummarySchema>;
export const adminPurchaseListSchema = pageOf(adminPurchaseSummarySchema);
export type AdminPurchaseList = z.infer<typeof adminPurchaseListSchema>;

/** GET /api/admin/purchases/:id: the deal, the company, and the voyages it could be booked on. */
export const adminPurchaseDetailSchema = purchaseDetailSchema.extend({
  companyName: z.string(),
  voyageOptions: z.array(purchaseVoyageSchema),
});
export type AdminPurchaseDetail = z.infer<typeof adminPurchaseDetailSchema>;

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * POST /api/admin/purchases/:id/stage: the stage reached and its Japan date. The server checks the
 * step against the purchase's machine (409) and the date against today in Japan and the stages
 * before it (400, fieldErrors.occurredOn).
 */
export const purchaseStageMoveSchema = z.object({
  stage: z.enum(PURCHASE_STAGES, { error: /*i18n*/ 'Choose a stage.' }),
  occurredOn: z
    .string({ error: /*i18n*/ 'Enter the date.' })
    .regex(DATE_TEXT, { error: /*i18n*/ 'Enter the date as YYYY-MM-DD.' })
    .refine(isCalendarDate, { error: /*i18n*/ 'Enter a real date.' }),
  note: z.string().trim().max(500, { error: /*i18n*/ 'At most 500 characters.' }).default(''),
});
export type PurchaseStageMove = z.infer<typeof purchaseStageMoveSchema>;
export type PurchaseStageMoveInput = z.input<typeof purchaseStageMoveSchema>;

/** POST /api/admin/purchases/:id/booking */
export const purchaseBookingSchema = z.object({
  voyageId: z.coerce
    .number({ error: /*i18n*/ 'Choose a voyage.' })
    .int({ error: /*i18n*/ 'Choose a voyage.' })
    .positive({ error: /*i18n*/ 'Choose a voyage.' }),
});
export type PurchaseBooking = z.infer<typeof purchaseBookingSchema>;

/** POST /api/admin/purchases/:id/cancel: why the deal is off (told to the dealer, kept in the log). */
export const purchaseCancelSchema = z.object({
  reason: z
    .string({ error: /*i18n*/ 'Please give the reason.' })
    .trim()
    .min(1, { error: /*i18n*/ 'Please give the reason.' })
    .max(500, { error: /*i18n*/ 'At most 500 characters.' }),
});
export type PurchaseCancel = z.infer<typeof purchaseCancelSchema>;
