// Sign-in (the password, then a second factor when the user has one), the sessions it opens (one per
// signed-in device, listed and ended by their owner), refresh-token rotation with reuse detection,
// sign-out, sign-up, password change and reset, and e-mail verification. A factory receiving its
// dependencies (style guide: Infisical).
import { createHmac, randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  fill,
  localizedUrl,
  type Language,
  SIGN_IN_SECURITY_MESSAGES,
  type ChangePasswordRequest,
  type SecondFactorMethod,
  type SignedInSession,
  type SignupRequest,
  type TokenResponse,
} from '@ibc/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { translator } from '../../lib/i18n.ts';
import { sentences, type Notify } from '../../lib/notifications.ts';
import {
  AppError,
  badRequest,
  conflict,
  fieldError,
  notFound,
  tooManyRequests,
  isUniqueViolation,
} from '../../lib/errors.ts';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { consumeThrottle, refundThrottle, resetThrottle, type ThrottleRule } from '../../lib/throttle.ts';
import { isStaffRole, type TokenSigner } from '../../lib/auth-context.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.ts';
import { queueNewDeviceEmail, queuePasswordResetEmail, queueVerificationEmail } from './auth-emails.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import { signInExpired, type SecondStep, type SignInProof } from '../../lib/second-step.ts';
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
  /** Wrong second factors per user, whatever the address (a stolen password must not buy guesses). */
  secondFactorPerUser: ThrottleRule;
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
  secondFactorPerUser: {
    name: 'second-factor:user',
    freeAttempts: 10,
    maxDelayMs: 15 * MINUTE,
    resetAfterMs: HOUR,
  },
};

/** The OAuth 2.0 'invalid_grant' answer: 400 (never 401, which the web client treats as "refresh"). */
const invalidGrant = (message: string) => new AppError(400, message, { code: 'invalid_grant' });
export const REFRESH_REJECTED = /*i18n*/ 'Your session has ended. Please log in again.';

export interface AuthServiceDeps {
  db: Db;
  tokens: TokenSigner;
  /** Shared service: the other sign-up addresses wait for their owners' confirmation. */
  notificationAddresses: NotificationAddressesService;
  /** lib/notifications.ts: the sales team's bell hears of each sign-up. */
  notify: Notify;
  /** The second step of a sign-in (modules/second-factor, wired in modules/services.ts). */
  secondFactor: SecondStep;
  /** The site's address, for the links in its mails. */
  publicUrl: () => string;
  limits?: Partial<AuthLimits>;
  now?: () => Date;
}

/** Where a sign-in comes from: the address, the browser, and the browser's device cookie. */
export interface SignInContext {
  ip: string;
  userAgent: string | null;
  /** The random id the browser keeps in an http-only cookie (auth.routes.ts). */
  deviceId: string;
}

/** A right password: the tokens, or the second step the user must take first. */
export type SignInResult =
  { tokens: TokenResponse } | { mfa: { mfaToken: string; methods: SecondFactorMethod[] } };

