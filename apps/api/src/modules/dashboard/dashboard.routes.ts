// HTTP of the back office's dashboard, staff only (visitor 401, customer 404):
//   GET /api/admin/dashboard   the figures and the newest activity
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, dashboardSchema } from '@ibc/domain';
import { privateNoStore } from '../../lib/cache-control.ts';

export default function dashboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dashboard = fastify.services.dashboard;

  app.get(
    '/api/admin/dashboard',
    {
      ...fastify.staffOnly,
      // Figures of this moment: never cached on the way.
      preHandler: privateNoStore,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'Vehicles by status, stock listed in the last 7 days, sign-ups waiting approval, offers waiting an answer, undeliverable mail, and the latest activity',
        response: { 200: dashboardSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async () => dashboard.get(),
  );
  return Promise.resolve();
}
