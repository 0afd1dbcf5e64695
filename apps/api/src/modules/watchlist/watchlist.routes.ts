// HTTP of the watchlist, for approved members (prices are a member privilege, §6).
//   GET    /api/watchlist                  -> { items }  prices now and when added, status
//   GET    /api/watchlist/ids              -> { vehicleIds }  what the hearts on tiles read
//   PUT    /api/watchlist/:vehicleId       -> 204  adds it (again: nothing changes)
//   DELETE /api/watchlist/:vehicleId       -> 204  (404 when it is not on the member's list)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, recordIdSchema, watchlistIdsSchema, watchlistSchema } from '@ibc/domain';
import { requireMember } from '../../lib/auth-context.ts';
import { privateNoStore } from '../../lib/cache-control.ts';

export default function watchlistRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = fastify.services.watchlist;
  const preHandler = [fastify.authenticate, fastify.requireApproved];
  const security = [{ bearer: [] }];
  const tags = ['watchlist'];
  const params = z.object({ vehicleId: recordIdSchema(/*i18n*/ 'The vehicle id is a whole number.') });

  app.get(
    '/api/watchlist',
    {
      preHandler: [...preHandler, privateNoStore],
      schema: {
        tags,
        security,
        summary: "The member's watched vehicles: price now and when added, landed price, status",
        response: { 200: watchlistSchema },
      },
    },
    async (request) => service.list(requireMember(request)),
  );

  app.get(
    '/api/watchlist/ids',
    {
      preHandler: [...preHandler, privateNoStore],
      schema: {
        tags,
        security,
        summary: 'The ids of the watched vehicles',
        response: { 200: watchlistIdsSchema },
      },
    },
    async (request) => ({ vehicleIds: await service.ids(requireMember(request)) }),
  );

  app.put(
    '/api/watchlist/:vehicleId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Watch a vehicle (kept with the price it has now)',
        params,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await service.add(requireMember(request), request.params.vehicleId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/watchlist/:vehicleId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Stop watching a vehicle',
        params,
        response: { 204: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await service.remove(requireMember(request), request.params.vehicleId);
      return reply.code(204).send(null);
    },
  );

  return Promise.resolve();
}
