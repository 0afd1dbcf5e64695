// The deal after the offer: negotiation, purchases, invoices, payments, shipment,
// documents, notifications, scheduled jobs. See docs/decisions/0008-deal-flow.md.
import { INVOICE_STATES, PAYMENT_STATES, PURCHASE_STATES } from '@ibc/domain';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  currencyCode,
  money,
  oneOf,
  requiredRef,
  serialId,
  timestamps,
  timestamptz,
} from './columns.ts';
import { companies, users } from './accounts.ts';
import { voyages } from './back-office.ts';
import { files } from './files.ts';
import { offers } from './offers.ts';
import { ports } from './reference.ts';
import { vehicles } from './stock.ts';

/**
 * Every step of an offer's negotiation, oldest first: the dealer's offer and re-offers, the sales
 * team's counters, acceptances, declines, withdrawals, expiry and plain messages. offers.status is
 * the state these events led to (packages/domain machines/offer.ts).
 */
export const offerEvents = pgTable(
  'offer_events',
  {
    id: serialId(),
    offerId: requiredRef('offer_id', () => offers.id, { onDelete: 'cascade' }),
    /** 'offer' | 'counter' | 'reoffer' | 'accept' | 'decline' | 'withdraw' | 'expire' | 'message'. */
    kind: text('kind').notNull(),
    /** Null for the system (expiry, 'sold to another customer'). */
    actorUserId: integer('actor_user_id').references(() => users.id),
    /** 'dealer' | 'staff' | 'system'. */
    actorRole: text('actor_role').notNull(),
    /** The amount offered or countered, in the offer's currency (JPY as stored on the offer). */
    amount: money('amount'),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('offer_events_offer_idx').on(t.offerId, t.createdAt, t.id)],
);

