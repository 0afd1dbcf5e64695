// HTTP of the forex rates.
//   GET  /api/admin/forex                     every currency: rate in force, next scheduled (staff)
//   GET  /api/admin/forex/:currency/history   the newest 100 entries of one currency (staff)
//   POST /api/admin/forex                     a new rate { currency, jpyPerUnit, effectiveFrom? } (staff)
//   GET  /api/forex/history?currency&range    the yen chart: daily closes (members of approved companies)
// The chart is for approved members like the sidebar's rates (GET /api/common-user/get-all-accounts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  forexChartQuerySchema,
  forexChartSchema,
  forexCurrencyListSchema,
  forexHistorySchema,
  forexRateInputSchema,
  forexRateSchema,
} from '@ibc/domain';
import { requireMember, staffActor } from '../../lib/auth-context.ts';

const currencyParams = z.object({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: /*i18n*/ 'The currency is a three-letter code, e.g. NZD.' }),
});

export default function forexRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const forex = fastify.services.forex;
  const security = [{ bearer: [] }];
  const tags = ['admin'];

  app.get(
    '/api/admin/forex',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Every currency with its rate in force (yen per unit) and the next scheduled one',
        response: { 200: forexCurrencyListSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async () => ({ currencies: await forex.listCurrencies() }),
  );

  app.get(
    '/api/admin/forex/:currency/history',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'The rates of one currency, newest first (the last 100, scheduled ones included)',
        params: currencyParams,
        response: { 200: forexHistorySchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => forex.history(request.params.currency),
  );

  app.post(
    '/api/admin/forex',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Enter a new rate for a currency, effective now or from a later date and time',
        body: forexRateInputSchema,
        response: {
          201: forexRateSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const rate = await forex.addRate(staffActor(request), request.body);
      return reply.code(201).send(rate);
    },
  );

  // Like prices (and the sidebar's rates), the chart is for members of approved companies: 403 for
  // a company waiting for review, with the reason.
  app.get(
    '/api/forex/history',
    {
      preHandler: [fastify.authenticate, fastify.requireApproved],
      schema: {
        tags: ['forex'],
        security,
        summary: 'The yen chart: the rate in force at the end of each day (Japan time), 90 days or 1 year',
        querystring: forexChartQuerySchema,
        response: {
          200: forexChartSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const member = requireMember(request);
      return forex.chart(request.query.currency, request.query.range, member.activeCurrency.trim());
    },
  );
  return Promise.resolve();
}
