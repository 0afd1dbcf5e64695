import { currentAnnouncementsResponseSchema, noticesResponseSchema } from '@ibc/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireMember } from '../../plugins/auth.ts';
import { renderAnnouncementImage, announcementImageNames } from './announcement-images.ts';
import { createAnnouncementsRepository } from './announcements.repository.ts';
import { createAnnouncementsService } from './announcements.service.ts';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';

export default function announcementsRoutes(app: FastifyInstance): Promise<void> {
  const service = createAnnouncementsService({ repo: createAnnouncementsRepository(app.db) });
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

  api.get(
    '/api/announcements/images/:name',
    {
      schema: {
        hide: true,
        params: z.object({ name: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const name = request.params.name.replace(/\.svg$/, '');
      if (!announcementImageNames.includes(name)) throw notFound('No such image.');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(renderAnnouncementImage(name));
    },
  );
  return Promise.resolve();
}