/** A vehicle sold to a dealer's company: created when an offer is accepted. */
export const purchases = pgTable(
  'purchases',
  {
    id: serialId(),
    offerId: integer('offer_id').references(() => offers.id),
    companyId: requiredRef('company_id', () => companies.id),
    /** The member who made the offer. */
    userId: requiredRef('user_id', () => users.id),
    vehicleId: requiredRef('vehicle_id', () => vehicles.id),
    /** The currency account the deal is in (the offer's currency). */
    currency: currencyCode('currency').notNull(),
    /** The agreed price in whole currency units (JPY in yen, not thousands). */
    agreedAmount: money('agreed_amount').notNull(),
    /** 'FOB' | 'C&F' | 'CIF': the offer's term (offers.terms), the one the dealer was offered. */
    terms: text('terms').notNull(),
    /**
     * The member's price details at acceptance (§3 priceDetails: forex, ofsFees, gst, freightCost,
     * the landed price of the agreed amount): what the invoices' lines are made from.
     */
    priceSnapshot: jsonb('price_snapshot')
      .notNull()
      .default(sql`'{}'::jsonb`),
    destinationPortId: integer('destination_port_id').references(() => ports.id),
    consignee: text('consignee').notNull().default(''),
    notifyParty: text('notify_party').notNull().default(''),
    /** purchased | in-yard | export-certificate | inspected | booked | departed | arrived | released | cancelled. */
    stage: text('stage').notNull().default('purchased'),
    voyageId: integer('voyage_id').references(() => voyages.id),
    /** Carrier's ETD / ETA of the booked voyage at the destination port (moved when the voyage moves). */
    etd: timestamptz('etd'),
    eta: timestamptz('eta'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('purchases_offer_uq').on(t.offerId),
    // One live purchase per vehicle: the database refuses a double sale whatever the code does.
    uniqueIndex('purchases_vehicle_live_uq')
      .on(t.vehicleId)
      .where(sql`stage <> 'cancelled'`),
    index('purchases_company_idx').on(t.companyId, t.createdAt),
    // The sales team's list (newest first, 500 at most), every stage or one, walks these and stops.
    index('purchases_created_idx').on(t.createdAt, t.id),
    index('purchases_stage_created_idx').on(t.stage, t.createdAt, t.id),
    index('purchases_voyage_idx').on(t.voyageId),
    oneOf('purchases_stage_check', t.stage, PURCHASE_STATES),
  ],
);

/** The shipment timeline of a purchase: each stage reached, with its date. */
export const purchaseStages = pgTable(
  'purchase_stages',
  {
    id: serialId(),
    purchaseId: requiredRef('purchase_id', () => purchases.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    /** When the stage happened (or, for departed/arrived, is scheduled by the carrier). */
    occurredAt: timestamptz('occurred_at').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('purchase_stages_purchase_stage_uq').on(t.purchaseId, t.stage),
    oneOf('purchase_stages_stage_check', t.stage, PURCHASE_STATES),
  ],
);

/** Gapless invoice numbers: one row per year, incremented inside the invoice's transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: serialId(),
    /** 'IBC-2026-000123': year and a per-year number without gaps. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** 'proforma' | 'final'. */
    kind: text('kind').notNull(),
    purchaseId: requiredRef('purchase_id', () => purchases.id),
    companyId: requiredRef('company_id', () => companies.id),
    currency: currencyCode('currency').notNull(),
    /** Yen per one unit of the currency used for the lines (null for JPY). */
    jpyPerUnit: numeric('jpy_per_unit', { precision: 14, scale: 6 }),
    total: money('total').notNull(),
    /** Due date (for NZ final invoices: the latest collection date). */
    dueDate: date('due_date').notNull(),
    /** §1 NZ collection dates (countryId 75 final invoices only). */
    safeEta: timestamptz('safe_eta'),
    collectionEarliest: date('collection_earliest'),
    collectionMedium: date('collection_medium'),
    collectionLatest: date('collection_latest'),
    /** 'open' | 'void'. Paid / part-paid / overdue are computed from confirmed payments and the date. */
    status: text('status').notNull().default('open'),
    issuedBy: integer('issued_by').references(() => users.id),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_year_sequence_uq').on(t.year, t.sequence),
    index('invoices_company_idx').on(t.companyId, t.dueDate),
    index('invoices_purchase_idx').on(t.purchaseId),
    oneOf('invoices_status_check', t.status, INVOICE_STATES),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serialId(),
    invoiceId: requiredRef('invoice_id', () => invoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** 'vehicle' | 'freight' | 'inspection' | 'insurance' | 'gst' | 'deposit' | 'less-deposit' | 'other'. */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [uniqueIndex('invoice_lines_invoice_position_uq').on(t.invoiceId, t.position)],
);

/** A T/T payment a dealer recorded; only confirmed ones reduce what the company owes. */
export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    companyId: requiredRef('company_id', () => companies.id),
    userId: requiredRef('user_id', () => users.id),
    currency: currencyCode('currency').notNull(),
    amount: money('amount').notNull(),
    paidOn: date('paid_on').notNull(),
    reference: text('reference').notNull().default(''),
    proofFileId: integer('proof_file_id').references(() => files.id),
    proofFileName: text('proof_file_name'),
    /** 'pending' | 'confirmed' | 'rejected'. */
    status: text('status').notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamptz('reviewed_at'),
    rejectReason: text('reject_reason'),
    /** The dealer's Idempotency-Key: a retry with it answers with this payment instead of a second one. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('payments_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    index('payments_status_idx').on(t.status, t.createdAt),
    // The file cleanup (lib/file-store.ts) asks, for each file, whether a payment still uses it.
    index('payments_proof_file_idx').on(t.proofFileId),
    oneOf('payments_status_check', t.status, PAYMENT_STATES),
  ],
);

/** Which invoices a payment was meant for, and how much of it each. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: requiredRef('payment_id', () => payments.id, { onDelete: 'cascade' }),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    index('payment_allocations_invoice_idx').on(t.invoiceId),
  ],
);

/** Files of a purchase uploaded by staff: bill of lading, export and inspection certificates, others. */
export const purchaseDocuments = pgTable(
  'purchase_documents',
  {
    id: serialId(),
    purchaseId: requiredRef('purchase_id', () => purchases.id, { onDelete: 'cascade' }),
    /** 'bill-of-lading' | 'export-certificate' | 'inspection-certificate' | 'other'. */
    kind: text('kind').notNull(),
    fileId: requiredRef('file_id', () => files.id),
    fileName: text('file_name').notNull(),
    /** The document's own number where it has one (a bill of lading's B/L number); '' if none. */
    reference: text('reference').notNull().default(''),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('purchase_documents_purchase_idx').on(t.purchaseId, t.kind),
    index('purchase_documents_file_idx').on(t.fileId),
  ],
);

/** What a user should know about: the bell and /my-account/notices. One row per recipient. */
export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    /** 'offer-countered' | 'offer-accepted' | ... (packages/domain notifications.ts). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Where the notification leads in the site ('/my-account/purchases/12'). */
    link: text('link').notNull().default(''),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt, t.id)],
);

/** Kinds of notification a user does not want by e-mail (the bell still shows them). */
export const notificationEmailOptOuts = pgTable(
  'notification_email_opt_outs',
  {
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Recurring work (offer expiry, payment reminders, the overdue list): one row per job, claimed by
 * whichever API instance finds it due first (FOR UPDATE SKIP LOCKED and a lease), lib/scheduled-jobs.ts.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamptz('next_run_at').notNull().defaultNow(),
  lockedUntil: timestamptz('locked_until'),
  lastRunAt: timestamptz('last_run_at'),
  lastError: text('last_error'),
});
