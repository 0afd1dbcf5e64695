// Sign-in, refresh-token rotation with reuse detection, sign-out, sign-up, password reset and
// e-mail verification. A factory receiving its dependencies (style guide: Infisical).
import { createHmac, randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, type SignupRequest, type TokenResponse } from '@ibc/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Notify } from '../../lib/notifications.ts';
import { AppError, badRequest, conflict, tooManyRequests, isUniqueViolation } from '../../lib/errors.ts';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { consumeThrottle, refundThrottle, resetThrottle, type ThrottleRule } from '../../lib/throttle.ts';
import type { TokenSigner } from '../../lib/auth-context.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.ts';
import { queuePasswordResetEmail, queueVerificationEmail } from './auth-emails.ts';
import { createAuthRepository, type OneTimePurpose } from './auth.repository.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { NotificationAddressesService } from '../notification-addresses/notification-addresses.service.ts';
import { isWeakPassword } from './password-policy.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const REFRESH_TOKEN_TTL_MS = 30 * DAY;
/**
 * A refresh token presented again this soon after its first use gets the same successor instead of
 * ending the session (the reuse interval of Auth0, the grace period of Okta): two tabs, or a retry
 * after a lost answer, refreshing at once. Later, or once the successor was used, it is a copy:
 * the whole family is revoked.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;
const RESET_LINK_TTL_MS = HOUR;
const VERIFY_LINK_TTL_MS = 2 * DAY;

export interface AuthLimits {
  /**
   * Failed sign-ins per client address across accounts (password spraying): a growing delay, never a
   * long block, so an office behind one address is slowed down at worst.
   */
  signInPerIp: ThrottleRule;
  /**
   * Failed sign-ins per account AND address (guessing one password from one place). The owner
   * signing in from anywhere else is not affected, so nobody can lock an account out.
   */
  signInPerAccountAndIp: ThrottleRule;
  /**
   * Sign-ups per client address. Per receiving address, the unique sign-in e-mail already allows one
   * verification mail ever; the other addresses are limited by the notification-addresses service.
   */
  signupPerIp: RateLimitRule;
  forgotPerIp: RateLimitRule;
  forgotPerEmail: RateLimitRule;
  refreshPerIp: RateLimitRule;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInPerIp: { name: 'sign-in:ip', freeAttempts: 20, maxDelayMs: MINUTE, resetAfterMs: HOUR },
  signInPerAccountAndIp: {
    name: 'sign-in:account-ip',
    freeAttempts: 5,
    maxDelayMs: 15 * MINUTE,
    resetAfterMs: HOUR,
  },
  signupPerIp: { name: 'signup:ip', limit: 10, windowMs: HOUR },
  forgotPerIp: { name: 'forgot-password:ip', limit: 10, windowMs: HOUR },
  forgotPerEmail: { name: 'forgot-password:email', limit: 3, windowMs: HOUR },
  refreshPerIp: { name: 'refresh:ip', limit: 300, windowMs: 15 * MINUTE },
};

/** The OAuth 2.0 'invalid_grant' answer: 400 (never 401, which the web client treats as "refresh"). */
const invalidGrant = (message: string) => new AppError(400, message, { code: 'invalid_grant' });
export const REFRESH_REJECTED = 'Your session has ended. Please log in again.';

