import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.ts';
import csrfPlugin, { isValidXsrfToken, newXsrfToken, XSRF_COOKIE } from './csrf.ts';
import { describeEachDatabase } from '../../test/helpers/index.ts';

const key = new TextEncoder().encode('csrf-test-key-csrf-test-key-0123456789');

/** A small app with a cookie credential ('session'), as a cookie-authenticated endpoint would have. */
async function cookieApp() {
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(cookie);
  await app.register(fp((_app, _opts, done) => done(), { name: 'auth' }));
  await app.register(csrfPlugin, { key, credentialCookies: ['session'] });
  app.get('/api/thing', () => Promise.resolve({ ok: true }));
  app.post('/api/thing', () => Promise.resolve({ changed: true }));
  await app.ready();
  return app;
}

describe('signed double-submit anti-forgery', () => {
  it('signs tokens so a made-up cookie value is not valid', () => {
    const token = newXsrfToken(key);
    expect(isValidXsrfToken(key, token)).toBe(true);
    expect(isValidXsrfToken(key, `${token.split('.')[0]}.forged`)).toBe(false);
    expect(isValidXsrfToken(new TextEncoder().encode('another key another key another key'), token)).toBe(
      false,
    );
  });

  it('requires the header matching the cookie on a cookie-authenticated write', async () => {
    const app = await cookieApp();
    const get = await app.inject({ method: 'GET', url: '/api/thing' });
    const issued = get.cookies.find((c) => c.name === XSRF_COOKIE)!;
    expect(issued.httpOnly).not.toBe(true);
    expect(issued.sameSite).toBe('Lax');
    const token = issued.value;

    const noHeader = await app.inject({
      method: 'POST',
      url: '/api/thing',
      cookies: { session: 's1', [XSRF_COOKIE]: token },
    });
    expect(noHeader.statusCode).toBe(403);
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/thing',
      cookies: { session: 's1', [XSRF_COOKIE]: token },
      headers: { 'x-xsrf-token': newXsrfToken(key) },
    });
    expect(mismatch.statusCode).toBe(403);
    const forged = 'abc.def';
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/thing',
      cookies: { session: 's1', [XSRF_COOKIE]: forged },
      headers: { 'x-xsrf-token': forged },
    });
    expect(unsigned.statusCode).toBe(403);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/thing',
      cookies: { session: 's1', [XSRF_COOKIE]: token },
      headers: { 'x-xsrf-token': token },
    });
    expect(ok.statusCode).toBe(200);
    await app.close();
  });

  it('exempts Bearer requests and requests without a cookie credential', async () => {
    const app = await cookieApp();
    const bearer = await app.inject({
      method: 'POST',
      url: '/api/thing',
      cookies: { session: 's1' },
      headers: { authorization: 'Bearer abc' },
    });
    expect(bearer.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/thing' })).statusCode).toBe(200);
    await app.close();
  });
});

describeEachDatabase('anti-forgery in the real app', (ctx) => {
  it('issues the XSRF-TOKEN cookie on API reads and accepts the web client’s header on writes', async () => {
    const { app } = ctx();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const token = res.cookies.find((c) => c.name === XSRF_COOKIE)?.value;
    expect(token).toMatch(/^\S+$/);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/account/logout',
      cookies: { [XSRF_COOKIE]: token! },
      headers: { 'x-xsrf-token': token! },
    });
    expect(logout.statusCode).toBe(204);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/account/logout',
      cookies: { [XSRF_COOKIE]: token! },
      headers: { 'x-xsrf-token': 'x.y' },
    });
    expect(wrong.statusCode).toBe(403);
  });
});
