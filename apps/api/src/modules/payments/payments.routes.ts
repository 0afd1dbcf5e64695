// HTTP of payments, the member's side (own company only; anything else is 404).
//   POST /api/payments/proofs?fileName=   body: the raw PDF, JPEG or PNG (up to 10 MB) -> { proofId, fileName };
//                                         an approved company with an invoice to pay, within its daily cap
//   POST /api/payments                    { currency, amount, paidOn, reference, proofId, allocations }
//                                         header Idempotency-Key (optional): a retry answers with the first payment
//   GET  /api/payments                    the company's payments, pending first
//   GET  /api/payments/:id/proof          the proof (attachment)
// The proof body is the raw file, not multipart, like the stock photo upload (no multipart parser).
// Who may upload is decided on the request, before the body is read: a visitor is a 401, an
// unapproved company a 403, a company with nothing to pay a 403, however large the body says it is.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  MAX_PAYMENT_PROOF_BYTES,
  paymentListQuerySchema,
  paymentListSchema,
  paymentProofSchema,
  paymentSchema,
  recordIdSchema,
  recordPaymentSchema,
} from '@ibc/domain';
import { badRequest } from '../../lib/errors.ts';
import { IDEMPOTENCY_KEY_DESCRIPTION, idempotencyKey } from '../../lib/idempotency-key.ts';
import { attachmentRoute, mediaType, rawFileBody } from '../../lib/uploads.ts';
import { requireMember } from '../../lib/auth-context.ts';
import { PROOF_UPLOAD_BYTES_PER_DAY, PROOF_UPLOADS_PER_DAY } from './payments.service.ts';

const params = z.object({ id: recordIdSchema(/*i18n*/ 'The payment id is a whole number.') });
const tooBig = () => badRequest(/*i18n*/ 'The proof file is larger than 10 MB.');

export default function paymentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = fastify.services.payments;
  const security = [{ bearer: [] }];
  const tags = ['payments'];
  // Scoped to this plugin: JSON keeps its parser; anything else is read as a proof file.
  app.addContentTypeParser('*', rawFileBody(MAX_PAYMENT_PROOF_BYTES, tooBig));
  const mayUploadProof = (request: FastifyRequest) => service.checkProofUploader(requireMember(request));

  app.post(
    '/api/payments/proofs',
    {
      onRequest: [fastify.authenticate, fastify.requireApproved, mayUploadProof],
      schema: {
        tags,
        security,
        summary: 'Upload the proof of a payment (the raw PDF, JPEG or PNG as the body, up to 10 MB)',
        description: `For an approved company with an open invoice not yet paid in full, at most ${PROOF_UPLOADS_PER_DAY} files (${PROOF_UPLOAD_BYTES_PER_DAY / 1024 / 1024} MB in all) per company and Japan day (429 past that). A proof no payment names within an hour is removed.`,
        querystring: z.object({ fileName: z.string().max(200).default('proof') }),
        response: {
          200: paymentProofSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw badRequest(/*i18n*/ 'The proof must be a PDF, JPEG or PNG file.');
      return service.uploadProof(requireMember(request), body, mediaType(request), request.query.fileName);
    },
  );

  app.post(
    '/api/payments',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: "Record a T/T payment against one or more of the company's invoices",
        description: IDEMPOTENCY_KEY_DESCRIPTION,
        body: recordPaymentSchema,
        response: { 200: paymentSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      service.record(requireMember(request), { ...request.body, idempotencyKey: idempotencyKey(request) }),
  );

  app.get(
    '/api/payments',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary:
          "The company's payments, pending first (purchaseId=: those towards that purchase's invoices)",
        querystring: paymentListQuerySchema,
        response: { 200: paymentListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({
      payments: await service.listMine(requireMember(request), request.query.purchaseId),
    }),
  );

  attachmentRoute(
    fastify,
    '/api/payments/:id/proof',
    {
      preHandler: fastify.authenticate,
      schema: { tags, security, summary: 'The proof of a payment (attachment)', params },
    },
    (request, id) => service.proofForMember(requireMember(request), id),
  );
  return Promise.resolve();
}
