// Second factors: an authenticator app (TOTP, RFC 6238), passkeys (WebAuthn, through
// @simplewebauthn/server) and one-time recovery codes. Adding and removing them, and proving one
// during sign-in (the auth module asks, inside its own transaction). Staff must keep one.
import { createHmac, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  SIGN_IN_SECURITY_MESSAGES as M,
  type PasskeyRegistrationRequest,
  type SecondFactorAdded,
  type SecondFactorMethod,
  type SignInSecurity,
} from '@ibc/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isStaffRole, type UserRole } from '../../lib/auth-context.ts';
import {
  AppError,
  badRequest,
  fieldError,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
} from '../../lib/errors.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token.ts';
import { every, type ScheduledJob } from '../../lib/scheduled-jobs.ts';
import { signInExpired, type SignInCheck, type SignInProof } from '../../lib/second-step.ts';
import { createSecretBox } from './secret-box.ts';
import { createSecondFactorRepository } from './second-factor.repository.ts';

const MINUTE = 60_000;
/** How long the second step of a sign-in, or adding a passkey, may take. */
export const CHALLENGE_TTL_MS = 5 * MINUTE;
/** Wrong second factors one sign-in may try before the password must be given again. */
export const SIGN_IN_TRIES = 5;
const TOTP_PERIOD_SECONDS = 30;
const SITE_NAME = 'IBC Japan';
/** Lower-case letters and digits that cannot be mistaken for one another when copied by hand. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The signed-in user and his session, as the management use cases need them. */
export interface SecondFactorCaller {
  userId: number;
  email: string;
  role: UserRole;
  sessionId: string | null;
  /** How this session was confirmed; null: the password alone. */
  sessionSecondFactor: SecondFactorMethod | null;
  /** The page's origin (the Origin header), for WebAuthn. */
  origin?: string | undefined;
}

export interface SecondFactorDeps {
  db: Db;
  /** The server's signing secret: it keys the recovery-code hashes and seals the TOTP secrets. */
  serverKey: Uint8Array;
  publicUrl: () => string;
  /** Marks the caller's session as confirmed by a second factor (the auth module owns sessions). */
  confirmSession: (tx: DbOrTx, sessionId: string, method: SecondFactorMethod) => Promise<void>;
  now?: () => Date;
}

