import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
});

export default async function healthRoutes(app: FastifyInstance) {
  const repo = app.services.health;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database status',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      let ok = true;
      try {
        await repo.ping();
      } catch {
        ok = false;
      }
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: { driver: app.database.driver, ok },
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
  );
}
