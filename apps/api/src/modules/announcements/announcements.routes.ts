import { currentAnnouncementsResponseSchema, noticesResponseSchema } from '@ibc/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireMember } from '../../plugins/auth.ts';

export default function announcementsRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.announcements;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/announcements/current',
    {
      preHandler: app.identify,
      schema: {
        tags: ['announcements'],
        summary: "Pop-ups that may be due today; 'nz' ones only for a member with countryId 75 (§4, §6)",
        response: { 200: currentAnnouncementsResponseSchema },
      },
    },
    async (request, reply) => {
      const announcements = await service.current(request.member);
      // Per-viewer answer: never shared by caches.
      void reply.header('cache-control', 'private, no-cache');
      return { announcements };
    },
  );

  api.get(
    '/api/announcements',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['announcements'],
        summary: 'Current and past notices the member may read again (/my-account/notices)',
        security: [{ bearer: [] }],
        response: { 200: noticesResponseSchema },
      },
    },
    async (request) => ({ notices: await service.notices(requireMember(request)) }),
  );

  return Promise.resolve();
}
