// HTTP of the bell, for any signed-in user (dealers and staff). Titles and bodies are answered in the
// request's language (the page's, sent as Accept-Language).
//   GET  /api/notifications?limit=20          -> { notifications (newest first), unread }
//   GET  /api/notifications/history?page=&pageSize= -> { total, page, pageSize, items, unread } (the pages)
//   GET  /api/notifications/unread-count      -> { unread }   polled by the bell every few seconds
//   POST /api/notifications/:id/read          -> { unread }   (404 for someone else's)
//   POST /api/notifications/read-all          -> { unread: 0 }
//   GET  /api/notifications/email-settings    -> { kinds: [{ kind, label, email }] }  (My Profile)
//   PUT  /api/notifications/email-settings    { email: [kind...] } -> the same
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  notificationListQuerySchema,
  notificationEmailSettingsSchema,
  notificationEmailUpdateSchema,
  notificationListSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  recordIdSchema,
  unreadCountSchema,
} from '@ibc/domain';
import { requireMember } from '../../lib/auth-context.ts';
import { privateNoStore } from '../../lib/cache-control.ts';
import { requestLanguage } from '../../lib/request-language.ts';

export default function notificationsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = fastify.services.notifications;
  const security = [{ bearer: [] }];
  const tags = ['notifications'];

  app.get(
    '/api/notifications',
    {
      preHandler: [fastify.authenticate, privateNoStore],
      schema: {
        tags,
        security,
        summary: "The signed-in user's notifications, newest first, and how many are unread",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, 400: apiErrorSchema },
      },
    },
    async (request) =>
      service.list(requireMember(request).userId, request.query.limit, requestLanguage(request)),
  );

  app.get(
    '/api/notifications/history',
    {
      preHandler: [fastify.authenticate, privateNoStore],
      schema: {
        tags,
        security,
        summary: "One page of the signed-in user's notifications, newest first (the notifications page)",
        querystring: notificationPageQuerySchema,
        response: { 200: notificationPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) =>
      service.page(
        requireMember(request).userId,
        request.query.page,
        request.query.pageSize,
        requestLanguage(request),
      ),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      preHandler: [fastify.authenticate, privateNoStore],
      schema: {
        tags,
        security,
        summary: 'How many notifications are unread',
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => ({ unread: await service.unread(requireMember(request).userId) }),
  );

  app.post(
    '/api/notifications/read-all',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: 'Mark every notification read',
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => ({ unread: await service.markAllRead(requireMember(request).userId) }),
  );

  app.get(
    '/api/notifications/email-settings',
    {
      preHandler: [fastify.authenticate, privateNoStore],
      schema: {
        tags,
        security,
        summary: 'Which notifications the signed-in dealer also receives by e-mail',
        response: { 200: notificationEmailSettingsSchema },
      },
    },
    async (request) => service.emailSettings(requireMember(request).userId),
  );

  app.put(
    '/api/notifications/email-settings',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: 'Turn notification e-mails on or off per kind',
        body: notificationEmailUpdateSchema,
        response: { 200: notificationEmailSettingsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => service.setEmailSettings(requireMember(request).userId, request.body.email),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: 'Mark one notification read',
        params: z.object({ id: recordIdSchema(/*i18n*/ 'The notification id is a whole number.') }),
        response: { 200: unreadCountSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ unread: await service.markRead(requireMember(request).userId, request.params.id) }),
  );
  return Promise.resolve();
}