export function createSecondFactorService(deps: SecondFactorDeps) {
  const { db } = deps;
  const repo = createSecondFactorRepository(db);
  const box = createSecretBox(deps.serverKey);
  const now = deps.now ?? (() => new Date());

  const hashRecoveryCode = (code: string) =>
    createHmac('sha256', deps.serverKey)
      .update('recovery-code:')
      .update(normaliseRecoveryCode(code))
      .digest('hex');

  /** The relying party: the site's host, and the origins a page of it may have. */
  function relyingParty(origin?: string) {
    const site = new URL(deps.publicUrl());
    // The same host on another port (the web app's dev server) is the same relying party.
    const origins = [site.origin];
    if (origin && origin !== site.origin) {
      try {
        if (new URL(origin).hostname === site.hostname) origins.push(origin);
      } catch {
        // not a URL: only the site's own origin is expected
      }
    }
    return { id: site.hostname, origins };
  }

  function totpOf(secretBase32: string, label: string) {
    return new TOTP({
      issuer: SITE_NAME,
      label,
      algorithm: 'SHA1',
      digits: 6,
      period: TOTP_PERIOD_SECONDS,
      secret: Secret.fromBase32(secretBase32),
    });
  }

  function newRecoveryCodes(): string[] {
    return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
      return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
    });
  }

  async function giveRecoveryCodes(tx: DbOrTx, userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await createSecondFactorRepository(tx).replaceRecoveryCodes(userId, codes.map(hashRecoveryCode));
    return codes;
  }

  async function factorsOf(tx: DbOrTx, userId: number) {
    const txRepo = createSecondFactorRepository(tx);
    const user = await txRepo.findUser(userId);
    if (!user) throw notFound();
    const keys = await txRepo.listPasskeys(userId);
    return { user, keys, enabled: keys.length > 0 || user.totpSecret !== null };
  }

  /** Changes to the factors of a user who has one need a session confirmed with one. */
  function mayChange(caller: SecondFactorCaller, enabled: boolean) {
    if (enabled && !caller.sessionSecondFactor) throw forbidden(M.verifyFirst);
  }

  /**
   * After a factor is added: the session that added it counts as confirmed, and the first factor
   * comes with recovery codes.
   */
  async function added(
    tx: DbOrTx,
    caller: SecondFactorCaller,
    method: SecondFactorMethod,
    wasEnabled: boolean,
  ) {
    if (caller.sessionId && !caller.sessionSecondFactor)
      await deps.confirmSession(tx, caller.sessionId, method);
    return { recoveryCodes: wasEnabled ? null : await giveRecoveryCodes(tx, caller.userId) };
  }

  /** After a factor is removed: staff keep one; a dealer without any has two-step sign-in off. */
  async function removing(tx: DbOrTx, caller: SecondFactorCaller, remaining: number) {
    if (remaining > 0) return;
    if (isStaffRole(caller.role)) throw forbidden(M.staffKeepsAFactor);
    await createSecondFactorRepository(tx).replaceRecoveryCodes(caller.userId, []);
  }

  /** The 30-second step whose code `code` is (one step of drift either way); null: no match. */
  function stepOf(sealed: string, code: string, label: string): number | null {
    const secret = box.open(sealed);
    if (!secret) return null;
    const at = now().getTime();
    const delta = totpOf(secret, label).validate({ token: code, timestamp: at, window: 1 });
    return delta === null ? null : Math.floor(at / 1000 / TOTP_PERIOD_SECONDS) + delta;
  }

  async function checkTotp(tx: DbOrTx, userId: number, sealed: string, code: string, label: string) {
    const step = stepOf(sealed, code, label);
    if (step === null) return 'wrong' as const;
    return (await createSecondFactorRepository(tx).useTotpStep(userId, step))
      ? ('ok' as const)
      : ('used' as const);
  }

  return {
    hashRecoveryCode,

    async overview(caller: SecondFactorCaller): Promise<SignInSecurity> {
      const { user, keys, enabled } = await factorsOf(db, caller.userId);
      return {
        required: isStaffRole(caller.role),
        enabled,
        sessionVerified: caller.sessionSecondFactor !== null,
        totp: { enabled: user.totpSecret !== null, addedAt: user.totpAddedAt?.toISOString() ?? null },
        passkeys: keys.map((key) => ({
          id: key.id,
          name: key.name,
          createdAt: key.createdAt.toISOString(),
          lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
        })),
        recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(caller.userId) : 0,
      };
    },

    /** A new authenticator-app secret, in force once a code from it is confirmed. */
    async startTotp(caller: SecondFactorCaller): Promise<{ secret: string; uri: string }> {
      const { enabled } = await factorsOf(db, caller.userId);
      mayChange(caller, enabled);
      const secret = new Secret({ size: 20 }).base32;
      await repo.setPendingTotp(caller.userId, box.seal(secret));
      return { secret, uri: totpOf(secret, caller.email).toString() };
    },

    async confirmTotp(caller: SecondFactorCaller, code: string): Promise<SecondFactorAdded> {
      return db.transaction(async (tx) => {
        const txRepo = createSecondFactorRepository(tx);
        await txRepo.lockUser(caller.userId);
        const { user, enabled } = await factorsOf(tx, caller.userId);
        mayChange(caller, enabled);
        if (!user.totpPendingSecret)
          throw new AppError(400, M.totpSetupMissing, { code: 'totp_setup_missing' });
        const step = stepOf(user.totpPendingSecret, code, user.email);
        if (step === null) throw fieldError('code', M.codeWrong);
        // The confirming code is used: it cannot sign anyone in a second time.
        await txRepo.setTotp(caller.userId, user.totpPendingSecret, now(), step);
        return added(tx, caller, 'totp', enabled);
      });
    },

    async removeTotp(caller: SecondFactorCaller): Promise<void> {
      await db.transaction(async (tx) => {
        const txRepo = createSecondFactorRepository(tx);
        await txRepo.lockUser(caller.userId);
        const { user, keys, enabled } = await factorsOf(tx, caller.userId);
        if (!user.totpSecret) return;
        mayChange(caller, enabled);
        await removing(tx, caller, keys.length);
        await txRepo.setTotp(caller.userId, null, null);
      });
    },

    async passkeyRegistrationOptions(
      caller: SecondFactorCaller,
    ): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const { keys, enabled } = await factorsOf(db, caller.userId);
      mayChange(caller, enabled);
      const rp = relyingParty(caller.origin);
      const options = await generateRegistrationOptions({
        rpName: SITE_NAME,
        rpID: rp.id,
        userName: caller.email,
        userDisplayName: caller.email,
        // A stable handle that says nothing about the user: the same account replaces its own passkey.
        userID: createHmac('sha256', deps.serverKey)
          .update(`passkey-user:${caller.userId}`)
          .digest()
          .subarray(0, 16),
        attestationType: 'none',
        excludeCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      await repo.insertChallenge({
        userId: caller.userId,
        purpose: 'passkey-registration',
        webauthnChallenge: options.challenge,
        expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS),
      });
      return options;
    },

    async addPasskey(
      caller: SecondFactorCaller,
      input: PasskeyRegistrationRequest,
      defaultName: string,
    ): Promise<SecondFactorAdded> {
      const rp = relyingParty(caller.origin);
      return db.transaction(async (tx) => {
        const txRepo = createSecondFactorRepository(tx);
        await txRepo.lockUser(caller.userId);
        const { enabled } = await factorsOf(tx, caller.userId);
        mayChange(caller, enabled);
        const at = now();
        let verification;
        try {
          verification = await verifyRegistrationResponse({
            response: input.response as unknown as RegistrationResponseJSON,
            expectedChallenge: (challenge) => txRepo.useRegistrationChallenge(caller.userId, challenge, at),
            expectedOrigin: rp.origins,
            expectedRPID: rp.id,
            requireUserVerification: false,
          });
        } catch {
          throw badRequest(M.passkeyFailed);
        }
        if (!verification.verified) throw badRequest(M.passkeyFailed);
        const { credential } = verification.registrationInfo;
        try {
          await txRepo.insertPasskey({
            userId: caller.userId,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey),
            signCount: credential.counter,
            transports: credential.transports ?? [],
            name: input.name?.trim() || defaultName,
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(/*i18n*/ 'This passkey is added already.');
          throw error;
        }
        return added(tx, caller, 'passkey', enabled);
      });
    },

    async removePasskey(caller: SecondFactorCaller, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const txRepo = createSecondFactorRepository(tx);
        await txRepo.lockUser(caller.userId);
        const { user, keys, enabled } = await factorsOf(tx, caller.userId);
        if (!keys.some((key) => key.id === id)) throw notFound();
        mayChange(caller, enabled);
        await removing(tx, caller, keys.length - 1 + (user.totpSecret ? 1 : 0));
        await txRepo.deletePasskey(caller.userId, id);
      });
    },

    /** A new set of recovery codes; the old ones stop working. */
    async replaceRecoveryCodes(caller: SecondFactorCaller): Promise<{ recoveryCodes: string[] }> {
      return db.transaction(async (tx) => {
        await createSecondFactorRepository(tx).lockUser(caller.userId);
        const { enabled } = await factorsOf(tx, caller.userId);
        if (!enabled) throw badRequest(M.noSecondFactor);
        mayChange(caller, enabled);
        return { recoveryCodes: await giveRecoveryCodes(tx, caller.userId) };
      });
    },

    /** Every second factor of the user removed, in the caller's transaction (an admin's reset). */
    reset: (tx: DbOrTx, userId: number) => createSecondFactorRepository(tx).removeAll(userId),

    // ---- the second step of a sign-in (called by the auth module) ----

    /** The ways the user can finish a sign-in; none: the password is enough. */
    async methodsOf(tx: DbOrTx, userId: number): Promise<SecondFactorMethod[]> {
      const { user, keys } = await factorsOf(tx, userId);
      const methods: SecondFactorMethod[] = [];
      if (keys.length) methods.push('passkey');
      if (user.totpSecret) methods.push('totp');
      if (methods.length && (await createSecondFactorRepository(tx).recoveryCodesLeft(userId)) > 0)
        methods.push('recovery-code');
      return methods;
    },

    /** Starts the second step: the `mfa_token` that names it. */
    async startSignIn(tx: DbOrTx, userId: number): Promise<string> {
      const token = newOpaqueToken();
      await createSecondFactorRepository(tx).insertChallenge({
        userId,
        purpose: 'sign-in',
        tokenHash: hashOpaqueToken(token),
        expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS),
      });
      return token;
    },

    /** The user a live half-finished sign-in belongs to (to count his wrong tries); null: none. */
    async userOfSignIn(mfaToken: string): Promise<number | null> {
      const signIn = await repo.findSignIn(hashOpaqueToken(mfaToken), now());
      return signIn?.userId ?? null;
    },

    /** WebAuthn options for the passkeys of the sign-in that `mfaToken` names. */
    async passkeySignInOptions(
      mfaToken: string,
      origin?: string,
    ): Promise<PublicKeyCredentialRequestOptionsJSON> {
      return db.transaction(async (tx) => {
        const txRepo = createSecondFactorRepository(tx);
        const signIn = await txRepo.lockSignIn(hashOpaqueToken(mfaToken), now());
        if (!signIn) throw signInExpired();
        const keys = await txRepo.listPasskeys(signIn.userId);
        if (!keys.length) throw badRequest(M.passkeyFailed);
        const options = await generateAuthenticationOptions({
          rpID: relyingParty(origin).id,
          allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports })),
          userVerification: 'preferred',
        });
        await txRepo.setWebauthnChallenge(signIn.id, options.challenge);
        return options;
      });
    },

    /**
     * Checks the second step in `tx` (the auth module's, which then issues the tokens). A wrong
     * proof is an answer, not a throw, so the caller can commit the counted try; the last allowed
     * wrong try ends the sign-in.
     */
    async checkSignIn(tx: DbOrTx, mfaToken: string, proof: SignInProof): Promise<SignInCheck> {
      const txRepo = createSecondFactorRepository(tx);
      const at = now();
      const signIn = await txRepo.lockSignIn(hashOpaqueToken(mfaToken), at);
      if (!signIn) return { ok: false, error: signInExpired() };
      const user = await txRepo.findUser(signIn.userId);
      if (!user) return { ok: false, error: signInExpired() };
      let refusal: AppError | null = null;
      if (proof.method === 'totp') {
        const result = user.totpSecret
          ? await checkTotp(tx, user.id, user.totpSecret, proof.code, user.email)
          : 'wrong';
        if (result !== 'ok') refusal = fieldError('otp', result === 'used' ? M.codeUsed : M.codeWrong);
      } else if (proof.method === 'recovery-code') {
        const used = await txRepo.useRecoveryCode(user.id, hashRecoveryCode(proof.code), at);
        if (!used) refusal = fieldError('recovery_code', M.recoveryCodeWrong);
      } else {
        refusal = await checkPasskey(tx, user.id, signIn.webauthnChallenge, proof);
      }
      if (refusal) {
        const tries = await txRepo.failedTry(signIn.id);
        if (tries >= SIGN_IN_TRIES) {
          await txRepo.endChallenge(signIn.id, at);
          return { ok: false, error: signInExpired() };
        }
        return { ok: false, error: refusal };
      }
      await txRepo.endChallenge(signIn.id, at);
      return { ok: true, userId: user.id, method: proof.method };
    },

    /** Every hour: the half-finished sign-ins and passkey registrations nobody can finish any more. */
    challengesJob: {
      name: 'second-factor-challenges',
      next: every(60 * MINUTE),
      run: async (tx, at) => {
        await createSecondFactorRepository(tx).deleteExpiredChallenges(at);
      },
    } satisfies ScheduledJob,
  };

  async function checkPasskey(
    tx: DbOrTx,
    userId: number,
    challenge: string | null,
    proof: { response: string; origin?: string | undefined },
  ): Promise<AppError | null> {
    const failed = badRequest(M.passkeyFailed);
    if (!challenge) return failed;
    let response: AuthenticationResponseJSON;
    try {
      response = JSON.parse(proof.response) as AuthenticationResponseJSON;
    } catch {
      return failed;
    }
    const txRepo = createSecondFactorRepository(tx);
    const key = typeof response?.id === 'string' ? await txRepo.findPasskey(response.id) : null;
    if (!key || key.userId !== userId) return failed;
    const rp = relyingParty(proof.origin);
    try {
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        credential: {
          id: key.credentialId,
          publicKey: new Uint8Array(key.publicKey),
          counter: key.signCount,
          transports: key.transports,
        },
        requireUserVerification: false,
      });
      if (!result.verified) return failed;
      await txRepo.passkeyUsed(key.id, result.authenticationInfo.newCounter, now());
      return null;
    } catch {
      return failed;
    }
  }
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
