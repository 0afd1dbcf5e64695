// Short-lived signed access tokens (JWT, HS256). The signing secret comes from AUTH_SECRET or, when
// unset, is generated once and kept in the database so every API instance signs with the same key.
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { MAX_RECORD_ID } from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import type { AccessTokenClaims, TokenSigner } from '../../lib/auth-context.ts';
import { createAuthRepository } from './auth.repository.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'ibc-export-platform';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Leeway for clocks of several API instances that disagree by a few seconds. */
const CLOCK_TOLERANCE_SECONDS = 5;

export async function loadSigningSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return createAuthRepository(db).ensureSetting('auth-secret', randomBytes(48).toString('base64url'));
}

interface VerifiedToken {
  claims: AccessTokenClaims;
  exp: number;
  iat: number;
}

/** jwtVerify's time checks, for a token whose signature was already verified. */
function isLive({ exp, iat }: VerifiedToken, now: number): boolean {
  return (
    now - CLOCK_TOLERANCE_SECONDS < exp && now - iat <= ACCESS_TOKEN_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS
  );
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  /** Tokens whose signature this key verified (per instance, bounded; a dead one is refused by isLive). */
  const verified = new LRUCache<string, VerifiedToken>({ max: 10_000 });
  return {
    key,
    async sign(claims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ role: claims.role, ver: claims.version, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      // A token already verified needs only its times checked again (verifying the
      // signature was a tenth of a member search). The memo holds what the signature proved; the
      // token version is still checked against the database on every request (plugins/auth.ts).
      const known = verified.get(token);
      if (known) return isLive(known, Date.now() / 1000) ? known.claims : null;
      try {
        // A token must say when it ends and when it began: `exp` required,
        // `iat` required and not in the future, and no token lives longer than the access TTL.
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
          maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0 || userId > MAX_RECORD_ID) return null;
        const version = payload.ver;
        if (typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
        const sessionId = payload.sid;
        if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
        // Checked by jwtVerify (requiredClaims); the type does not know it.
        const { exp, iat } = payload;
        if (exp === undefined || iat === undefined) return null;
        const claims = {
          userId,
          role: typeof payload.role === 'string' ? payload.role : 'customer',
          version,
          sessionId,
        };
        verified.set(token, { claims, exp, iat });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
