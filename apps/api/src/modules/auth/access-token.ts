// Short-lived signed access tokens (JWT, HS256). The signing secret comes from AUTH_SECRET or, when
// unset, is generated once and kept in the database so every API instance signs with the same key.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'ibc-export-platform';

export interface AccessTokenClaims {
  userId: number;
  role: string;
}

export interface TokenSigner {
  sign(claims: AccessTokenClaims, ttlSeconds?: number, now?: Date): Promise<string>;
  verify(token: string): Promise<AccessTokenClaims | null>;
  /** Raw key material, also used to sign anti-forgery cookies. */
  key: Uint8Array;
}

export async function loadSigningSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: 'auth-secret', value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'auth-secret'));
  return row!.value;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    key,
    async sign(claims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || userId <= 0) return null;
        return { userId, role: typeof payload.role === 'string' ? payload.role : 'customer' };
      } catch {
        return null;
      }
    },
  };
}
