// §7 POST /api/utility/encrypt {password, word} and /api/utility/decrypt {password, crypt} -> {result}.
// For opaque values in URLs (e.g. an e-mailed checklist link); never for keeping a user's password.
// The key derivation is deliberately slow (scrypt), so sizes are capped and calls rate-limited per client.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, decryptRequestSchema, encryptRequestSchema, utilityResultSchema } from '@ibc/domain';
import { badRequest } from '../../lib/errors.ts';
import { clientIp, enforceRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { open, seal, SealedTextError } from './sealed-text.ts';

export const UTILITY_RATE_LIMIT: RateLimitRule = { name: 'utility:ip', limit: 60, windowMs: 60_000 };

export default async function utilityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['utility'];
  const response = { 200: utilityResultSchema, 400: apiErrorSchema, 429: apiErrorSchema };
  // Runs after validation, so an oversized body is a 400 that costs no scrypt and no quota.
  const limitPerClient = (request: FastifyRequest) =>
    enforceRateLimit(fastify.db, UTILITY_RATE_LIMIT, clientIp(request));

  app.post(
    '/api/utility/encrypt',
    {
      preHandler: limitPerClient,
      schema: {
        tags,
        summary: 'Encrypt a short text with a password (scrypt + AES-256-GCM, versioned URL-safe text)',
        body: encryptRequestSchema,
        response,
      },
    },
    async (request) => {
      return { result: await seal(request.body.password, request.body.word) };
    },
  );

  app.post(
    '/api/utility/decrypt',
    {
      preHandler: limitPerClient,
      schema: {
        tags,
        summary: 'Decrypt a text made by /api/utility/encrypt; 400 for a wrong password or a changed text',
        body: decryptRequestSchema,
        response,
      },
    },
    async (request) => {
      try {
        return { result: await open(request.body.password, request.body.crypt) };
      } catch (error) {
        if (error instanceof SealedTextError) throw badRequest(error.message, { crypt: error.message });
        throw error;
      }
    },
  );
}
