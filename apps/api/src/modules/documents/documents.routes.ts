// HTTP of purchase documents, the member's side (own company only; anything else is 404).
//   GET /api/documents?kind=&purchaseId=   the company's documents, newest first
//   GET /api/documents/:id/file            the file (attachment)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, documentListQuerySchema, documentListSchema, recordIdSchema } from '@ibc/domain';
import { requireMember } from '../../lib/auth-context.ts';
import { attachmentRoute } from '../../lib/uploads.ts';

const params = z.object({ id: recordIdSchema(/*i18n*/ 'The document id is a whole number.') });

export default function documentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = fastify.services.documents;
  const security = [{ bearer: [] }];
  const tags = ['documents'];

  app.get(
    '/api/documents',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: "The company's purchase documents, newest first (kind=, purchaseId=: only those)",
        querystring: documentListQuerySchema,
        response: { 200: documentListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({
      documents: await service.listMine(requireMember(request), request.query),
    }),
  );

  attachmentRoute(
    fastify,
    '/api/documents/:id/file',
    {
      preHandler: fastify.authenticate,
      schema: { tags, security, summary: 'The file of a purchase document (attachment)', params },
    },
    (request, id) => service.fileForMember(requireMember(request), id),
  );
  return Promise.resolve();
}
