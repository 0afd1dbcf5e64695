// Announcements (§4): the pop-ups and notices members read, and the back office that writes them.
//   GET    /api/announcements/current          pop-ups that may be due today (visitors too)
//   GET    /api/announcements                  the member's notices page
//   GET    /api/admin/announcements            every announcement with its state today (staff)
//   GET    /api/admin/announcements/:id        one, for the editor (staff)
//   POST   /api/admin/announcements            create (staff)
//   PUT    /api/admin/announcements/:id        edit (staff)
//   DELETE /api/admin/announcements/:id        delete (staff)
//   POST   /api/admin/announcements/images     an image for a body: the raw bytes -> its /media URL (staff)
//   POST   /api/admin/announcements/preview    a body as it would be stored (sanitised), for the preview (staff)
import {
  adminAnnouncementListSchema,
  adminAnnouncementSchema,
  ANNOUNCEMENT_IMAGE_CONTENT_TYPES,
  ANNOUNCEMENT_MESSAGES,
  announcementImageSchema,
  announcementInputSchema,
  announcementPreviewSchema,
  apiErrorSchema,
  currentAnnouncementsResponseSchema,
  MAX_ANNOUNCEMENT_IMAGE_BYTES,
  noticesResponseSchema,
  recordIdSchema,
} from '@ibc/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { requireMember, staffActor } from '../../lib/auth-context.ts';

const idParams = z.object({ id: recordIdSchema('id must be an announcement id.') });

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

  adminRoutes(app);
  return Promise.resolve();
}

function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = fastify.services.announcementsAdmin;
  const doc = { tags: ['admin'], security: [{ bearer: [] }] };
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

  // Scoped to this plugin: an image upload is its raw bytes (the API has no multipart parser).
  app.addContentTypeParser(
    [...ANNOUNCEMENT_IMAGE_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: MAX_ANNOUNCEMENT_IMAGE_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/admin/announcements',
    {
      ...fastify.staffOnly,
      schema: {
        ...doc,
        summary: 'Every announcement, the newest start first, with its state today (live, scheduled, ended)',
        response: { 200: adminAnnouncementListSchema, ...errors },
      },
    },
    async () => admin.list(),
  );

  app.get(
    '/api/admin/announcements/:id',
    {
      ...fastify.staffOnly,
      schema: {
        ...doc,
        summary: 'One announcement, for the editor',
        params: idParams,
        response: { 200: adminAnnouncementSchema, ...errors },
      },
    },
    async (request) => admin.get(request.params.id),
  );

  app.post(
    '/api/admin/announcements',
    {
      ...fastify.staffOnly,
      schema: {
        ...doc,
        summary: 'Create an announcement; its HTML body is sanitised before it is stored',
        body: announcementInputSchema,
        response: { 201: adminAnnouncementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await admin.create(staffActor(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/admin/announcements/:id',
    {
      ...fastify.staffOnly,
      schema: {
        ...doc,
        summary: 'Edit an announcement; its HTML body is sanitised before it is stored',
        params: idParams,
        body: announcementInputSchema,
        response: { 200: adminAnnouncementSchema, ...errors },
      },
    },
    async (request) => admin.update(staffActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/announcements/:id',
    {
      ...fastify.staffOnly,
      schema: {
        ...doc,
        summary: 'Delete an announcement (members stop seeing it at once)',
        params: idParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await admin.remove(staffActor(request), request.params.id);
      return { message: /*i18n*/ 'The announcement is deleted.' };
    },
  );

  app.post(
    '/api/admin/announcements/preview',
    {
      ...fastify.staffOnly,
      schema: {
        ...doc,
        summary:
          'The body as it would be stored (sanitised), so the preview shows exactly what members will see',
        body: announcementPreviewSchema,
        response: { 200: announcementPreviewSchema, ...errors },
      },
    },
    async (request) => ({ bodyHtml: admin.preview(request.body.bodyHtml) }),
  );

  app.post(
    '/api/admin/announcements/images',
    {
      ...fastify.staffOnly,
      schema: {
        ...doc,
        summary:
          'Upload an image for an announcement body (the raw JPEG, PNG, WebP or GIF bytes, up to 5 MB); it is stored as WebP and its /media address returned',
        response: { 201: announcementImageSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        throw badRequest(ANNOUNCEMENT_MESSAGES.imageType);
      return reply.code(201).send(await admin.storeImage(request.body));
    },
  );
}
