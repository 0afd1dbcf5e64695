// Anti-forgery (spec §7: "non-GET/HEAD requests to relative URLs add an anti-forgery header
// taken from a cookie"). Signed double submit: the API sets the readable cookie XSRF-TOKEN =
// nonce.HMAC(key, nonce); the web client copies it into the X-XSRF-TOKEN header; the check needs no
// server-side state, so it works across instances.
//
// Who needs it (docs/decisions/0003-auth.md): forgery works only through credentials the browser
// attaches by itself, i.e. cookies. Requests that carry an Authorization: Bearer header (the web app,
// whose token lives in localStorage, and the mobile apps) cannot be forged cross-site, so they are
// exempt. A request is cookie-authenticated when it has no Bearer header and carries one of
// `credentialCookies`; such an unsafe request must send the header matching the cookie. Today no
// endpoint accepts a cookie as a credential, so the list is empty by default; any future cookie
// credential must be added here. Independently, an anti-forgery header that IS sent must be valid.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors.ts';
import { bearerToken } from './auth.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const CSRF_REJECTED = /*i18n*/ 'The anti-forgery check failed. Please reload the page and try again.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfOptions {
  /** HMAC key (the token-signing key material). */
  key: Uint8Array;
  /** Cookies that authenticate a request (none today). */
  credentialCookies?: string[];
}

function sign(key: Uint8Array, nonce: string): string {
  return createHmac('sha256', key).update(`xsrf:${nonce}`).digest('base64url');
}

export function newXsrfToken(key: Uint8Array): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(key, nonce)}`;
}

export function isValidXsrfToken(key: Uint8Array, token: string | undefined): boolean {
  if (!token || token.length > 200) return false;
  const [nonce, mac, extra] = token.split('.');
  if (!nonce || !mac || extra !== undefined) return false;
  const expected = Buffer.from(sign(key, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export default fp(
  async function csrfPlugin(app: FastifyInstance, opts: CsrfOptions) {
    const credentialCookies = opts.credentialCookies ?? [];

    app.addHook(
      'preHandler',
      (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
        if (SAFE_METHODS.has(request.method)) return done();
        const header = request.headers[XSRF_HEADER];
        const sent = Array.isArray(header) ? header[0] : header;
        const cookie = request.cookies[XSRF_COOKIE];
        const cookieAuthenticated =
          !bearerToken(request) && credentialCookies.some((name) => request.cookies[name] !== undefined);
        if (!cookieAuthenticated && sent === undefined) return done();
        if (!sent || !cookie || !sameToken(sent, cookie) || !isValidXsrfToken(opts.key, cookie))
          return done(forbidden(CSRF_REJECTED));
        done();
      },
    );

    // Hand every browser a valid token (on the SPA page and API reads) so its first write can send it.
    app.addHook(
      'onSend',
      (
        request: FastifyRequest,
        reply: FastifyReply,
        payload: unknown,
        done: (error: null, payload: unknown) => void,
      ) => {
        if (request.method !== 'GET' || isValidXsrfToken(opts.key, request.cookies[XSRF_COOKIE]))
          return done(null, payload);
        // API reads and HTML pages only: immutable assets and photos stay cookie-free and cacheable.
        const isPage = String(reply.getHeader('content-type') ?? '').includes('text/html');
        if (!request.url.startsWith('/api/') && !isPage) return done(null, payload);
        void reply.setCookie(XSRF_COOKIE, newXsrfToken(opts.key), {
          path: '/',
          sameSite: 'lax',
          secure: request.protocol === 'https',
          httpOnly: false,
        });
        done(null, payload);
      },
    );
  },
  { name: 'csrf', dependencies: ['auth'] },
);
