// HTTP of the sales team's side of the negotiation.
//   GET  /api/admin/offers?status=open&page=1  offers and KAP enquiries waiting an answer, oldest first,
//                                         a page at a time (staff)
//   GET  /api/admin/offers/:id            one offer and its thread (staff)
//   POST /api/admin/offers/:id/accept     { message?, amount? }  reserves the vehicle, creates the purchase
//   POST /api/admin/offers/:id/counter    { amount, message }  (amount: whole units, separators allowed)
//   POST /api/admin/offers/:id/decline    { reason }
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOffersQuerySchema,
  adminOffersSchema,
  apiErrorSchema,
  offerAcceptSchema,
  offerAmountStepSchema,
  offerDeclineSchema,
  offerStepResponseSchema,
  offerThreadSchema,
  recordIdSchema,
} from '@ibc/domain';
import { staffActor } from '../../lib/auth-context.ts';

const params = z.object({ id: recordIdSchema(/*i18n*/ 'The offer id is a whole number.') });

export default function offersAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const negotiation = fastify.services.offerNegotiation;
  const security = [{ bearer: [] }];
  const tags = ['admin'];
  const denied = { 401: apiErrorSchema, 404: apiErrorSchema };
  const stepResponses = { 200: offerStepResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...denied };

  app.get(
    '/api/admin/offers',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary:
          'The offers inbox, a page at a time: open offers oldest first (status=all or a status for the others)',
        querystring: adminOffersQuerySchema,
        response: { 200: adminOffersSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => negotiation.inbox(request.query),
  );

  app.get(
    '/api/admin/offers/:id',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'An offer and its thread',
        params,
        response: { 200: offerThreadSchema, ...denied },
      },
    },
    async (request) => negotiation.staffThread(request.params.id),
  );

  app.post(
    '/api/admin/offers/:id/accept',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Accept: the vehicle is reserved, other open offers on it declined, the purchase created',
        params,
        body: offerAcceptSchema,
        response: stepResponses,
      },
    },
    async (request) => negotiation.staffAccept(staffActor(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/offers/:id/counter',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary:
          'Counter with an amount (whole units of the offer currency) and a message; an amount far from the list price is refused (400)',
        params,
        body: offerAmountStepSchema,
        response: stepResponses,
      },
    },
    async (request) =>
      negotiation.staffCounter(
        staffActor(request),
        request.params.id,
        request.body.amount,
        request.body.message,
      ),
  );

  app.post(
    '/api/admin/offers/:id/decline',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Decline with a reason',
        params,
        body: offerDeclineSchema,
        response: stepResponses,
      },
    },
    async (request) => negotiation.staffDecline(staffActor(request), request.params.id, request.body.reason),
  );
  return Promise.resolve();
}
