// HTTP of a signed-in user's second factors (staff must keep one; dealers may add one):
//   GET    /api/account/security                  factors and this session's state (never a secret)
//   POST   /api/account/security/totp/setup       a new authenticator-app secret (in force once confirmed)
//   POST   /api/account/security/totp             confirm it with a code { code }
//   DELETE /api/account/security/totp             remove the app
//   POST   /api/account/security/passkeys/options WebAuthn options to create a passkey
//   POST   /api/account/security/passkeys         add the passkey { name?, response }
//   DELETE /api/account/security/passkeys/:id     remove a passkey
//   POST   /api/account/security/recovery-codes   a new set of recovery codes (the old ones stop working)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  passkeyRegistrationRequestSchema,
  recordIdSchema,
  recoveryCodesSchema,
  secondFactorAddedSchema,
  signInSecuritySchema,
  totpConfirmRequestSchema,
  totpSetupSchema,
} from '@ibc/domain';
import { requireMember } from '../../lib/auth-context.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import type { SecondFactorCaller } from './second-factor.service.ts';

const callerOf = (request: FastifyRequest): SecondFactorCaller => {
  const member = requireMember(request);
  return {
    userId: member.userId,
    email: member.email,
    role: member.role,
    sessionId: member.sessionId,
    sessionSecondFactor: member.sessionSecondFactor,
    origin: request.headers.origin,
  };
};

export default function secondFactorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = fastify.services.secondFactor;
  const doc = { tags: ['auth'], security: [{ bearer: [] }] };
  const signedIn = { onRequest: [fastify.authenticate] };
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  const options = z.record(z.string(), z.unknown());

  app.get(
    '/api/account/security',
    {
      ...signedIn,
      schema: {
        ...doc,
        summary: 'Your second factors and this session',
        response: { 200: signInSecuritySchema },
      },
    },
    async (request) => service.overview(callerOf(request)),
  );

  app.post(
    '/api/account/security/totp/setup',
    {
      ...signedIn,
      schema: {
        ...doc,
        summary: 'A new authenticator-app secret, in force once a code from it is confirmed',
        response: { 200: totpSetupSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.startTotp(callerOf(request));
    },
  );

  app.post(
    '/api/account/security/totp',
    {
      ...signedIn,
      schema: {
        ...doc,
        summary:
          'Confirm the authenticator app with a code from it (the first factor answers the recovery codes)',
        body: totpConfirmRequestSchema,
        response: { 200: secondFactorAddedSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.confirmTotp(callerOf(request), request.body.code);
    },
  );

  app.delete(
    '/api/account/security/totp',
    {
      ...signedIn,
      schema: { ...doc, summary: 'Remove the authenticator app', response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await service.removeTotp(callerOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/account/security/passkeys/options',
    {
      ...signedIn,
      schema: {
        ...doc,
        summary: 'WebAuthn options to create a passkey',
        response: { 200: options, ...errors },
      },
    },
    async (request) => ({ ...(await service.passkeyRegistrationOptions(callerOf(request))) }),
  );

  app.post(
    '/api/account/security/passkeys',
    {
      ...signedIn,
      schema: {
        ...doc,
        summary: 'Add the passkey the browser created (the first factor answers the recovery codes)',
        body: passkeyRegistrationRequestSchema,
        response: { 200: secondFactorAddedSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.addPasskey(
        callerOf(request),
        request.body,
        describeUserAgent(request.headers['user-agent']),
      );
    },
  );

  app.delete(
    '/api/account/security/passkeys/:id',
    {
      ...signedIn,
      schema: {
        ...doc,
        summary: 'Remove a passkey',
        params: z.object({ id: recordIdSchema('id must be a passkey id.') }),
        response: { 204: z.null(), ...errors, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await service.removePasskey(callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/account/security/recovery-codes',
    {
      ...signedIn,
      schema: {
        ...doc,
        summary: 'A new set of recovery codes; the old ones stop working',
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.replaceRecoveryCodes(callerOf(request));
    },
  );
  return Promise.resolve();
}
