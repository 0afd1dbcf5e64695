// The Idempotency-Key request header of a write a client may retry (an offer, a payment): a retry
// with the same key answers with what the first request wrote, so a lost answer is safe to ask again.
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,128}$/;

/** The request's key, null without one; a malformed key is a 400 (a UUID is ideal). */
export function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !IDEMPOTENCY_KEY.test(value)) {
    throw badRequest(/*i18n*/ 'Idempotency-Key must be 8 to 128 visible ASCII characters (a UUID is ideal).');
  }
  return value;
}

/** What the OpenAPI description of a route that takes the header says about it. */
export const IDEMPOTENCY_KEY_DESCRIPTION =
  'Header `Idempotency-Key` (optional, 8 to 128 visible ASCII characters; a UUID is ideal): a retry with the same key answers with the first result and writes nothing more, even when both arrive at once; the same key with a different request is a 409.';
