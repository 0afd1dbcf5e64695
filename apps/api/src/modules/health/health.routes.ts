import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const readinessSchema = z.object({ status: z.enum(['ready', 'draining', 'database-unavailable']) });

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

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: whether the proxy may send this instance requests',
        description:
          '503 `draining` from the moment the instance begins to stop (SIGTERM), while it still finishes ' +
          'the requests it has; 503 `database-unavailable` when its database does not answer. ' +
          '`/api/health` is the liveness check.',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      if (app.lifecycle.draining) return reply.status(503).send({ status: 'draining' });
      try {
        await repo.ping();
      } catch {
        return reply.status(503).send({ status: 'database-unavailable' });
      }
      return { status: 'ready' as const };
    },
  );
}
