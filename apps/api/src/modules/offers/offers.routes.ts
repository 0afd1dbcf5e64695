// Offers. Paths from the spec's table (§7) under /api, plus one of ours:
//   POST /api/vehicle-auction/send-offer?isNZICP=&isDduStock=   body §3 offer payload -> { message, offerId }
//        header Idempotency-Key (optional): a retry with the same key answers with the first offer.
//   POST /api/vehicle-auction/send-email-kap-enquiry            body the vehicle ({ id, comment? }) -> { message: 'Success' }
//   GET  /api/vehicle-auction/my-offers                         -> { offers } newest first (/my-account/my-offer-history)
//   GET  /api/vehicle-auction/my-offers/:id                     -> the offer's thread
//   POST /api/vehicle-auction/my-offers/:id/accept|reoffer|withdraw   the dealer's answers to a counter
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  kapEnquiryRequestSchema,
  offerAcceptSchema,
  recordIdSchema,
  offerAmountStepSchema,
  offerPlainStepSchema,
  offerStepResponseSchema,
  offerThreadSchema,
  messageResponseSchema,
  offerHistorySchema,
  offerPayloadSchema,
  sendOfferResponseSchema,
} from '@ibc/domain';
import { idempotencyKey } from '../../lib/idempotency-key.ts';
import { clientIp } from '../../lib/rate-limit.ts';
import { requireMember } from '../../lib/auth-context.ts';

const queryBoolean = z
  .enum(['true', 'false'], { error: /*i18n*/ 'Use true or false.' })
  .transform((value) => value === 'true')
  .optional();

export default function offersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.offers;
  const negotiation = app.services.offerNegotiation;

  r.post(
    '/api/vehicle-auction/send-offer',
    {
      preHandler: [app.authenticate, app.requireApproved],
      schema: {
        tags: ['offers'],
        summary: 'Send a price offer (§7); fees are recomputed and must match computedFees',
        security: [{ bearer: [] }],
        querystring: z.object({ isNZICP: queryBoolean, isDduStock: queryBoolean }),
        body: offerPayloadSchema,
        response: { 200: sendOfferResponseSchema },
      },
    },
    async (request) =>
      service.sendOffer({
        member: requireMember(request),
        payload: request.body,
        query: request.query,
        idempotencyKey: idempotencyKey(request),
        baseUrl: app.publicUrl(),
      }),
  );

  r.post(
    '/api/vehicle-auction/send-email-kap-enquiry',
    {
      preHandler: [app.authenticate, app.requireApproved],
      schema: {
        tags: ['offers'],
        summary: "Ask for the price of a vehicle shown as 'NZD 0' (KAP stock); stored and e-mailed",
        security: [{ bearer: [] }],
        body: kapEnquiryRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) =>
      service.sendKapEnquiry({
        member: requireMember(request),
        vehicleId: request.body.id,
        comment: request.body.comment?.trim() ?? '',
        baseUrl: app.publicUrl(),
        ip: clientIp(request),
      }),
  );

  r.get(
    '/api/vehicle-auction/my-offers',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['offers'],
        summary: "The member's offers, newest first (offer history)",
        security: [{ bearer: [] }],
        response: { 200: offerHistorySchema },
      },
    },
    async (request) => ({ offers: await negotiation.listMine(requireMember(request)) }),
  );

  // The dealer's side of the negotiation: the thread of one offer and the answers to a counter.
  const offerParams = z.object({ id: recordIdSchema(/*i18n*/ 'The offer id is a whole number.') });
  r.get(
    '/api/vehicle-auction/my-offers/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['offers'],
        summary: 'One offer and its negotiation (offers, counters, messages); 404 unless it is yours',
        security: [{ bearer: [] }],
        params: offerParams,
        response: { 200: offerThreadSchema },
      },
    },
    async (request) => negotiation.myThread(requireMember(request), request.params.id),
  );
  const dealerStep = (path: string, summary: string) => ({
    path: `/api/vehicle-auction/my-offers/:id/${path}`,
    options: {
      preHandler: [app.authenticate, app.requireApproved],
      schema: {
        tags: ['offers'],
        summary,
        security: [{ bearer: [] }],
        params: offerParams,
        response: { 200: offerStepResponseSchema },
      },
    },
  });
  {
    const { path, options } = dealerStep(
      'accept',
      'Accept the counter offer: the vehicle is reserved and the purchase created',
    );
    r.post(path, { ...options, schema: { ...options.schema, body: offerAcceptSchema } }, async (request) =>
      negotiation.dealerAccept(requireMember(request), request.params.id, request.body),
    );
  }
  {
    const { path, options } = dealerStep('reoffer', 'Answer a counter offer with a new amount');
    r.post(
      path,
      { ...options, schema: { ...options.schema, body: offerAmountStepSchema } },
      async (request) =>
        negotiation.dealerReoffer(
          requireMember(request),
          request.params.id,
          request.body.amount,
          request.body.message,
        ),
    );
  }
  {
    const { path, options } = dealerStep('withdraw', 'Withdraw an open offer');
    r.post(path, { ...options, schema: { ...options.schema, body: offerPlainStepSchema } }, async (request) =>
      negotiation.dealerWithdraw(requireMember(request), request.params.id, request.body.message),
    );
  }
  return Promise.resolve();
}
