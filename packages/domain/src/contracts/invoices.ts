import { z } from 'zod';
import { INVOICE_ACTIONS } from '../machines/invoice.ts';

// Invoices: the member's invoices and currency balances, the sales team's invoices.

export const INVOICE_STATUSES = ['due', 'part-paid', 'paid', 'overdue'] as const;
export const INVOICE_STATUS_LABELS: Readonly<Record<string, string>> = {
  due: 'Due',
  'part-paid': 'Part-paid',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
};

export const invoiceLineSchema = z.object({ kind: z.string(), description: z.string(), amount: z.string() });

export const collectionDatesSchema = z.object({
  /** ISO instant: the carrier's ETA - 48 h. */
  safeEta: z.string(),
  /** The safe ETA's date in New Zealand, where the collection dates are counted. */
  safeEtaDate: z.string(),
  earliest: z.string(),
  medium: z.string(),
  latest: z.string(),
});

export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  /** proforma | final */
  kind: z.string(),
  purchaseId: z.number().int(),
  vehicleName: z.string(),
  chassis: z.string(),
  currency: z.string(),
  /** Yen per unit of the currency used for the lines (null: nothing converted). */
  jpyPerUnit: z.string().nullable(),
  total: z.string(),
  /** Confirmed payments allocated to it. */
  paid: z.string(),
  balance: z.string(),
  dueDate: z.string(),
  collectionDates: collectionDatesSchema.nullable(),
  status: z.enum(INVOICE_STATUSES),
  voided: z.boolean(),
  issuedAt: z.string(),
  /** The date printed on the invoice: Japan's calendar date of `issuedAt` (businessDate). */
  issuedOn: z.string(),
  pdfUrl: z.string(),
  lines: z.array(invoiceLineSchema),
  /** What the caller may do now (machines/invoice.ts): the dealer pays, staff void. */
  allowedActions: z.array(z.enum(INVOICE_ACTIONS)),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const currencyBalanceSchema = z.object({
  currency: z.string(),
  invoiced: z.string(),
  paid: z.string(),
  outstanding: z.string(),
  credit: z.string(),
});
export type CurrencyBalanceView = z.infer<typeof currencyBalanceSchema>;

/** GET /api/invoices (?purchaseId=). */
export const invoiceListSchema = z.object({
  invoices: z.array(invoiceSummarySchema),
  balances: z.array(currencyBalanceSchema),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const invoiceListQuerySchema = z.object({
  purchaseId: z.coerce.number().int().positive('purchaseId must be a purchase id.').optional(),
});

/** GET /api/admin/invoices (?overdue=true, ?purchaseId=). */
export const adminInvoiceSchema = invoiceSummarySchema.extend({
  companyId: z.number().int(),
  companyName: z.string(),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;
export const adminInvoiceListSchema = z.object({ invoices: z.array(adminInvoiceSchema) });
export type AdminInvoiceList = z.infer<typeof adminInvoiceListSchema>;
export const adminInvoicesQuerySchema = z.object({
  overdue: z.enum(['true', 'false']).optional(),
  purchaseId: z.coerce.number().int().positive('purchaseId must be a purchase id.').optional(),
});
