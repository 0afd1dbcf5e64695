import { geoLookupResponseSchema } from '@ibc/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientIp, enforceRateLimit } from '../../lib/rate-limit.ts';

export default function geoRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.geo;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/geo/lookup',
    {
      schema: {
        tags: ['geo'],
        summary: "The caller's country from its IP address; nulls when no provider is configured",
        response: { 200: geoLookupResponseSchema },
      },
    },
    async (request, reply) => {
      const ip = clientIp(request);
      // The provider may be paid per call: one browser looks itself up once, so 30 a minute is ample.
      if (app.config.GEOIP_URL)
        await enforceRateLimit(app.db, { name: 'geo-lookup:ip', limit: 30, windowMs: 60_000 }, ip);
      void reply.header('cache-control', 'private, max-age=3600');
      return service.lookup(ip);
    },
  );
  return Promise.resolve();
}
