// HTTP of purchases, the member's side.
//   GET   /api/purchases        the company's purchases, newest first
//   GET   /api/purchases/:id    the deal page (404 unless it is the company's)
//   PATCH /api/purchases/:id    { consignee, notifyParty } until the vehicle is booked on a voyage
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  purchaseDetailSchema,
  purchaseListSchema,
  purchasePartiesSchema,
  recordIdSchema,
} from '@ibc/domain';
import { requireMember } from '../../lib/auth-context.ts';

const params = z.object({ id: recordIdSchema(/*i18n*/ 'The purchase id is a whole number.') });

export default function purchasesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const purchases = fastify.services.purchases;
  const security = [{ bearer: [] }];
  const tags = ['purchases'];

  app.get(
    '/api/purchases',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: "The company's purchases, newest first",
        response: { 200: purchaseListSchema },
      },
    },
    async (request) => ({ purchases: await purchases.listMine(requireMember(request)) }),
  );

  app.get(
    '/api/purchases/:id',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: 'The deal: vehicle, agreed price and terms, port, consignee, timeline',
        params,
        response: { 200: purchaseDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => purchases.getMine(requireMember(request), request.params.id),
  );

  app.patch(
    '/api/purchases/:id',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: 'Consignee and notify party (until the vehicle is booked on a voyage)',
        params,
        body: purchasePartiesSchema,
        response: {
          200: purchaseDetailSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => purchases.updateParties(requireMember(request), request.params.id, request.body),
  );
  return Promise.resolve();
}
