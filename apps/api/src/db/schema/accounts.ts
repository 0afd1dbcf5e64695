// Customers, staff, currency accounts, sign-in
import { ACCOUNT_STATUSES, LANGUAGES, SECOND_FACTOR_METHODS } from '@ibc/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  bytea,
  createdAt,
  currencyCode,
  money,
  oneOf,
  pgLsn,
  requiredRef,
  serialId,
  timestamps,
  timestamptz,
} from './columns.ts';
import { countries, currencies, ports } from './reference.ts';

export const companies = pgTable(
  'companies',
  {
    id: serialId(),
    name: text('name').notNull(),
    countryId: requiredRef('country_id', () => countries.id),
    portId: integer('port_id').references(() => ports.id),
    phone: text('phone').notNull().default(''),
    /** The company's postal address, lines separated by newlines (printed under Bill to); '' if unknown. */
    address: text('address').notNull().default(''),
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
    reviewedAt: timestamptz('reviewed_at'),
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
    id: serialId(),
    companyId: requiredRef('company_id', () => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
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
    id: serialId(),
    /** Sign-in address, stored lower-case. */
    email: text('email').notNull(),
    contactName: text('contact_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 'customer' | 'staff' (sales) | 'admin' (sales, and manages the staff users). */
    role: text('role').notNull().default('customer'),
    companyId: integer('company_id').references(() => companies.id),
    /** Currency of the account whose prices the member is looking at (§2 Switch Account). */
    activeCurrency: currencyCode('active_currency').notNull().default('JPY'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    /**
     * Raised by sign-out and password reset; access tokens carry the version they were issued
     * under, so older ones stop working at once.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set by the back office: the user can no longer sign in and every token is dead. */
    deactivatedAt: timestamptz('deactivated_at'),
    /**
     * Password sign-ins so far: the account summary says 'Welcome' during the first and
     * 'Welcome back' after. Refreshing a session is not a sign-in.
     */
    signInCount: integer('sign_in_count').notNull().default(0),
    lastSignedInAt: timestamptz('last_signed_in_at'),
    /**
     * The authenticator app's secret (RFC 6238), encrypted with the server key
     * (modules/sign-in-security/secret-box.ts); null when the user has no app.
     */
    totpSecret: text('totp_secret'),
    totpAddedAt: timestamptz('totp_added_at'),
    /** A secret being set up, in force once a code from it is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last 30-second step whose code was accepted: a code works once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    /**
     * The language the user chose to read the site, e-mails and invoices in; null: not chosen, so
     * his browser's (Accept-Language), else English.
     */
    language: text('language'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), oneOf('users_language_check', t.language, LANGUAGES)],
);

export const currencyAccounts = pgTable(
  'currency_accounts',
  {
    id: serialId(),
    companyId: requiredRef('company_id', () => companies.id, { onDelete: 'cascade' }),
    currency: currencyCode('currency')
      .notNull()
      .references(() => currencies.code),
    balance: money('balance').notNull().default('0'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('currency_accounts_company_currency_uq').on(t.companyId, t.currency)],
);

/** Opaque refresh tokens, stored hashed, rotated on use; a family is one sign-in. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * A signed-in device: one sign-in and the refresh tokens descended from it (its id is their
 * family id). Access tokens carry it, and every request checks it is not ended, so signing a
 * device out takes effect at once on every instance.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    endedAt: timestamptz('ended_at'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** How the sign-in was confirmed after the password; null: the password alone. */
    secondFactor: text('second_factor'),
    /**
     * The primary's WAL position when this session's last write request ended: its reads go to a
     * read replica only once that has replayed this far (db/read-routing.ts). Null: nothing to wait for.
     */
    lastWriteLsn: pgLsn('last_write_lsn'),
  },
  (t) => [
    index('sessions_user_live_idx')
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
    oneOf('sessions_second_factor_check', t.secondFactor, SECOND_FACTOR_METHODS),
  ],
);

/** WebAuthn credentials (passkeys) a user signs in with after the password. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    /** base64url, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    publicKey: bytea('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [uniqueIndex('passkeys_credential_uq').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/** One-time recovery codes, stored as keyed hashes; a new set replaces the old one. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_uq').on(t.userId, t.codeHash)],
);

/**
 * Short-lived state of a second factor being proved, shared by every instance: the half-finished
 * sign-in an `mfa_token` names (with its passkey challenge and its wrong tries), and the challenge
 * of a passkey being added.
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** The hash of the sign-in's mfa_token; null for a passkey being added. */
    tokenHash: text('token_hash'),
    webauthnChallenge: text('webauthn_challenge'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('second_factor_challenges_token_uq').on(t.tokenHash),
    index('second_factor_challenges_user_idx').on(t.userId),
    oneOf('second_factor_challenges_purpose_check', t.purpose, ['sign-in', 'passkey-registration']),
  ],
);

/** The browsers a user has signed in from (a random id in an http-only cookie, stored hashed). */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamptz('first_seen_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/** One-time links: password reset and e-mail verification. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(), // 'password-reset' | 'verify-email'
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
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
  lastAttemptAt: timestamptz('last_attempt_at').notNull(),
});

/** Fixed-window counters shared by every API instance (rate limits must not live in memory). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamptz('reset_at').notNull(),
});
