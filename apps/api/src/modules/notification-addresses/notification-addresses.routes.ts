// Notification addresses, a service shared by sign-up (auth) and My Profile
// (accounts), and the one route of its own:
//   POST /api/account/confirm-notification-email   { token } -> { message }  (the link's landing page)
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  accountMessageSchema,
  apiErrorSchema,
  confirmNotificationEmailRequestSchema,
} from '@ibc/domain';

export default fp(
  function notificationAddressesRoutes(app: FastifyInstance): Promise<void> {
    const service = app.services.notificationAddresses;

    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/account/confirm-notification-email',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Confirm a notification address with the link sent there; its mail starts after this',
          body: confirmNotificationEmailRequestSchema,
          response: { 200: accountMessageSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        await service.confirm(request.body.token);
        return { message: ACCOUNT_MESSAGES.notificationEmailConfirmed };
      },
    );
    return Promise.resolve();
  },
  { name: 'notification-addresses' },
);
