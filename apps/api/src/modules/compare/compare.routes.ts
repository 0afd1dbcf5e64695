import { compareIdsSchema, compareResponseSchema, memberCompareResponseSchema } from '@ibc/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireMember } from '../../lib/auth-context.ts';

export default function compareRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.compare;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/vehicles/prelog/get-compare-vehicles',
    {
      schema: {
        tags: ['compare'],
        summary: 'Comparison data for up to four vehicles (visitors; no prices)',
        body: compareIdsSchema,
        response: { 200: compareResponseSchema },
      },
    },
    async (request) => service.forVisitor(request.body),
  );

  api.post(
    '/api/vehicles/postlog/get-compare-vehicles',
    {
      preHandler: [app.authenticate, app.requireApproved],
      schema: {
        tags: ['compare'],
        summary: "Comparison data for up to four vehicles with the member's prices",
        security: [{ bearer: [] }],
        body: compareIdsSchema,
        response: { 200: memberCompareResponseSchema },
      },
    },
    async (request) => service.forMember(requireMember(request), request.body),
  );
  return Promise.resolve();
}
