// Who is calling: verifies the Bearer access token and loads the member's current context (company,
// country, region, active currency) fresh from the database on every request, so a currency switch
// or a revoked flag takes effect at once and no instance keeps session state in memory. The member's
// type and the guards handlers call (requireMember, staffActor) are in lib/auth-context.ts: modules
// never import a plugin.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  AWAITING_REVIEW,
  isUnapproved,
  SIGN_IN_SECURITY_MESSAGES,
  UNAPPROVED_ACCOUNT_NOTICES,
} from '@ibc/domain';
import type { Db } from '../db/client.ts';
import { loadMember, type MemberPricingRead } from '../db/member-read-model.ts';
import { isStaffRole, type Member, type TokenSigner } from '../lib/auth-context.ts';
import { AppError, notFound, unauthorized } from '../lib/errors.ts';
import { logUserOfRequest } from './logging.ts';

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

export default fp(
  async function authPlugin(
    app: FastifyInstance,
    opts: {
      db: Db;
      tokens: TokenSigner;
      memberPricing: MemberPricingRead;
      /** The member's read is a prepared statement (PostgreSQL: it runs on every request). */
      prepared: boolean;
    },
  ) {
    app.decorate('tokens', opts.tokens);
    app.decorateRequest('member', null);

    async function resolve(request: FastifyRequest): Promise<Member | null> {
      const token = bearerToken(request);
      if (!token) return null;
      const claims = await opts.tokens.verify(token);
      if (!claims) return null;
      const pricing = request.routeOptions.config.memberPricing === true ? opts.memberPricing : undefined;
      const member = await loadMember(opts.db, claims.userId, {
        pricing,
        sessionId: claims.sessionId,
        prepared: opts.prepared,
      });
      // Its session ended, or the password was reset, since this token was issued: it is dead at once.
      return member && member.tokenVersion === claims.version ? member : null;
    }

    // Optional sign-in: no token means a visitor. A token that is sent but no longer valid (expired,
    // tampered, its user gone) is a 401 like on member routes, so the client refreshes and retries
    // instead of silently showing a signed-in dealer the visitor's page without prices (§4, §8).
    app.decorate('identify', async (request: FastifyRequest, reply: FastifyReply) => {
      const member = await resolve(request);
      if (!member && bearerToken(request)) throw unauthorized();
      request.member = member;
      if (member) logUserOfRequest(request, reply, member.userId);
    });
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const member = await resolve(request);
      if (!member) throw unauthorized();
      request.member = member;
      logUserOfRequest(request, reply, member.userId);
    });
    app.decorate('requireApproved', async (request: FastifyRequest) => {
      const status = request.member?.accountStatus ?? AWAITING_REVIEW;
      if (isUnapproved(status)) {
        throw new AppError(403, UNAPPROVED_ACCOUNT_NOTICES[status].message, { code: 'account_not_approved' });
      }
    });
    // 404, not 403: a customer must not learn that the back office exists. Staff work in it only in
    // a session confirmed with a second factor; one who has none yet is told to set it up.
    const confirmed = (member: Member) => {
      if (!member.sessionSecondFactor) {
        throw new AppError(403, SIGN_IN_SECURITY_MESSAGES.setupNeeded, { code: 'second_factor_required' });
      }
    };
    const requireStaff = async (request: FastifyRequest) => {
      if (!request.member || !isStaffRole(request.member.role)) throw notFound();
      confirmed(request.member);
    };
    const requireAdmin = async (request: FastifyRequest) => {
      if (request.member?.role !== 'admin') throw notFound();
      confirmed(request.member);
    };
    app.decorate('staffOnly', { onRequest: [app.authenticate, requireStaff] });
    app.decorate('adminOnly', { onRequest: [app.authenticate, requireAdmin] });
  },
  { name: 'auth' },
);
