// Opaque secrets (refresh tokens, one-time links): 256 random bits, only their SHA-256 is stored,
// so a leaked database row cannot be replayed. SHA-256 (not argon2) is right here: the input is
// already high-entropy, so there is nothing to slow down a guesser with.
import { createHash, randomBytes } from 'node:crypto';

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
