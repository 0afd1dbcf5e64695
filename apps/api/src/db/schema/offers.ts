// Offers, enquiries, e-mail
import { OFFER_STATES, OPEN_OFFER_STATES, OUTBOX_STATUSES } from '@ibc/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
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
import { ports } from './reference.ts';
import { vehicles } from './stock.ts';

export const offers = pgTable(
  'offers',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id),
    companyId: integer('company_id').references(() => companies.id),
    vehicleId: requiredRef('vehicle_id', () => vehicles.id),
    /** Amount as sent (JPY offers already x1000, §9). */
    offerAmount: money('offer_amount').notNull(),
    currency: currencyCode('currency').notNull(),
    computedFees: money('computed_fees').notNull(),
    /** The port the member priced the offer to (C&F there); null: his company's port. */
    destinationPortId: integer('destination_port_id').references((): AnyPgColumn => ports.id),
    comment: text('comment').notNull().default(''),
    vehiclePrice: text('vehicle_price').notNull().default(''),
    deliveryType: text('delivery_type').notNull().default(''),
    /**
     * The delivery term the dealer was offered the vehicle on (its listing's FOB, C&F or CIF when he
     * sent the offer): the deal, its purchase and invoices keep it, whatever the listing says later.
     */
    terms: text('terms').notNull().default('FOB'),
    checklistLink: text('checklist_link').notNull().default(''),
    tab: smallint('tab').notNull(),
    isNzicp: boolean('is_nzicp').notNull().default(false),
    isDduStock: boolean('is_ddu_stock').notNull().default(false),
    /** OFFER_STATES (packages/domain machines/offer.ts); the CHECK holds the column to them. */
    status: text('status').notNull().default('submitted'),
    /** 'offer', or 'kap-enquiry': a price asked for a KAP vehicle (offer_amount 0 until a counter). */
    kind: text('kind').notNull().default('offer'),
    /** The amount on the table now: the dealer's latest offer or the sales team's latest counter. */
    currentAmount: money('current_amount'),
    /** An open offer without an answer expires at this moment (default 3 days). */
    expiresAt: timestamptz('expires_at'),
    /** Why it was declined ('Sold to another customer', ...). */
    closedReason: text('closed_reason'),
    idempotencyKey: text('idempotency_key'),
    ...timestamps(),
  },
  (t) => [
    // The sales team's inbox (oldest first, 500 at most) walks one of these in its order and stops:
    // one status, every status, or the open ones (a small index, whatever the history holds).
    index('offers_status_created_idx').on(t.status, t.createdAt, t.id),
    index('offers_created_idx').on(t.createdAt, t.id),
    index('offers_open_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in (${sql.raw(OPEN_OFFER_STATES.map((state) => `'${state}'`).join(', '))})`),
    index('offers_vehicle_status_idx').on(t.vehicleId, t.status),
    index('offers_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('offers_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    oneOf('offers_status_check', t.status, OFFER_STATES),
  ],
);

export const enquiries = pgTable(
  'enquiries',
  {
    id: serialId(),
    /** 'contact' | 'kap' | 'email-checklist' | 'sourcing' (find me this vehicle). */
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id),
    sender: text('sender').notNull(),
    senderEmailAddress: text('sender_email_address').notNull(),
    body: text('body').notNull(),
    vehicleIds: integer('vehicle_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** A sourcing request's search (the search page's query string). */
    searchQuery: text('search_query'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_kind_idx').on(t.kind, t.createdAt),
  ],
);

/** Transactional outbox: written with the business record, delivered by the mail worker. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serialId(),
    kind: text('kind').notNull(), // offer-sales, offer-confirmation, enquiry, verify-email, ...
    to: text('to').array().notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'), // pending | sending | sent | dead
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    oneOf('email_outbox_status_check', t.status, OUTBOX_STATUSES),
  ],
);
