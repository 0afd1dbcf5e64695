// HTTP of the activity log (issue 16), staff only (visitor 401, customer 404):
//   GET /api/admin/activity?entityType&entityId&actor&from&to&page&pageSize   newest first
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityPageSchema, activityQuerySchema, apiErrorSchema } from '@ibc/domain';

export default function activityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const activity = fastify.services.activity;

  app.get(
    '/api/admin/activity',
    {
      ...fastify.staffOnly,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'The activity log, newest first: who changed which record and when, with the before/after of each changed field',
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => activity.list(request.query),
  );
  return Promise.resolve();
}