export interface AuthServiceDeps {
  db: Db;
  tokens: TokenSigner;
  /** Shared service: the other sign-up addresses wait for their owners' confirmation. */
  notificationAddresses: NotificationAddressesService;
  /** lib/notifications.ts: the sales team's bell hears of each sign-up. */
  notify: Notify;
  limits?: Partial<AuthLimits>;
  now?: () => Date;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, tokens } = deps;
  const repo = createAuthRepository(db);
  const limits = { ...DEFAULT_AUTH_LIMITS, ...deps.limits };
  const now = deps.now ?? (() => new Date());

  // Unknown e-mails are checked against this hash so they cost the same time as a wrong password.
  let dummyHash: Promise<string> | undefined;
  const timingDecoy = () => (dummyHash ??= hashPassword(newOpaqueToken()));

  async function limit(rule: RateLimitRule, subject: string) {
    const result = await consumeRateLimit(db, rule, subject, now());
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  }

  /** Stores a one-time token for the user and answers the page link that carries it. */
  async function issueOneTimeLink(
    tx: DbOrTx,
    link: { userId: number; purpose: OneTimePurpose; ttlMs: number; page: string },
  ): Promise<string> {
    const token = newOpaqueToken();
    await createAuthRepository(tx).insertOneTimeToken({
      userId: link.userId,
      purpose: link.purpose,
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(now().getTime() + link.ttlMs),
    });
    return `${link.page}?token=${encodeURIComponent(token)}`;
  }

  async function throttle(rule: ThrottleRule, subject: string) {
    const result = await consumeThrottle(db, rule, subject, now());
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  }

  /** An access token for the user, with the refresh token that renews it. */
  async function tokenResponse(
    user: { id: number; role: string; tokenVersion: number },
    refreshToken: string,
  ): Promise<TokenResponse> {
    return {
      access_token: await tokens.sign(
        { userId: user.id, role: user.role, version: user.tokenVersion },
        ACCESS_TOKEN_TTL_SECONDS,
        now(),
      ),
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
    };
  }

  async function issueTokens(
    user: { id: number; role: string; tokenVersion: number },
    familyId: string,
    tx: DbOrTx = db,
    refreshToken = newOpaqueToken(),
  ): Promise<TokenResponse> {
    await createAuthRepository(tx).insertRefreshToken({
      userId: user.id,
      familyId,
      tokenHash: hashOpaqueToken(refreshToken),
      expiresAt: new Date(now().getTime() + REFRESH_TOKEN_TTL_MS),
    });
    return tokenResponse(user, refreshToken);
  }

  /**
   * The refresh token that replaces `token`: derived from it with the server's secret (and stored
   * only as its hash, like any refresh token), so a repeat within the grace window can be handed
   * the same successor without keeping it in plain text. Nobody without the secret can derive it.
   */
  const successorOf = (token: string): string =>
    createHmac('sha256', tokens.key).update('refresh-token-successor:').update(token).digest('base64url');

  function checkPasswordStrength(password: string, words: string[]) {
    if (isWeakPassword(password, { words })) {
      throw badRequest(ACCOUNT_MESSAGES.passwordTooCommon, { password: ACCOUNT_MESSAGES.passwordTooCommon });
    }
  }

  return {
    /**
     * A one-time link to choose a password on the reset page, for a user the back office created
     * (invited by e-mail, no usable password until they follow it). Stored in `tx`, the
     * transaction that creates the user and queues the invitation.
     */
    issuePasswordLink: (tx: DbOrTx, link: { userId: number; ttlMs: number; page: string }) =>
      issueOneTimeLink(tx, { ...link, purpose: 'password-reset' }),

    /**
     * Ends every session of a user at once (a deactivated user): refresh tokens revoked and
     * the token version raised, so live access tokens die on their next request too.
     */
    async endAllSessions(tx: DbOrTx, userId: number): Promise<void> {
      const txRepo = createAuthRepository(tx);
      await txRepo.revokeAllForUser(userId, now());
      await txRepo.bumpTokenVersion(userId);
    },

    /** grant_type=password. Same answer and about the same time for an unknown e-mail and a wrong password. */
    async signIn(input: { email: string; password: string; ip: string }): Promise<TokenResponse> {
      const email = input.email.trim().toLowerCase();
      const pair = `${email}|${input.ip}`;
      // Throttles are consumed BEFORE hashing, so a flood costs no argon2 work once it is slowed down.
      // Known and unknown e-mails take the same path and get the same answers.
      await throttle(limits.signInPerIp, input.ip);
      await throttle(limits.signInPerAccountAndIp, pair);
      const user = await repo.findUserByEmail(email);
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : (await verifyPassword(await timingDecoy(), input.password), false);
      // A deactivated user gets the same answer as a wrong password.
      if (!user || !ok || user.deactivatedAt) throw invalidGrant(ACCOUNT_MESSAGES.invalidCredentials);
      // Only failures count: a member who signs in often is never slowed down by their own successes,
      // and the right password clears this address's failures on this account.
      await refundThrottle(db, limits.signInPerIp, input.ip);
      await resetThrottle(db, limits.signInPerAccountAndIp, pair);
      return db.transaction(async (tx) => {
        await createAuthRepository(tx).recordSignIn(user.id, now());
        return issueTokens(user, randomUUID(), tx);
      });
    },

    /**
     * grant_type=refresh_token: one use per token. Presented again within REFRESH_REUSE_GRACE_MS of
     * its use, while its successor is unused, it answers that same successor (two tabs refreshing at
     * once both carry on with one token). Any other repeat means it was copied: the whole family
     * (every token descended from that sign-in) is revoked.
     */
    async refresh(input: { refreshToken: string; ip: string }): Promise<TokenResponse> {
      await limit(limits.refreshPerIp, input.ip);
      const at = now();
      // Using the old token and storing its successor is one transaction: a failure between the two
      // must not leave the member with a used token and no new one. A revoked family stays revoked
      // when the refusal is answered, so the transaction answers null rather than throwing.
      const issued = await db.transaction(async (tx) => {
        const txRepo = createAuthRepository(tx);
        const presented = await txRepo.lockRefreshToken(hashOpaqueToken(input.refreshToken));
        if (!presented || presented.revokedAt) return null;
        const successor = successorOf(input.refreshToken);
        if (presented.usedAt) {
          const withinGrace = at.getTime() - presented.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
          const next = withinGrace ? await txRepo.findRefreshToken(hashOpaqueToken(successor)) : null;
          const repeat =
            next?.familyId === presented.familyId && !next.usedAt && !next.revokedAt && next.expiresAt > at;
          const user = repeat ? await txRepo.findUserById(presented.userId) : null;
          if (user && !user.deactivatedAt) return tokenResponse(user, successor);
          await txRepo.revokeFamily(presented.familyId, at);
          return null;
        }
        if (presented.expiresAt <= at) return null;
        const user = await txRepo.findUserById(presented.userId);
        if (!user || user.deactivatedAt) return null;
        await txRepo.markRefreshTokenUsed(presented.id, at);
        return issueTokens(user, presented.familyId, tx, successor);
      });
      if (issued) return issued;
      throw invalidGrant(REFRESH_REJECTED);
    },

    /**
     * Sign-out revokes the family of the presented refresh token and raises the user's token version,
     * so the access token of this session stops working at once too; other
     * devices refresh theirs silently. Unknown tokens are ignored.
     */
    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const known = await repo.findRefreshToken(hashOpaqueToken(refreshToken));
      if (!known) return;
      await db.transaction(async (tx) => {
        const txRepo = createAuthRepository(tx);
        await txRepo.revokeFamily(known.familyId, now());
        await txRepo.bumpTokenVersion(known.userId);
      });
    },

    async signup(input: SignupRequest, ctx: { ip: string; publicUrl: string }): Promise<void> {
      await limit(limits.signupPerIp, ctx.ip);
      const country = await repo.findCountry(input.countryId);
      if (!country)
        throw badRequest(ACCOUNT_MESSAGES.countryRequired, { countryId: ACCOUNT_MESSAGES.countryRequired });
      checkPasswordStrength(input.password, [...input.emails, input.companyName, input.contactName]);
      const taken = () => conflict(ACCOUNT_MESSAGES.emailTaken, { emails: ACCOUNT_MESSAGES.emailTaken });
      const [signInEmail] = input.emails;
      if (!signInEmail)
        throw badRequest(ACCOUNT_MESSAGES.emailsRequired, { emails: ACCOUNT_MESSAGES.emailsRequired });
      if (await repo.findUserByEmail(signInEmail)) throw taken();
      const passwordHash = await hashPassword(input.password);
      try {
        await db.transaction(async (tx) => {
          const txRepo = createAuthRepository(tx);
          const { user, company } = await txRepo.insertCustomer({ ...input, country, passwordHash });
          const link = await issueOneTimeLink(tx, {
            userId: user.id,
            purpose: 'verify-email',
            ttlMs: VERIFY_LINK_TTL_MS,
            page: `${ctx.publicUrl}/account/verify-email`,
          });
          await queueVerificationEmail(tx, { to: user.email, link });
          await deps.notificationAddresses.replace(tx, {
            companyId: company.id,
            emails: input.emails,
            signInEmail: user.email,
            signInVerified: false,
          });
          await deps.notify(
            tx,
            { staff: true },
            {
              kind: 'customer-signed-up',
              title: `New customer: ${company.name} (${country.name})`,
              body: `${input.contactName} signed up with ${user.email}. Check the account and approve it so the dealer sees prices.`,
              link: `/admin/customers/${company.id}`,
            },
          );
        });
      } catch (error) {
        // Two sign-ups racing for one address: the unique index decides, the loser gets the same answer.
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },

    /** Always the same answer, whether or not the address has an account. */
    async forgotPassword(email: string, ctx: { ip: string; publicUrl: string }): Promise<void> {
      await limit(limits.forgotPerIp, ctx.ip);
      await limit(limits.forgotPerEmail, email);
      const user = await repo.findUserByEmail(email);
      if (!user) return;
      await db.transaction(async (tx) => {
        const link = await issueOneTimeLink(tx, {
          userId: user.id,
          purpose: 'password-reset',
          ttlMs: RESET_LINK_TTL_MS,
          page: `${ctx.publicUrl}/account/reset-password`,
        });
        await queuePasswordResetEmail(tx, {
          to: user.email,
          // Only a verified owner's own name: a stranger's sign-up must not put his text in this mail.
          contactName: user.emailVerifiedAt ? user.contactName : null,
          link,
        });
      });
    },

    /** Sets the new password, uses up the link and signs every other session out. */
    async resetPassword(input: { token: string; password: string }): Promise<void> {
      const tokenHash = hashOpaqueToken(input.token);
      const live = await repo.findLiveOneTimeToken(tokenHash, 'password-reset', now());
      const user = live ? await repo.findUserById(live.userId) : null;
      if (!live || !user) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
      // The strength check comes first so a refused password does not burn the link.
      checkPasswordStrength(input.password, [user.email, user.contactName]);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const txRepo = createAuthRepository(tx);
        const at = now();
        const used = await txRepo.consumeOneTimeToken(tokenHash, 'password-reset', at);
        if (!used) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
        await txRepo.setPasswordHash(user.id, passwordHash, at);
        await txRepo.markEmailVerified(user.id, at);
        await txRepo.revokeAllForUser(user.id, at);
        await txRepo.bumpTokenVersion(user.id);
      });
    },

    async verifyEmail(token: string): Promise<void> {
      const at = now();
      const used = await repo.consumeOneTimeToken(hashOpaqueToken(token), 'verify-email', at);
      if (!used) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
      await repo.markEmailVerified(used.userId, at);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
