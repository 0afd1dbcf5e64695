// HTTP of sign-in and account lifecycle. Paths: POST /api/authenticate (§7, OAuth 2.0
// style, form-encoded), /api/account/{signup,logout,forgot-password,reset-password,verify-email}.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  accountMessageSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  tokenResponseSchema,
  verifyEmailRequestSchema,
  apiErrorSchema,
} from '@ibc/domain';
import { AppError, badRequest } from '../../lib/errors.ts';
import { clientIp } from '../../lib/rate-limit.ts';
import { createAuthService, type AuthLimits } from './auth.service.ts';
import { clearMemberPageCookie, setMemberPageCookie } from './member-page-cookie.ts';

/** OAuth client ids of our own apps. A client secret shipped in an app protects nothing, so none is checked. */
export const KNOWN_CLIENT_IDS = ['web', 'ios', 'android'] as const;

const authenticateBody = z.object({
  grant_type: z.enum(['password', 'refresh_token'], {
    error: 'grant_type must be password or refresh_token.',
  }),
  client_id: z.string().max(64),
  client_secret: z.string().max(512).optional(),
  username: z.string().max(254).optional(),
  password: z.string().max(1024).optional(),
  refresh_token: z.string().max(256).optional(),
  scope: z.string().max(256).optional(),
});

const logoutBody = z.object({ refresh_token: z.string().max(256).optional() }).nullish();

const noStore = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');

export function createAuthRoutes(options: { limits?: Partial<AuthLimits> } = {}) {
  return async function authRoutes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Other limits (a test's) need a service of their own; otherwise the app's (modules/services.ts).
    const auth = options.limits
      ? createAuthService({
          db: fastify.db,
          tokens: fastify.tokens,
          notificationAddresses: fastify.services.notificationAddresses,
          notify: fastify.services.notifier.notify,
          limits: options.limits,
        })
      : fastify.services.auth;
    const tags = ['auth'];

    app.post(
      '/api/authenticate',
      {
        schema: {
          tags,
          summary: 'Sign in (grant_type=password) or refresh the tokens (grant_type=refresh_token)',
          description:
            'Form-encoded (application/x-www-form-urlencoded) OAuth 2.0 token request. Refresh tokens are single-use: a reused one revokes its whole sign-in family.',
          body: authenticateBody,
          response: { 200: tokenResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const body = request.body;
        if (!(KNOWN_CLIENT_IDS as readonly string[]).includes(body.client_id)) {
          throw new AppError(400, 'Unknown client.', { code: 'invalid_client' });
        }
        let tokens;
        if (body.grant_type === 'password') {
          if (!body.username || !body.password) {
            throw badRequest(ACCOUNT_MESSAGES.invalidCredentials, {
              ...(body.username ? {} : { username: ACCOUNT_MESSAGES.emailRequired }),
              ...(body.password ? {} : { password: ACCOUNT_MESSAGES.passwordRequired }),
            });
          }
          tokens = await auth.signIn({
            email: body.username,
            password: body.password,
            ip: clientIp(request),
          });
        } else {
          if (!body.refresh_token)
            throw badRequest('refresh_token is required.', { refresh_token: 'Required.' });
          tokens = await auth.refresh({ refreshToken: body.refresh_token, ip: clientIp(request) });
        }
        // The web app's page requests carry the access token too (member-page-cookie.ts).
        if (body.client_id === 'web') setMemberPageCookie(request, reply, tokens.access_token);
        return tokens;
      },
    );

    app.post(
      '/api/account/logout',
      {
        schema: {
          tags,
          summary: 'Sign out: revokes the refresh-token family of this sign-in',
          body: logoutBody,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await auth.logout(request.body?.refresh_token);
        clearMemberPageCookie(request, reply);
        return noStore(reply).status(204).send(null);
      },
    );

    app.post(
      '/api/account/signup',
      {
        schema: {
          tags,
          summary:
            'Open a dealer account (JPY account + the country currency account); sends a verification e-mail',
          body: signupRequestSchema,
          response: {
            201: accountMessageSchema,
            400: apiErrorSchema,
            409: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        await auth.signup(request.body, { ip: clientIp(request), publicUrl: fastify.publicUrl() });
        fastify.mailWorker.wake();
        return reply.status(201).send({ message: ACCOUNT_MESSAGES.signupDone });
      },
    );

    app.post(
      '/api/account/forgot-password',
      {
        schema: {
          tags,
          summary: 'E-mail a one-time password-reset link (same answer whether or not the address is known)',
          body: forgotPasswordRequestSchema,
          response: { 202: accountMessageSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await auth.forgotPassword(request.body.email, {
          ip: clientIp(request),
          publicUrl: fastify.publicUrl(),
        });
        fastify.mailWorker.wake();
        return reply.status(202).send({ message: ACCOUNT_MESSAGES.resetSent });
      },
    );

    app.post(
      '/api/account/reset-password',
      {
        schema: {
          tags,
          summary: 'Choose a new password with the e-mailed link; signs out every session',
          body: resetPasswordRequestSchema,
          response: { 200: accountMessageSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        await auth.resetPassword(request.body);
        return { message: 'Your password has been changed. Please log in with your new password.' };
      },
    );

    app.post(
      '/api/account/verify-email',
      {
        schema: {
          tags,
          summary: 'Confirm the e-mail address with the link sent at sign-up',
          body: verifyEmailRequestSchema,
          response: { 200: accountMessageSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        await auth.verifyEmail(request.body.token);
        return { message: 'Thank you, your e-mail address is confirmed.' };
      },
    );
  };
}

export default createAuthRoutes();
