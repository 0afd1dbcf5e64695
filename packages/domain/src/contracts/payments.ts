import { z } from 'zod';
import { currencyPlaces, PAYMENT_DATE_MESSAGES, paymentDateError } from '../invoices.ts';
import { PAYMENT_ACTIONS, PAYMENT_STATES } from '../machines/payment.ts';
import { amountTextSchema } from '../typed-amount.ts';
import { DOCUMENT_CONTENT_TYPES, MAX_DOCUMENT_BYTES } from './documents.ts';
import { pageOf, pageQueryFields } from './paging.ts';

// Payments: T/T payments a dealer records with a proof, confirmed or rejected by staff.

/** Proof of payment: a PDF or an image, up to 10 MB, like a purchase document (told by its bytes). */
export const PAYMENT_PROOF_CONTENT_TYPES = DOCUMENT_CONTENT_TYPES;
export const MAX_PAYMENT_PROOF_BYTES = MAX_DOCUMENT_BYTES;

// Amounts are typed in whole units of the currency, yen included ('430,000'), read by the one rule
// (readTypedAmount): separators accepted, the plain decimal kept.
const amountText = amountTextSchema({ places: 2 });

export const paymentAllocationInputSchema = z.object({
  invoiceId: z.number().int().positive(),
  amount: amountText,
});

const YEN_WHOLE = /*i18n*/ 'Yen amounts are whole yen, e.g. 430,000.';

/** POST /api/payments. */
export const recordPaymentSchema = z
  .object({
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, /*i18n*/ 'Choose the currency you paid in.')
      .transform((value) => value.toUpperCase()),
    amount: amountText,
    // A real day, neither in the future nor more than a year ago (paymentDateError), checked when the
    // request is read: the same rule as the service's, next to the field.
    paidOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, PAYMENT_DATE_MESSAGES.invalid)
      .superRefine((paidOn, ctx) => {
        const error = paymentDateError(paidOn, new Date());
        if (error) ctx.addIssue({ code: 'custom', message: error });
      }),
    reference: z.string().trim().max(200, /*i18n*/ 'The reference is at most 200 characters.').default(''),
    proofId: z.string().trim().min(1, /*i18n*/ "Upload the bank's proof of payment (PDF or image)."),
    /** The uploaded file's name, kept for the download. */
    proofFileName: z.string().trim().max(200).optional(),
    allocations: z
      .array(paymentAllocationInputSchema)
      .min(1, /*i18n*/ 'Choose at least one invoice this payment is for.')
      .max(50),
  })
  .superRefine((payment, ctx) => {
    // Yen has no smaller unit: a yen payment, and its share of each invoice, is whole yen.
    if (currencyPlaces(payment.currency) > 0) return;
    if (payment.amount.includes('.')) ctx.addIssue({ code: 'custom', path: ['amount'], message: YEN_WHOLE });
    if (payment.allocations.some((a) => a.amount.includes('.')))
      ctx.addIssue({ code: 'custom', path: ['allocations'], message: YEN_WHOLE });
  });
export type RecordPayment = z.input<typeof recordPaymentSchema>;

export const paymentProofSchema = z.object({ proofId: z.string(), fileName: z.string() });
export type PaymentProof = z.infer<typeof paymentProofSchema>;

export const paymentAllocationSchema = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  amount: z.string(),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  amount: z.string(),
  paidOn: z.string(),
  reference: z.string(),
  /** pending | confirmed | rejected */
  status: z.string(),
  rejectReason: z.string().nullable(),
  proofUrl: z.string().nullable(),
  proofFileName: z.string().nullable(),
  createdAt: z.string(),
  allocations: z.array(paymentAllocationSchema),
  /** What the caller may do now (machines/payment.ts): staff confirm or reject a pending payment. */
  allowedActions: z.array(z.enum(PAYMENT_ACTIONS)),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentListSchema = z.object({ payments: z.array(paymentSchema) });
export type PaymentList = z.infer<typeof paymentListSchema>;

export const paymentListQuerySchema = z.object({
  purchaseId: z.coerce.number().int().positive('purchaseId must be a purchase id.').optional(),
});

export const adminPaymentSchema = paymentSchema.extend({
  companyId: z.number().int(),
  companyName: z.string(),
  recordedBy: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentListSchema = pageOf(adminPaymentSchema);
export type AdminPaymentList = z.infer<typeof adminPaymentListSchema>;

/** Payments on a page of the back office's list, unless the query asks for another size. */
export const ADMIN_PAYMENTS_PAGE_SIZE = 50;

/** GET /api/admin/payments/export: every payment, pending first, optionally in one state. */
export const adminPaymentsQuerySchema = z.object({
  status: z.enum(PAYMENT_STATES).optional(),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;
/** GET /api/admin/payments: the same, a page at a time. */
export const adminPaymentsPageQuerySchema = adminPaymentsQuerySchema.extend(
  pageQueryFields(ADMIN_PAYMENTS_PAGE_SIZE),
);
export type AdminPaymentsPageQuery = z.infer<typeof adminPaymentsPageQuerySchema>;
export const rejectPaymentSchema = z.object({
  reason: z.string().trim().min(1, /*i18n*/ 'Tell the dealer why the payment is rejected.').max(500),
});
