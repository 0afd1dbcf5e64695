// HTTP of a signed-in user's own sessions and password:
//   GET    /api/account/sessions                    his signed-in devices
//   DELETE /api/account/sessions/:id                sign one of them out (this one too)
//   POST   /api/account/sessions/sign-out-others    sign every other device out
//   POST   /api/account/password                    change the password; other devices are signed out
// Every one ends sessions in the database that each request checks, so it holds on every instance.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountMessageSchema,
  apiErrorSchema,
  changePasswordRequestSchema,
  signedInSessionsSchema,
  signedOutSessionsSchema,
  SIGN_IN_SECURITY_MESSAGES,
} from '@ibc/domain';
import { requireMember } from '../../lib/auth-context.ts';
import { clientIp } from '../../lib/rate-limit.ts';

export default function sessionsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = fastify.services.auth;
  const doc = { tags: ['auth'], security: [{ bearer: [] }] };
  const signedIn = { onRequest: [fastify.authenticate] };

  app.get(
    '/api/account/sessions',
    {
      ...signedIn,
      schema: { ...doc, summary: 'Your signed-in devices', response: { 200: signedInSessionsSchema } },
    },
    async (request) => {
      const member = requireMember(request);
      return { sessions: await auth.listSessions(member.userId, member.sessionId) };
    },
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      ...signedIn,
      schema: {
        ...doc,
        summary: 'Sign one of your devices out at once',
        params: z.object({ id: z.uuid({ error: 'id must be a session id.' }) }),
        response: { 204: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await auth.endSession(requireMember(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    {
      ...signedIn,
      schema: {
        ...doc,
        summary: 'Sign every other device out at once',
        response: { 200: signedOutSessionsSchema },
      },
    },
    async (request) => {
      const member = requireMember(request);
      return { signedOut: await auth.endOtherSessions(member.userId, member.sessionId) };
    },
  );

  app.post(
    '/api/account/password',
    {
      ...signedIn,
      schema: {
        ...doc,
        summary: 'Change your password (the current one is checked); your other devices are signed out',
        body: changePasswordRequestSchema,
        response: { 200: accountMessageSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await auth.changePassword(requireMember(request), request.body, clientIp(request));
      return { message: SIGN_IN_SECURITY_MESSAGES.passwordChanged };
    },
  );
  return Promise.resolve();
}
