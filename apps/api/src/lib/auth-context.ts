// Who is calling, as every module sees it: the member on the request, the roles, and the guards a
// handler calls. It lives in lib/ because modules may import lib/ but never plugins/: plugins/auth.ts
// only verifies the token and puts the member on the request (db/member-read-model.ts reads him).
import type { FastifyRequest } from 'fastify';
import { seesPrices, type AccountStatus, type Language, type SecondFactorMethod } from '@ibc/domain';
import type { Actor } from './activity-log.ts';
import { unauthorized } from './errors.ts';

export type UserRole = 'customer' | 'staff' | 'admin';

/** The sales team: staff, and admins who also manage the staff users. */
export const isStaffRole = (role: string): role is 'staff' | 'admin' => role === 'staff' || role === 'admin';

/**
 * Pricing's reference data as the member's own read brings it (route config `memberPricing`):
 * `fx` and `rates` are json (an object, or its text on some drivers). Pricing writes the SQL and
 * reads the values (modules/pricing/pricing.repository.ts); here it is only carried.
 */
export interface PricingReferenceRow {
  fx?: unknown;
  gst?: unknown;
  rates?: unknown;
  /** The destination port priced to: { id, name } json, or null. */
  port?: unknown;
}

export interface Member {
  userId: number;
  role: UserRole;
  /** The company's review state; staff count as approved. */
  accountStatus: AccountStatus;
  tokenVersion: number;
  email: string;
  contactName: string;
  activeCurrency: string;
  companyId: number | null;
  companyName: string | null;
  countryId: number | null;
  portId: number | null;
  exportRegion: string | null;
  hasAccessBmsm: boolean;
  hasIdirectAccess: boolean;
  dduShippingCompanyName: string | null;
  emails: string[];
  /** Password sign-ins so far, this session's included ('Welcome' the first time). */
  signInCount: number;
  /** The language he chose to read in; null: not chosen (his browser's, else English). */
  language: Language | null;
  /** The signed-in device (sessions table) this request comes from. */
  sessionId: string;
  /** How the session's sign-in was confirmed after the password; null: the password alone. */
  sessionSecondFactor: SecondFactorMethod | null;
  /**
   * The primary's WAL position after this session's last write request; absent: none recorded. Its
   * reads go to a read replica only once that has replayed this far (db/read-routing.ts).
   */
  lastWriteLsn?: string;
  /**
   * Pricing's reference data for the company's port, read with the member when the route's config
   * says `memberPricing: true` (one round trip fewer for a member search); pricing reads
   * it itself otherwise.
   */
  pricingReference?: PricingReferenceRow;
  /**
   * The stock's version (migration 0014), read in the same statement on the same routes: a search
   * the in-memory index holds this version of needs no other read (ADR 0019).
   */
  stockVersion?: string;
}

export interface AccessTokenClaims {
  userId: number;
  role: string;
  /** users.token_version when the token was issued; deactivation and password reset raise it. */
  version: number;
  /** The session (signed-in device) the token belongs to; ending it kills the token at once. */
  sessionId: string;
}

/** Signs and verifies access tokens (made by modules/auth/access-token.ts, used by plugins/auth.ts). */
export interface TokenSigner {
  sign(claims: AccessTokenClaims, ttlSeconds?: number, now?: Date): Promise<string>;
  verify(token: string): Promise<AccessTokenClaims | null>;
  /** Raw key material, also used to sign anti-forgery cookies. */
  key: Uint8Array;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the preHandlers of plugins/auth.ts; null for a visitor. */
    member: Member | null;
  }
}

/** Prices are a member privilege (§6) of approved companies and staff. */
export const canSeePrices = (member: Member | null): boolean =>
  member !== null && seesPrices(member.accountStatus);

/** The signed-in member, for handlers behind `app.authenticate`. */
export function requireMember(request: FastifyRequest): Member {
  if (!request.member) throw unauthorized();
  return request.member;
}

/** The signed-in staff user as the actor of a back-office change (lib/activity-log.ts). */
export function staffActor(request: FastifyRequest): Actor {
  const member = requireMember(request);
  return { userId: member.userId, email: member.email };
}
