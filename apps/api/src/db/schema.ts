// The data model of the export platform (spec §3, plus what a real exporter needs).
// Money is stored as numeric (exact decimal); JPY vehicle prices are in thousands of yen, as the
// spec's offers are (§9 "offer (thousands of yen)").
import {
  ACCOUNT_STATUSES,
  INVOICE_STATES,
  OFFER_STATES,
  OUTBOX_STATUSES,
  PAYMENT_STATES,
  PURCHASE_STATES,
  VEHICLE_STATUSES,
} from '@ibc/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  char,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  date,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A CHECK that a status column holds one of its machine's states: the database refuses what the
 * domain's table does not know, and the list has one source (packages/domain/src/machines).
 */
const oneOf = (name: string, column: AnyPgColumn, states: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(states.map((state) => `'${state}'`).join(', '))})`);

// ---------------------------------------------------------------------------------------------
// Reference data: countries, cities, ports, currencies
// ---------------------------------------------------------------------------------------------
export const currencies = pgTable('currencies', {
  code: char('code', { length: 3 }).primaryKey(),
  name: text('name').notNull(),
  /**
   * The opening rate the currency was created with (yen per unit; JPY 1). Nothing reads it: the rate
   * of a currency is the one in force in forex_rates (modules/pricing/forex-in-force.ts).
   */
  jpyPerUnit: numeric('jpy_per_unit', { precision: 14, scale: 6 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const countries = pgTable('countries', {
  /** The exporter's own country ids (75 = New Zealand; 70, 295, 104 = DDU markets), spec §9. */
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: char('code', { length: 2 }).notNull(),
  currency: char('currency', { length: 3 })
    .notNull()
    .references(() => currencies.code),
  /** Landed-cost region (§9): 'atnz', 'atoz' or null for FOB/CIF markets. */
  exportRegion: text('export_region'),
  /** GST/VAT multiplier applied to landed prices, e.g. 1.15 for New Zealand. */
  gst: numeric('gst', { precision: 6, scale: 4 }).notNull().default('1'),
  defaultPortId: integer('default_port_id'),
  isSearchable: boolean('is_searchable').notNull().default(true),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
  },
  (t) => [index('cities_country_idx').on(t.countryId)],
);

export const ports = pgTable(
  'ports',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
  },
  (t) => [index('ports_country_idx').on(t.countryId)],
);

/** What it costs to get a vehicle from Japan to a destination port, by vehicle size class. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serial('id').primaryKey(),
    portId: integer('port_id')
      .notNull()
      .references(() => ports.id),
    /** 'small' | 'medium' | 'large' (from the vehicle's length). */
    sizeClass: text('size_class').notNull(),
    /** Sea freight in yen (added to FOB for JPY-priced markets). */
    freightJpy: integer('freight_jpy').notNull(),
    /** Offshore fees (freight, insurance, inspection, compliance) in the destination currency. */
    ofsFees: numeric('ofs_fees', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('shipping_rates_port_size_uq').on(t.portId, t.sizeClass)],
);

// ---------------------------------------------------------------------------------------------
// Customers, staff, currency accounts, sign-in
// ---------------------------------------------------------------------------------------------
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    portId: integer('port_id').references(() => ports.id),
    phone: text('phone').notNull().default(''),
    /** Notification addresses, in order (§3: several addresses, shown one per line). */
    emails: text('emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    exportRegion: text('export_region'),
    hasAccessBmsm: boolean('has_access_bmsm').notNull().default(false),
    hasIdirectAccess: boolean('has_idirect_access').notNull().default(false),
    /** dDUShippingFee.companyName of §3: the company's DDU shipping agent, if any. */
    dduShippingCompanyName: text('ddu_shipping_company_name'),
    /**
     * 'pending' | 'approved' | 'rejected'. A new sign-up waits for the sales team:
     * until approved its members see the stock without prices.
     */
    status: text('status').notNull().default('pending'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Why a sign-up was rejected (told to the applicant), or a note on the approval. */
    reviewNote: text('review_note'),
    /** The staff user who looks after this customer. */
    accountManagerId: integer('account_manager_id').references((): AnyPgColumn => users.id),
    createdAt: createdAt(),
  },
  (t) => [oneOf('companies_status_check', t.status, ACCOUNT_STATUSES)],
);

/**
 * A notification address a member added, waiting for its owner to confirm it by the e-mailed link:
 * no other mail goes there until then. Confirmed addresses live in
 * companies.emails.
 */
export const notificationAddressConfirmations = pgTable(
  'notification_address_confirmations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_address_confirmations_company_email_uq').on(t.companyId, t.email),
    uniqueIndex('notification_address_confirmations_token_uq').on(t.tokenHash),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Sign-in address, stored lower-case. */
    email: text('email').notNull(),
    contactName: text('contact_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 'customer' | 'staff' (sales) | 'admin' (sales, and manages the staff users). */
    role: text('role').notNull().default('customer'),
    companyId: integer('company_id').references(() => companies.id),
    /** Currency of the account whose prices the member is looking at (§2 Switch Account). */
    activeCurrency: char('active_currency', { length: 3 }).notNull().default('JPY'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Raised by sign-out and password reset; access tokens carry the version they were issued
     * under, so older ones stop working at once.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set by the back office: the user can no longer sign in and every token is dead. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * Password sign-ins so far: the account summary says 'Welcome' during the first and
     * 'Welcome back' after. Refreshing a session is not a sign-in.
     */
    signInCount: integer('sign_in_count').notNull().default(0),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

export const currencyAccounts = pgTable(
  'currency_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    currency: char('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('currency_accounts_company_currency_uq').on(t.companyId, t.currency)],
);

/** Opaque refresh tokens, stored hashed, rotated on use; a family is one sign-in. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** One-time links: password reset and e-mail verification. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(), // 'password-reset' | 'verify-email'
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_uq').on(t.tokenHash)],
);

/**
 * Growing-delay throttles (sign-in): attempts since the last quiet period and when the last one came.
 * Shared by every API instance, like the rate limits.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
});

/** Fixed-window counters shared by every API instance (rate limits must not live in memory). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// Stock
// ---------------------------------------------------------------------------------------------
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(), // Sedan, Hatchback, SUV, Wagon, Van, Truck, ...
  slug: text('slug').notNull().unique(),
});

export const makes = pgTable('makes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('models_make_name_uq').on(t.makeId, t.name)],
);

export const dealers = pgTable('dealers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  prefecture: text('prefecture').notNull().default(''),
});

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    /** Chassis number in model-code-serial form, e.g. NHP10-1234567. */
    chassis: text('chassis').notNull(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    /** Denormalised names: search filters and sorts read them without joins. */
    make: text('make').notNull(),
    model: text('model').notNull(),
    grade: text('grade').notNull().default(''),
    year: smallint('year').notNull(),
    month: smallint('month'),
    categoryId: integer('category_id').references(() => categories.id),
    /** Body type shown as 'Vehicle Type' (Hatchback, Sedan, SUV, Van, ...). */
    bodyType: text('body_type').notNull(),
    kms: integer('kms').notNull(),
    engineCc: integer('engine_cc').notNull(),
    doors: smallint('doors').notNull(),
    seats: smallint('seats'),
    isLeftHandDrive: boolean('is_left_hand_drive').notNull().default(false),
    transmission: text('transmission').notNull(), // Automatic, Manual, CVT
    fuel: text('fuel').notNull(), // Petrol, Diesel, Hybrid, Electric, Plug-in Hybrid
    driveType: text('drive_type').notNull().default('2WD'),
    /** §4: 1 Normal, 2 Aluminum, other Wheel Covers. */
    wheelStyle: smallint('wheel_style'),
    interiorType: text('interior_type'),
    interiorColor: text('interior_color'),
    hasSunRoof: boolean('has_sun_roof').notNull().default(false),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    color: text('color').notNull(),
    /** Auction condition grade 0..5 in halves; null means 'R' (repaired). */
    conditionGrade: numeric('condition_grade', { precision: 2, scale: 1 }),
    interiorGrade: text('interior_grade'),
    /** 'used' | 'repaired' | 'new'. */
    condition: text('condition').notNull().default('used'),
    /** Yard or port where the vehicle stands (Yokohama, Nagoya, Auckland, ...). */
    location: text('location').notNull(),
    /** Stock tab number (§4 mapping): 1 japan/IBC stock, 12 NZ landed, 15 dealer direct, 16 DDU, ... */
    stockTab: smallint('stock_tab').notNull().default(1),
    /** 'ibc' | 'dealer-direct' | 'ddu'. */
    stockType: text('stock_type').notNull().default('ibc'),
    /** DDU delivery types offered (§3: 0 Pick Up At Port, 1 Delivery Via Driver, 2 Delivery Via Car Carrier). */
    deliveryTypes: smallint('delivery_types')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    isMaxcareUnit: boolean('is_maxcare_unit').notNull().default(false),
    isIdirect: boolean('is_idirect').notNull().default(false),
    isKapStock: boolean('is_kap_stock').notNull().default(false),
    /** Trade terms the price is quoted on (FOB, C&F, CIF). */
    terms: text('terms').notNull().default('FOB'),
    customerTerms: text('customer_terms'),
    dealerId: integer('dealer_id').references(() => dealers.id),
    dealerName: text('dealer_name').notNull().default(''),
    /** Currency the vehicle is negotiated in; 'JPY' prices are thousands of yen (§9). */
    negotiateCurrency: char('negotiate_currency', { length: 3 }).notNull().default('JPY'),
    basePrice: numeric('base_price', { precision: 14, scale: 2 }).notNull(),
    /** Size class used to pick the shipping rate ('small' | 'medium' | 'large'). */
    sizeClass: text('size_class').notNull().default('medium'),
    keywords: text('keywords').notNull().default(''),
    /** Lower-case text searched by the free-text box (make, model, grade, chassis, keywords). */
    searchText: text('search_text').notNull().default(''),
    photoCount: smallint('photo_count').notNull().default(6),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * 'available' | 'reserved' | 'sold' | 'withdrawn' (VEHICLE_STATUSES); the searches show available and
     * reserved (marked) stock.
     */
    status: text('status').notNull().default('available'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vehicles_chassis_uq').on(t.chassis),
    index('vehicles_tab_listed_idx').on(t.stockTab, t.listedAt, t.id),
    // Stock search (ADR 0005): make/model filters read the newest first straight from this index.
    index('vehicles_make_model_year_idx').on(t.make, t.model, t.year, t.id),
    // Migration 0011 adds INCLUDE (status, stock_type, stock_tab, fuel, listed_at, search_text): free text
    // sorted by year is an index-only walk. Drizzle cannot declare INCLUDE.
    index('vehicles_year_idx').on(t.year, t.id),
    index('vehicles_price_idx').on(t.basePrice, t.id),
    // Members' price sort (ADR 0005): one walk per size class in listed-price order, and the few
    // units outside those walks.
    index('vehicles_size_price_idx').on(t.sizeClass, t.basePrice, t.id),
    // The same walks inside one stock type (the IBC and Dealer Direct tabs): a small tab's
    // page no longer filters its units out of the whole size class.
    index('vehicles_type_size_price_idx')
      .on(t.stockType, t.sizeClass, t.basePrice, t.id)
      .where(sql`${t.negotiateCurrency} = 'JPY' and not ${t.isKapStock}`),
    // Members' price sort (ADR 0005): the few units outside the per-size-class JPY index walks.
    index('vehicles_other_price_idx')
      .on(t.stockType, t.basePrice, t.id)
      .where(
        sql`${t.negotiateCurrency} <> 'JPY' or ${t.isKapStock} or ${t.sizeClass} not in ('small', 'medium', 'large')`,
      ),
    // Left-hand drive is about 1 unit in 100: its pages walk these few entries, not the year index.
    index('vehicles_lhd_year_idx')
      .on(t.year, t.id)
      .where(sql`${t.isLeftHandDrive}`),
    index('vehicles_kms_idx').on(t.kms, t.id),
    index('vehicles_grade_idx').on(t.conditionGrade, t.id),
    // Sort by condition grade DESC puts repaired units (null) last: needs its own direction.
    index('vehicles_grade_desc_idx').on(t.conditionGrade.desc().nullsLast(), t.id.desc()),
    index('vehicles_listed_idx').on(t.listedAt, t.id),
    // Back office: the stock list filtered or sorted by status, newest first, and the
    // dashboard's counts by status (an index-only scan instead of reading every row).
    index('vehicles_status_listed_idx').on(t.status, t.listedAt, t.id),
    index('vehicles_fuel_idx').on(t.fuel),
    index('vehicles_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    oneOf('vehicles_status_check', t.status, VEHICLE_STATUSES),
  ],
);

// ---------------------------------------------------------------------------------------------
// Offers, enquiries, e-mail
// ---------------------------------------------------------------------------------------------
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    /** Amount as sent (JPY offers already x1000, §9). */
    offerAmount: numeric('offer_amount', { precision: 14, scale: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    computedFees: numeric('computed_fees', { precision: 14, scale: 2 }).notNull(),
    /** The port the member priced the offer to (C&F there); null: his company's port. */
    destinationPortId: integer('destination_port_id').references((): AnyPgColumn => ports.id),
    comment: text('comment').notNull().default(''),
    vehiclePrice: text('vehicle_price').notNull().default(''),
    deliveryType: text('delivery_type').notNull().default(''),
    checklistLink: text('checklist_link').notNull().default(''),
    tab: smallint('tab').notNull(),
    isNzicp: boolean('is_nzicp').notNull().default(false),
    isDduStock: boolean('is_ddu_stock').notNull().default(false),
    /** OFFER_STATES (packages/domain machines/offer.ts); the CHECK holds the column to them. */
    status: text('status').notNull().default('submitted'),
    /** 'offer', or 'kap-enquiry': a price asked for a KAP vehicle (offer_amount 0 until a counter). */
    kind: text('kind').notNull().default('offer'),
    /** The amount on the table now: the dealer's latest offer or the sales team's latest counter. */
    currentAmount: numeric('current_amount', { precision: 14, scale: 2 }),
    /** An open offer without an answer expires at this moment (default 3 days). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Why it was declined ('Sold to another customer', ...). */
    closedReason: text('closed_reason'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_status_created_idx').on(t.status, t.createdAt),
    index('offers_vehicle_status_idx').on(t.vehicleId, t.status),
    index('offers_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('offers_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    oneOf('offers_status_check', t.status, OFFER_STATES),
  ],
);

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
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
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(), // offer-sales, offer-confirmation, enquiry, verify-email, ...
    to: text('to').array().notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'), // pending | sending | sent | dead
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    oneOf('email_outbox_status_check', t.status, OUTBOX_STATUSES),
  ],
);

// ---------------------------------------------------------------------------------------------
// Announcements (§1, §4): data, not components
// ---------------------------------------------------------------------------------------------
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** Rich content (sanitised HTML written by staff). */
  bodyHtml: text('body_html').notNull(),
  startDate: date('start_date'),
  /** Last day the pop-up is shown (inclusive). */
  endDate: date('end_date'),
  /** 'everyone' | 'nz' (countryId 75 only). */
  audience: text('audience').notNull().default('everyone'),
  /** Browser storage key holding the last-seen date (§4). */
  storageKey: text('storage_key').notNull(),
  showAsPopup: boolean('show_as_popup').notNull().default(true),
  meta: jsonb('meta'),
  createdAt: createdAt(),
});

/** Instance-independent settings, e.g. the generated token-signing secret when AUTH_SECRET is unset. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// The stock's version. One row, moved on once by every committed transaction that changes
// what a public search can show (vehicles and the tables its WHERE reads), by deferred triggers of
// migration 0014. Every API instance compares it with the version its cached search pages were read
// at, so a cached page is never older than the last commit (ADR 0005).
// ---------------------------------------------------------------------------------------------
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** The transaction that last moved the version on (it moves once per transaction). */
    lastTransaction: bigint('last_transaction', { mode: 'number' }),
  },
  (t) => [check('stock_changes_one_row', sql`${t.id}`)],
);

// ---------------------------------------------------------------------------------------------
// Stored files (vehicle photos, announcement images): bytes in the database, so every API
// instance serves the same files. One row per distinct content (sha256); see lib/file-store.ts.
// ---------------------------------------------------------------------------------------------
/** bytea as a Buffer (PGlite answers with a Uint8Array, node-postgres with a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  /** Hex SHA-256 of the bytes: the dedup key, the ETag and the file's public name. */
  sha256: char('sha256', { length: 64 }).notNull().unique(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** The photos of a vehicle in display order (position 0 is the front photo). */
export const vehiclePhotos = pgTable(
  'vehicle_photos',
  {
    /** Stable across reorders: the back office names a photo by it. */
    id: serial('id').notNull().unique(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** The medium size: what /media/vehicles/:id/:position serves (tiles, checklist, compare, mail). */
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    /**
     * The thumbnail and large WebP of an uploaded photo (modules/stock/stock-photos.service.ts).
     * Null for the seeded demo illustrations: one scale-free SVG serves every size.
     */
    thumbnailFileId: integer('thumbnail_file_id').references(() => files.id),
    largeFileId: integer('large_file_id').references(() => files.id),
    /** What the photo shows ('Front three-quarter', 'Interior', ...); '' for an uploaded photo. */
    view: text('view').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.position] })],
);

// ---------------------------------------------------------------------------------------------
// Back office: activity log, price and forex history, shipping schedule
// ---------------------------------------------------------------------------------------------
/** Every change made in the back office: who, when, which entity, before/after of changed fields. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    /** Null for changes made by the system (a job, the CLI). */
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorEmail: text('actor_email').notNull(),
    /** 'vehicle' | 'company' | 'user' | 'forex-rate' | 'voyage' | 'announcement' | ... */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** 'created' | 'updated' | 'deleted' | 'approved' | ... */
    action: text('action').notNull(),
    /** One line a person reads in the log ('Toyota Aqua NHP10-1234567'). */
    summary: text('summary').notNull().default(''),
    /** { field: { before, after } } of the fields that changed. */
    changes: jsonb('changes')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_created_idx').on(t.createdAt, t.id),
    index('activity_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
  ],
);

/** Every price a vehicle has been listed at (the current one is vehicles.base_price). */
export const vehiclePriceHistory = pgTable(
  'vehicle_price_history',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    basePrice: numeric('base_price', { precision: 14, scale: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicle_price_history_vehicle_idx').on(t.vehicleId, t.changedAt),
    // The alert job reads the price changes of the last minutes.
    index('vehicle_price_history_changed_idx').on(t.changedAt),
  ],
);

/**
 * Forex rates, never overwritten: the rate of a currency at a moment is the row with the latest
 * effective_from not after it. Yen per one unit, as the member sidebar shows.
 */
export const forexRates = pgTable(
  'forex_rates',
  {
    id: serial('id').primaryKey(),
    currency: char('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    jpyPerUnit: numeric('jpy_per_unit', { precision: 14, scale: 6 }).notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('forex_rates_currency_effective_uq').on(t.currency, t.effectiveFrom)],
);

export const vessels = pgTable('vessels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

/** A sailing of a vessel from a Japanese port, calling at the destination ports below. */
export const voyages = pgTable(
  'voyages',
  {
    id: serial('id').primaryKey(),
    vesselId: integer('vessel_id')
      .notNull()
      .references(() => vessels.id),
    voyageNumber: text('voyage_number').notNull(),
    /** Port of loading in Japan (Yokohama, Nagoya, Osaka, Kobe, ...). */
    loadingPort: text('loading_port').notNull(),
    etd: timestamp('etd', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('voyages_vessel_number_uq').on(t.vesselId, t.voyageNumber),
    index('voyages_etd_idx').on(t.etd),
  ],
);

/** The carrier's ETA of a voyage at each discharge port. */
export const voyagePortCalls = pgTable(
  'voyage_port_calls',
  {
    voyageId: integer('voyage_id')
      .notNull()
      .references(() => voyages.id, { onDelete: 'cascade' }),
    portId: integer('port_id')
      .notNull()
      .references(() => ports.id),
    eta: timestamp('eta', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.voyageId, t.portId] }),
    index('voyage_port_calls_port_idx').on(t.portId, t.eta),
  ],
);

// ---------------------------------------------------------------------------------------------
// The deal after the offer: negotiation, purchases, invoices, payments, shipment,
// documents, notifications, scheduled jobs. See docs/decisions/0008-deal-flow.md.
// ---------------------------------------------------------------------------------------------
/**
 * Every step of an offer's negotiation, oldest first: the dealer's offer and re-offers, the sales
 * team's counters, acceptances, declines, withdrawals, expiry and plain messages. offers.status is
 * the state these events led to (packages/domain machines/offer.ts).
 */
export const offerEvents = pgTable(
  'offer_events',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** 'offer' | 'counter' | 'reoffer' | 'accept' | 'decline' | 'withdraw' | 'expire' | 'message'. */
    kind: text('kind').notNull(),
    /** Null for the system (expiry, 'sold to another customer'). */
    actorUserId: integer('actor_user_id').references(() => users.id),
    /** 'dealer' | 'staff' | 'system'. */
    actorRole: text('actor_role').notNull(),
    /** The amount offered or countered, in the offer's currency (JPY as stored on the offer). */
    amount: numeric('amount', { precision: 14, scale: 2 }),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('offer_events_offer_idx').on(t.offerId, t.createdAt, t.id)],
);

/** A vehicle sold to a dealer's company: created when an offer is accepted. */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id').references(() => offers.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The member who made the offer. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    /** The currency account the deal is in (the offer's currency). */
    currency: char('currency', { length: 3 }).notNull(),
    /** The agreed price in whole currency units (JPY in yen, not thousands). */
    agreedAmount: numeric('agreed_amount', { precision: 14, scale: 2 }).notNull(),
    /** 'FOB' | 'C&F' | 'CIF'. */
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
    etd: timestamp('etd', { withTimezone: true }),
    eta: timestamp('eta', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchases_offer_uq').on(t.offerId),
    // One live purchase per vehicle: the database refuses a double sale whatever the code does.
    uniqueIndex('purchases_vehicle_live_uq')
      .on(t.vehicleId)
      .where(sql`stage <> 'cancelled'`),
    index('purchases_company_idx').on(t.companyId, t.createdAt),
    index('purchases_voyage_idx').on(t.voyageId),
    oneOf('purchases_stage_check', t.stage, PURCHASE_STATES),
  ],
);

/** The shipment timeline of a purchase: each stage reached, with its date. */
export const purchaseStages = pgTable(
  'purchase_stages',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    /** When the stage happened (or, for departed/arrived, is scheduled by the carrier). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
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
    id: serial('id').primaryKey(),
    /** 'IBC-2026-000123': year and a per-year number without gaps. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** 'proforma' | 'final'. */
    kind: text('kind').notNull(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    currency: char('currency', { length: 3 }).notNull(),
    /** Yen per one unit of the currency used for the lines (null for JPY). */
    jpyPerUnit: numeric('jpy_per_unit', { precision: 14, scale: 6 }),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    /** Due date (for NZ final invoices: the latest collection date). */
    dueDate: date('due_date').notNull(),
    /** §1 NZ collection dates (countryId 75 final invoices only). */
    safeEta: timestamp('safe_eta', { withTimezone: true }),
    collectionEarliest: date('collection_earliest'),
    collectionMedium: date('collection_medium'),
    collectionLatest: date('collection_latest'),
    /** 'open' | 'void'. Paid / part-paid / overdue are computed from confirmed payments and the date. */
    status: text('status').notNull().default('open'),
    issuedBy: integer('issued_by').references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** 'vehicle' | 'freight' | 'inspection' | 'insurance' | 'gst' | 'deposit' | 'less-deposit' | 'other'. */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('invoice_lines_invoice_position_uq').on(t.invoiceId, t.position)],
);

/** A T/T payment a dealer recorded; only confirmed ones reduce what the company owes. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currency: char('currency', { length: 3 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    paidOn: date('paid_on').notNull(),
    reference: text('reference').notNull().default(''),
    proofFileId: integer('proof_file_id').references(() => files.id),
    proofFileName: text('proof_file_name'),
    /** 'pending' | 'confirmed' | 'rejected'. */
    status: text('status').notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_company_idx').on(t.companyId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    oneOf('payments_status_check', t.status, PAYMENT_STATES),
  ],
);

/** Which invoices a payment was meant for, and how much of it each. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
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
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    /** 'bill-of-lading' | 'export-certificate' | 'inspection-certificate' | 'other'. */
    kind: text('kind').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    fileName: text('file_name').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_documents_purchase_idx').on(t.purchaseId, t.kind)],
);

/** What a user should know about: the bell and /my-account/notices. One row per recipient. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'offer-countered' | 'offer-accepted' | ... (packages/domain notifications.ts). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Where the notification leads in the site ('/my-account/purchases/12'). */
    link: text('link').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt, t.id)],
);

/** Kinds of notification a user does not want by e-mail (the bell still shows them). */
export const notificationEmailOptOuts = pgTable(
  'notification_email_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
});

// ---------------------------------------------------------------------------------------------
// Dealer tools: watchlist, saved searches and their alerts
// ---------------------------------------------------------------------------------------------

/**
 * A vehicle a member watches. `known_*` is what he was last told (or saw when he added it): the
 * watchlist job compares the vehicle with it and notifies a price drop or a reservation once.
 */
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** The member's price text when he added it ('NZD 12,500'). */
    priceWhenAdded: text('price_when_added').notNull(),
    basePriceWhenAdded: numeric('base_price_when_added', { precision: 14, scale: 2 }).notNull(),
    knownPrice: numeric('known_price', { precision: 14, scale: 2 }).notNull(),
    knownCurrency: char('known_currency', { length: 3 }).notNull(),
    knownStatus: text('known_status').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.vehicleId] }),
    index('watchlist_items_vehicle_idx').on(t.vehicleId),
  ],
);

/** A member's saved search: the search page's query string, a name and how often to alert. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    /** 'instant' | 'daily' | 'off' (ALERT_FREQUENCIES). */
    frequency: text('frequency').notNull(),
    /** News up to this moment has been matched (the alert job's watermark for this search). */
    checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.id)],
);

/**
 * A vehicle that alerted a saved search: at most one row per (search, vehicle), so the same vehicle
 * never alerts the same search twice. `emailed_at` is set when the instant mail or the digest takes it.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** 'listed' | 'reduced'. */
    reason: text('reason').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.vehicleId] }),
    index('saved_search_matches_pending_idx').on(t.savedSearchId, t.emailedAt),
  ],
);
