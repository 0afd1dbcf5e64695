// HTTP of saved searches, for approved members; each search is its owner's (404 otherwise).
//   GET    /api/saved-searches               -> { searches }  with new matches since last opened
//   POST   /api/saved-searches               { name, query, frequency, note? } -> 201 { search, sourcingRequested, message }
//                                            (409 when the member already saved this query under this name)
//   PATCH  /api/saved-searches/:id           { name?, frequency? } -> the search
//   POST   /api/saved-searches/:id/open      -> the search (marked opened; the page then runs its query)
//   DELETE /api/saved-searches/:id           -> 204
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  recordIdSchema,
  savedSearchCreatedSchema,
  savedSearchCreateSchema,
  savedSearchListSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
} from '@ibc/domain';
import { requireMember } from '../../lib/auth-context.ts';
import { privateNoStore } from '../../lib/cache-control.ts';

export default function savedSearchesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = fastify.services.savedSearches;
  const preHandler = [fastify.authenticate, fastify.requireApproved];
  const security = [{ bearer: [] }];
  const tags = ['saved-searches'];
  const params = z.object({ id: recordIdSchema(/*i18n*/ 'The saved search id is a whole number.') });

  app.get(
    '/api/saved-searches',
    {
      preHandler: [...preHandler, privateNoStore],
      schema: {
        tags,
        security,
        summary: "The member's saved searches, with the new matches since each was last opened",
        response: { 200: savedSearchListSchema },
      },
    },
    async (request) => ({ searches: await service.list(requireMember(request)) }),
  );

  app.post(
    '/api/saved-searches',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          "Save the search page's query with a name and an alert frequency (a note also asks sales to source it)",
        body: savedSearchCreateSchema,
        response: { 201: savedSearchCreatedSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await service.create(requireMember(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/api/saved-searches/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Rename a saved search or change how often it alerts',
        params,
        body: savedSearchUpdateSchema,
        response: { 200: savedSearchSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => service.update(requireMember(request), request.params.id, request.body),
  );

  app.post(
    '/api/saved-searches/:id/open',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Open a saved search: marks it seen and answers its query',
        params,
        response: { 200: savedSearchSchema, 404: apiErrorSchema },
      },
    },
    async (request) => service.open(requireMember(request), request.params.id),
  );

  app.delete(
    '/api/saved-searches/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Delete a saved search',
        params,
        response: { 204: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await service.remove(requireMember(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  return Promise.resolve();
}
