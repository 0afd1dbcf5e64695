import { z } from 'zod';
import { INVOICE_ACTIONS } from '../machines/invoice.ts';
import { pageOf, pageQueryFields } from './paging.ts';

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
/** The invoices of one purchase (GET /api/admin/purchases/:id/invoices, and issuing one). */
export const adminInvoiceListSchema = z.object({ invoices: z.array(adminInvoiceSchema) });
export type AdminInvoiceList = z.infer<typeof adminInvoiceListSchema>;
/** GET /api/admin/invoices: a page of every invoice. */
export const adminInvoicePageSchema = pageOf(adminInvoiceSchema);
export type AdminInvoicePage = z.infer<typeof adminInvoicePageSchema>;

/** Invoices on a page of the back office's list, unless the query asks for another size. */
export const ADMIN_INVOICES_PAGE_SIZE = 50;

/** GET /api/admin/invoices/export: every invoice, soonest due first (overdue=true: the overdue ones). */
export const adminInvoicesQuerySchema = z.object({
  overdue: z.enum(['true', 'false']).optional(),
  purchaseId: z.coerce.number().int().positive('purchaseId must be a purchase id.').optional(),
});
export type AdminInvoicesQuery = z.infer<typeof adminInvoicesQuerySchema>;
/** GET /api/admin/invoices: the same, a page at a time. */
export const adminInvoicesPageQuerySchema = adminInvoicesQuerySchema.extend(
  pageQueryFields(ADMIN_INVOICES_PAGE_SIZE),
);
export type AdminInvoicesPageQuery = z.infer<typeof adminInvoicesPageQuerySchema>;