type SignedInUser = {
  id: number;
  role: string;
  email: string;
  tokenVersion: number;
  /** The language he reads e-mails in (null or missing: English). */
  language?: string | null;
};

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

  /** An access token for the user's session, with the refresh token that renews it. */
  async function tokenResponse(
    user: { id: number; role: string; tokenVersion: number },
    refreshToken: string,
    sessionId: string,
  ): Promise<TokenResponse> {
    return {
      access_token: await tokens.sign(
        { userId: user.id, role: user.role, version: user.tokenVersion, sessionId },
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
    return tokenResponse(user, refreshToken, familyId);
  }

  /**
   * A finished sign-in, in `tx`: counted, its browser remembered (a staff user is told by e-mail of
   * one he never used), and a new session with its tokens.
   */
  async function signedIn(
    tx: DbOrTx,
    user: SignedInUser,
    secondFactor: SecondFactorMethod | null,
    ctx: SignInContext,
  ): Promise<TokenResponse> {
    const txRepo = createAuthRepository(tx);
    const at = now();
    await txRepo.recordSignIn(user.id, at);
    const newDevice = await txRepo.rememberDevice(user.id, hashOpaqueToken(ctx.deviceId), at);
    if (newDevice && isStaffRole(user.role)) {
      const words = await translator(user.language);
      await queueNewDeviceEmail(
        tx,
        {
          to: user.email,
          browser: describeUserAgent(ctx.userAgent),
          ipAddress: ctx.ip,
          at,
          securityPage: `${deps.publicUrl()}${localizedUrl(words.language, '/admin/security')}`,
        },
        words,
      );
    }
    const sessionId = randomUUID();
    await txRepo.insertSession({
      id: sessionId,
      userId: user.id,
      ipAddress: ctx.ip,
      userAgent: ctx.userAgent?.slice(0, 512) ?? null,
      secondFactor,
      at,
    });
    return issueTokens(user, sessionId, tx);
  }

  /**
   * The refresh token that replaces `token`: derived from it with the server's secret (and stored
   * only as its hash, like any refresh token), so a repeat within the grace window can be handed
   * the same successor without keeping it in plain text. Nobody without the secret can derive it.
   */
  const successorOf = (token: string): string =>
    createHmac('sha256', tokens.key).update('refresh-token-successor:').update(token).digest('base64url');

  /** Refuses a common password, or one built from `words`, on the form's `field`. */
  function checkPasswordStrength(password: string, words: string[], field = 'password') {
    if (isWeakPassword(password, { words })) throw fieldError(field, ACCOUNT_MESSAGES.passwordTooCommon);
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
     * Ends every session of a user at once (a deactivated user, a second factor reset): sessions
     * ended, refresh tokens revoked and the token version raised, so live access tokens die on
     * their next request too, on every instance.
     */
    async endAllSessions(tx: DbOrTx, userId: number): Promise<void> {
      const txRepo = createAuthRepository(tx);
      await txRepo.endAllSessions(userId, now());
      await txRepo.revokeAllForUser(userId, now());
      await txRepo.bumpTokenVersion(userId);
    },

    /** The session was confirmed with a second factor after it began (its user added his first). */
    confirmSession: (tx: DbOrTx, sessionId: string, method: SecondFactorMethod) =>
      createAuthRepository(tx).confirmSession(sessionId, method),

    /** The user's signed-in devices, the most recently active first. */
    async listSessions(userId: number, currentId: string): Promise<SignedInSession[]> {
      const rows = await repo.liveSessions(userId);
      return rows.map((row) => ({
        id: row.id,
        browser: describeUserAgent(row.userAgent),
        signedInAt: row.createdAt.toISOString(),
        lastActiveAt: row.lastSeenAt.toISOString(),
        ipAddress: row.ipAddress,
        current: row.id === currentId,
        secondFactor: (row.secondFactor as SecondFactorMethod | null) ?? null,
      }));
    },

    /** Signs one of the user's devices out at once; 404 when it is not his or has ended. */
    async endSession(userId: number, sessionId: string): Promise<void> {
      if (!(await db.transaction((tx) => createAuthRepository(tx).endSession(userId, sessionId, now())))) {
        throw notFound();
      }
    },

    /** Signs every other device of the user out at once; answers how many. */
    endOtherSessions: (userId: number, currentId: string) =>
      db.transaction((tx) => createAuthRepository(tx).endOtherSessions(userId, currentId, now())),

    /**
     * grant_type=password. Same answer and about the same time for an unknown e-mail and a wrong
     * password. A user with a second factor gets the second step instead of tokens.
     */
    async signIn(input: { email: string; password: string } & SignInContext): Promise<SignInResult> {
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
      return db.transaction(async (tx): Promise<SignInResult> => {
        const methods = await deps.secondFactor.methodsOf(tx, user.id);
        if (methods.length)
          return { mfa: { mfaToken: await deps.secondFactor.startSignIn(tx, user.id), methods } };
        return { tokens: await signedIn(tx, user, null, input) };
      });
    },

    /**
     * The second step (grant_type mfa-otp, mfa-recovery-code, mfa-passkey): the proof is checked and
     * the session opened in one transaction. Wrong proofs are counted per sign-in (it ends after a
     * few), per address and per user, so a stolen password does not buy unlimited guesses.
     */
    async completeSignIn(
      input: { mfaToken: string; proof: SignInProof } & SignInContext,
    ): Promise<TokenResponse> {
      await throttle(limits.signInPerIp, input.ip);
      const userId = await deps.secondFactor.userOfSignIn(input.mfaToken);
      if (userId === null) throw signInExpired();
      await throttle(limits.secondFactorPerUser, String(userId));
      const outcome = await db.transaction(async (tx) => {
        const check = await deps.secondFactor.checkSignIn(tx, input.mfaToken, input.proof);
        if (!check.ok) return check;
        const user = await createAuthRepository(tx).findUserById(check.userId);
        if (!user || user.deactivatedAt)
          return { ok: false as const, error: invalidGrant(ACCOUNT_MESSAGES.invalidCredentials) };
        return { ok: true as const, tokens: await signedIn(tx, user, check.method, input) };
      });
      if (!outcome.ok) throw outcome.error;
      await refundThrottle(db, limits.signInPerIp, input.ip);
      await resetThrottle(db, limits.secondFactorPerUser, String(userId));
      return outcome.tokens;
    },

    /**
     * A signed-in user changes his password: the current one is checked (failures throttled like a
     * sign-in), and every other device is signed out.
     */
    async changePassword(
      member: { userId: number; email: string; contactName: string; sessionId: string },
      input: ChangePasswordRequest,
      ip: string,
    ): Promise<void> {
      const pair = `${member.email}|${ip}`;
      await throttle(limits.signInPerAccountAndIp, pair);
      const user = await repo.findUserById(member.userId);
      if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw fieldError('currentPassword', SIGN_IN_SECURITY_MESSAGES.currentPasswordWrong);
      }
      await resetThrottle(db, limits.signInPerAccountAndIp, pair);
      checkPasswordStrength(input.newPassword, [user.email, user.contactName], 'newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        const txRepo = createAuthRepository(tx);
        const at = now();
        await txRepo.setPasswordHash(user.id, passwordHash, at);
        await txRepo.endOtherSessions(user.id, member.sessionId, at);
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
          if (user && !user.deactivatedAt) return tokenResponse(user, successor, presented.familyId);
          await txRepo.revokeFamily(presented.familyId, at);
          return null;
        }
        if (presented.expiresAt <= at) return null;
        const user = await txRepo.findUserById(presented.userId);
        if (!user || user.deactivatedAt) return null;
        // Its device was signed out: the session's tokens die with it.
        if (!(await txRepo.touchSession(presented.familyId, input.ip, at))) {
          await txRepo.revokeFamily(presented.familyId, at);
          return null;
        }
        await txRepo.markRefreshTokenUsed(presented.id, at);
        return issueTokens(user, presented.familyId, tx, successor);
      });
      if (issued) return issued;
      throw invalidGrant(REFRESH_REJECTED);
    },

    /**
     * Sign-out ends the session of the presented refresh token: its refresh tokens are revoked and
     * its access token stops working at once; the user's other devices are not affected. Unknown
     * tokens are ignored.
     */
    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const known = await repo.findRefreshToken(hashOpaqueToken(refreshToken));
      if (!known) return;
      await db.transaction(async (tx) => {
        const txRepo = createAuthRepository(tx);
        await txRepo.endSession(known.userId, known.familyId, now());
        await txRepo.revokeFamily(known.familyId, now());
      });
    },

    /** `ctx.language`: the page he signed up on, kept as the language he reads the site and mail in. */
    async signup(
      input: SignupRequest,
      ctx: { ip: string; publicUrl: string; language: Language },
    ): Promise<void> {
      await limit(limits.signupPerIp, ctx.ip);
      const country = await repo.findCountry(input.countryId);
      if (!country) throw fieldError('countryId', ACCOUNT_MESSAGES.countryRequired);
      checkPasswordStrength(input.password, [...input.emails, input.companyName, input.contactName]);
      const taken = () => conflict(ACCOUNT_MESSAGES.emailTaken, { emails: ACCOUNT_MESSAGES.emailTaken });
      const [signInEmail] = input.emails;
      if (!signInEmail) throw fieldError('emails', ACCOUNT_MESSAGES.emailsRequired);
      if (await repo.findUserByEmail(signInEmail)) throw taken();
      const passwordHash = await hashPassword(input.password);
      try {
        await db.transaction(async (tx) => {
          const txRepo = createAuthRepository(tx);
          const { user, company } = await txRepo.insertCustomer({
            ...input,
            country,
            passwordHash,
            language: ctx.language,
          });
          const link = await issueOneTimeLink(tx, {
            userId: user.id,
            purpose: 'verify-email',
            ttlMs: VERIFY_LINK_TTL_MS,
            page: `${ctx.publicUrl}${localizedUrl(ctx.language, '/account/verify-email')}`,
          });
          await queueVerificationEmail(tx, { to: user.email, link }, await translator(ctx.language));
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
              title: fill(/*i18n*/ 'New customer: {company} ({country})', {
                company: company.name,
                country: country.name,
              }),
              body: sentences(
                fill(/*i18n*/ '{contact} signed up with {email}.', {
                  contact: input.contactName,
                  email: user.email,
                }),
                /*i18n*/ 'Check the account and approve it so the dealer sees prices.',
              ),
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
    /** In his saved language, else the language of the page that asked (`ctx.language`). */
    async forgotPassword(
      email: string,
      ctx: { ip: string; publicUrl: string; language: Language },
    ): Promise<void> {
      await limit(limits.forgotPerIp, ctx.ip);
      await limit(limits.forgotPerEmail, email);
      const user = await repo.findUserByEmail(email);
      if (!user) return;
      const words = await translator(user.language ?? ctx.language);
      await db.transaction(async (tx) => {
        const link = await issueOneTimeLink(tx, {
          userId: user.id,
          purpose: 'password-reset',
          ttlMs: RESET_LINK_TTL_MS,
          page: `${ctx.publicUrl}${localizedUrl(words.language, '/account/reset-password')}`,
        });
        await queuePasswordResetEmail(
          tx,
          {
            to: user.email,
            // Only a verified owner's own name: a stranger's sign-up must not put his text in this mail.
            contactName: user.emailVerifiedAt ? user.contactName : null,
            link,
          },
          words,
        );
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
        await txRepo.endAllSessions(user.id, at);
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
