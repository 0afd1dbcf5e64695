// HTTP of the users the back office manages:
//   GET  /api/admin/staff                     staff and admin users (admins only)
//   POST /api/admin/staff                     invite a staff user by e-mail { email, contactName, role } (admins only)
//   POST /api/admin/users/:id/deactivate      the user can no longer sign in; every session ends at once (staff;
//                                             a staff user's account: admins only)
//   POST /api/admin/users/:id/reactivate      the user can sign in again (same rule)
//   POST /api/admin/users/:id/reset-second-factor
//                                             a staff user's passkeys, app and recovery codes removed,
//                                             every session ended (admins only)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountMessageSchema,
  apiErrorSchema,
  SIGN_IN_SECURITY_MESSAGES,
  recordIdSchema,
  staffInviteSchema,
  staffUserListSchema,
  staffUserSchema,
  userActivationSchema,
} from '@ibc/domain';
import { requireMember, staffActor } from '../../lib/auth-context.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { StaffActor } from './staff.service.ts';

const params = z.object({ id: recordIdSchema('id must be a user id.') });

const actorOf = (request: FastifyRequest): StaffActor => ({
  ...staffActor(request),
  role: requireMember(request).role,
});

export default function staffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = fastify.services.staff;
  const doc = { tags: ['admin'], security: [{ bearer: [] }] };
  // Before validation: whoever may not see these routes gets the same 401/404 whatever they send.
  const staffOnly = fastify.staffOnly;
  const adminOnly = fastify.adminOnly;
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/api/admin/staff',
    {
      ...adminOnly,
      schema: {
        ...doc,
        summary: 'The staff and admin users (admins only)',
        response: { 200: staffUserListSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async () => ({ items: await staff.listStaff() }),
  );

  app.post(
    '/api/admin/staff',
    {
      ...adminOnly,
      schema: {
        ...doc,
        summary: 'Invite a staff user by e-mail: a link to choose a password, valid 7 days (admins only)',
        body: staffInviteSchema,
        response: { 201: staffUserSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send((await staff.inviteStaff(staffActor(request), request.body, requestLanguage(request))).user),
  );

  const activation = (path: 'deactivate' | 'reactivate', summary: string) =>
    app.post(
      `/api/admin/users/:id/${path}`,
      {
        ...staffOnly,
        schema: {
          ...doc,
          summary,
          params,
          response: { 200: userActivationSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const user = await staff[path](actorOf(request), request.params.id);
        return { id: user.id, deactivatedAt: user.deactivatedAt?.toISOString() ?? null };
      },
    );
  app.post(
    '/api/admin/users/:id/reset-second-factor',
    {
      ...adminOnly,
      schema: {
        ...doc,
        summary:
          "Reset a staff user's two-step sign-in: passkeys, authenticator app and recovery codes removed, every session ended (admins only)",
        params,
        response: { 200: accountMessageSchema, ...errors },
      },
    },
    async (request) => {
      await staff.resetSecondFactor(actorOf(request), request.params.id);
      return { message: SIGN_IN_SECURITY_MESSAGES.secondFactorReset };
    },
  );

  activation(
    'deactivate',
    'Deactivate a user: no more sign-in, refresh tokens revoked and access tokens dead at once (a staff user: admins only)',
  );
  activation('reactivate', 'Let a deactivated user sign in again (a staff user: admins only)');
  return Promise.resolve();
}
