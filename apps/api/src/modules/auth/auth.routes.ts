// HTTP of sign-in and account lifecycle. Paths: POST /api/authenticate (§7, OAuth 2.0
// style, form-encoded; the second step of a sign-in is a grant of its own, as Auth0's mfa grants),
// /api/account/sign-in/passkey-options, /api/account/{signup,logout,forgot-password,
// reset-password,verify-email}.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  accountMessageSchema,
  mfaRequiredSchema,
  recoveryCodeSchema,
  SIGN_IN_SECURITY_MESSAGES,
  totpCodeSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  tokenResponseSchema,
  verifyEmailRequestSchema,
  apiErrorSchema,
} from '@ibc/domain';
import { AppError, badRequest, fieldError } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { clientIp } from '../../lib/rate-limit.ts';
import { createAuthService, type AuthLimits } from './auth.service.ts';
import type { SignInProof } from '../../lib/second-step.ts';
import { clearMemberPageCookie, setMemberPageCookie } from './member-page-cookie.ts';

/** OAuth client ids of our own apps. A client secret shipped in an app protects nothing, so none is checked. */
export const KNOWN_CLIENT_IDS = ['web', 'ios', 'android'] as const;

const GRANT_TYPES = ['password', 'refresh_token', 'mfa-otp', 'mfa-recovery-code', 'mfa-passkey'] as const;

const authenticateBody = z.object({
  grant_type: z.enum(GRANT_TYPES, { error: `grant_type must be one of ${GRANT_TYPES.join(', ')}.` }),
  client_id: z.string().max(64),
  client_secret: z.string().max(512).optional(),
  username: z.string().max(254).optional(),
  password: z.string().max(1024).optional(),
  refresh_token: z.string().max(256).optional(),
  scope: z.string().max(256).optional(),
  /** The second step: the token the password step answered, and one proof. */
  mfa_token: z.string().max(256).optional(),
  otp: z.string().max(32).optional(),
  recovery_code: z.string().max(64).optional(),
  /** The AuthenticationResponseJSON of navigator.credentials.get, as JSON text. */
  passkey: z.string().max(16_384).optional(),
});

/**
 * The browser's device id: a random value in an http-only cookie, only ever sent to the token
 * endpoint, so a staff user hears of a sign-in from a browser he never used (auth.service.ts).
 */
const DEVICE_COOKIE = 'ibc_device';
const DEVICE_COOKIE_DAYS = 400;

function deviceIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const known = request.cookies[DEVICE_COOKIE];
  if (known && /^[A-Za-z0-9_-]{20,64}$/.test(known)) return known;
  const id = randomBytes(24).toString('base64url');
  void reply.setCookie(DEVICE_COOKIE, id, {
    path: '/api/authenticate',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
  return id;
}

const signInContext = (request: FastifyRequest, reply: FastifyReply) => ({
  ip: clientIp(request),
  userAgent: request.headers['user-agent'] ?? null,
  deviceId: deviceIdOf(request, reply),
});

/** The page's origin, for WebAuthn (the browser sets it; a passkey is bound to the site). */
const originOf = (request: FastifyRequest) => request.headers.origin;

function proofOf(body: z.infer<typeof authenticateBody>, request: FastifyRequest): SignInProof {
  if (body.grant_type === 'mfa-otp') {
    const code = totpCodeSchema.safeParse(body.otp ?? '');
    if (!code.success) throw fieldError('otp', SIGN_IN_SECURITY_MESSAGES.codeRequired);
    return { method: 'totp', code: code.data };
  }
  if (body.grant_type === 'mfa-recovery-code') {
    const code = recoveryCodeSchema.safeParse(body.recovery_code ?? '');
    if (!code.success) throw fieldError('recovery_code', SIGN_IN_SECURITY_MESSAGES.recoveryCodeRequired);
    return { method: 'recovery-code', code: code.data };
  }
  if (!body.passkey) throw fieldError('passkey', SIGN_IN_SECURITY_MESSAGES.passkeyFailed);
  return { method: 'passkey', response: body.passkey, origin: originOf(request) };
}

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
          secondFactor: fastify.services.secondFactor,
          publicUrl: fastify.publicUrl,
          limits: options.limits,
        })
      : fastify.services.auth;
    const secondFactor = fastify.services.secondFactor;
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
          response: {
            200: tokenResponseSchema,
            400: apiErrorSchema,
            403: mfaRequiredSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const body = request.body;
        if (!(KNOWN_CLIENT_IDS as readonly string[]).includes(body.client_id)) {
          throw new AppError(400, /*i18n*/ 'Unknown client.', { code: 'invalid_client' });
        }
        let tokens;
        if (
          body.grant_type === 'mfa-otp' ||
          body.grant_type === 'mfa-recovery-code' ||
          body.grant_type === 'mfa-passkey'
        ) {
          if (!body.mfa_token) throw fieldError('mfa_token', /*i18n*/ 'Required.');
          const proof = proofOf(body, request);
          tokens = await auth.completeSignIn({
            mfaToken: body.mfa_token,
            proof,
            ...signInContext(request, reply),
          });
          fastify.mailWorker.wake();
        } else if (body.grant_type === 'password') {
          if (!body.username || !body.password) {
            throw badRequest(ACCOUNT_MESSAGES.invalidCredentials, {
              ...(body.username ? {} : { username: ACCOUNT_MESSAGES.emailRequired }),
              ...(body.password ? {} : { password: ACCOUNT_MESSAGES.passwordRequired }),
            });
          }
          const result = await auth.signIn({
            email: body.username,
            password: body.password,
            ...signInContext(request, reply),
          });
          if ('mfa' in result) {
            return reply.status(403).send({
              statusCode: 403,
              error: 'mfa_required',
              message: SIGN_IN_SECURITY_MESSAGES.secondStep,
              mfa_token: result.mfa.mfaToken,
              methods: result.mfa.methods,
            });
          }
          tokens = result.tokens;
          fastify.mailWorker.wake();
        } else {
          if (!body.refresh_token)
            throw badRequest('refresh_token is required.', { refresh_token: /*i18n*/ 'Required.' });
          tokens = await auth.refresh({ refreshToken: body.refresh_token, ip: clientIp(request) });
        }
        // The web app's page requests carry the access token too (member-page-cookie.ts).
        if (body.client_id === 'web') setMemberPageCookie(request, reply, tokens.access_token);
        return tokens;
      },
    );

    app.post(
      '/api/account/sign-in/passkey-options',
      {
        schema: {
          tags,
          summary: 'WebAuthn options to sign in with a passkey, for the sign-in that mfa_token names',
          body: z.object({ mfa_token: z.string().max(256) }),
          response: { 200: z.record(z.string(), z.unknown()), 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return { ...(await secondFactor.passkeySignInOptions(request.body.mfa_token, originOf(request))) };
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
        await auth.signup(request.body, {
          ip: clientIp(request),
          publicUrl: fastify.publicUrl(),
          language: requestLanguage(request),
        });
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
          language: requestLanguage(request),
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
        return { message: /*i18n*/ 'Your password has been changed. Please log in with your new password.' };
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
        return { message: /*i18n*/ 'Thank you, your e-mail address is confirmed.' };
      },
    );
  };
}

export default createAuthRoutes();
