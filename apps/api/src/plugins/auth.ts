// Who is calling: verifies the Bearer access token and loads the member's current context (company,
// country, region, active currency) fresh from the database on every request, so a currency switch
// or a revoked flag takes effect at once and no instance keeps session state in memory.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import {
  accountStatusOf,
  APPROVED_ACCOUNT,
  AWAITING_REVIEW,
  isUnapproved,
  seesPrices,
  UNAPPROVED_ACCOUNT_NOTICES,
  type AccountStatus,
} from '@ibc/domain';
import type { Db, DbOrTx } from '../db/client.ts';
import type { Actor } from '../lib/activity-log.ts';
import { AppError, notFound, unauthorized } from '../lib/errors.ts';
import type { TokenSigner } from '../modules/auth/access-token.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import {
  parseReference,
  pricingReferenceJson,
  type PricingReferenceRow,
} from '../modules/pricing/pricing.repository.ts';

export type UserRole = 'customer' | 'staff' | 'admin';

/** The sales team: staff, and admins who also manage the staff users. */
export const isStaffRole = (role: UserRole): boolean => role === 'staff' || role === 'admin';

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
  /**
   * Pricing's reference data for the company's port, read with the member when the route's config
   * says `memberPricing: true` (one round trip fewer for a member search); pricing reads
   * it itself otherwise.
   */
  pricingReference?: PricingReferenceRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid member token is presented; sets request.member. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets request.member when a valid token is presented, else leaves it null. */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 403 unless the member's company is approved (run after authenticate). */
    requireApproved: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Spread into the options of every /api/admin route: 401 for a visitor, 404 for a customer. The
     * guard runs on request, before the body is read or validated, so a customer's bad body is the
     * same 404 (never a 400 naming the fields) and an outsider's upload is never parsed.
     */
    staffOnly: { onRequest: Array<(request: FastifyRequest, reply: FastifyReply) => Promise<void>> };
    /** The same for the routes that manage staff users: 401 for a visitor, 404 for everyone else. */
    adminOnly: { onRequest: Array<(request: FastifyRequest, reply: FastifyReply) => Promise<void>> };
    tokens: TokenSigner;
  }
  interface FastifyRequest {
    member: Member | null;
  }
  interface FastifyContextConfig {
    /** The member's pricing reference data is read with him (plugins/auth.ts). */
    memberPricing?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}

export async function loadMember(
  db: DbOrTx,
  userId: number,
  /** Read pricing's reference data in the same statement (route config `memberPricing`). */
  options: { pricing?: boolean } = {},
): Promise<Member | null> {
  const row = await createAuthRepository(db).findMember(
    userId,
    options.pricing ? pricingReferenceJson(sql`c.country_id`, sql`c.port_id`) : undefined,
  );
  if (!row || row.deactivated) return null;
  const role = toRole(row.role);
  const member: Member = {
    userId: row.id,
    role,
    accountStatus: isStaffRole(role) ? APPROVED_ACCOUNT : accountStatusOf(row.company_status),
    tokenVersion: row.token_version,
    email: row.email,
    contactName: row.contact_name,
    activeCurrency: row.active_currency,
    companyId: row.company_id,
    companyName: row.company_name,
    countryId: row.country_id,
    portId: row.port_id,
    exportRegion: row.export_region,
    hasAccessBmsm: row.has_access_bmsm ?? false,
    hasIdirectAccess: row.has_idirect_access ?? false,
    dduShippingCompanyName: row.ddu_shipping_company_name,
    emails: row.emails?.length ? row.emails : [row.email],
    signInCount: row.sign_in_count,
  };
  if (options.pricing) member.pricingReference = parseReference(row.extra);
  return member;
}

function toRole(role: string): UserRole {
  return role === 'staff' || role === 'admin' ? role : 'customer';
}

/** Prices are a member privilege (§6) of approved companies and staff. */
export const canSeePrices = (member: Member | null): boolean =>
  member !== null && seesPrices(member.accountStatus);

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { db: Db; tokens: TokenSigner }) {
    app.decorate('tokens', opts.tokens);
    app.decorateRequest('member', null);

    async function resolve(request: FastifyRequest): Promise<Member | null> {
      const token = bearerToken(request);
      if (!token) return null;
      const claims = await opts.tokens.verify(token);
      if (!claims) return null;
      const pricing = request.routeOptions.config.memberPricing === true;
      const member = await loadMember(opts.db, claims.userId, { pricing });
      // Signed out or password reset since this token was issued: it is dead at once.
      return member && member.tokenVersion === claims.version ? member : null;
    }

    // Optional sign-in: no token means a visitor. A token that is sent but no longer valid (expired,
    // tampered, its user gone) is a 401 like on member routes, so the client refreshes and retries
    // instead of silently showing a signed-in dealer the visitor's page without prices (§4, §8).
    app.decorate('identify', async (request: FastifyRequest) => {
      const member = await resolve(request);
      if (!member && bearerToken(request)) throw unauthorized();
      request.member = member;
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const member = await resolve(request);
      if (!member) throw unauthorized();
      request.member = member;
    });
    app.decorate('requireApproved', async (request: FastifyRequest) => {
      const status = request.member?.accountStatus ?? AWAITING_REVIEW;
      if (isUnapproved(status)) {
        throw new AppError(403, UNAPPROVED_ACCOUNT_NOTICES[status].message, { code: 'account_not_approved' });
      }
    });
    // 404, not 403: a customer must not learn that the back office exists.
    const requireStaff = async (request: FastifyRequest) => {
      if (!request.member || !isStaffRole(request.member.role)) throw notFound();
    };
    const requireAdmin = async (request: FastifyRequest) => {
      if (request.member?.role !== 'admin') throw notFound();
    };
    app.decorate('staffOnly', { onRequest: [app.authenticate, requireStaff] });
    app.decorate('adminOnly', { onRequest: [app.authenticate, requireAdmin] });
  },
  { name: 'auth' },
);

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
