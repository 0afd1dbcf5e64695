import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@ibc/domain';
import { currencyAccounts, emailOutbox, users } from '../../db/schema.ts';
import { createMember, insertReferenceData, resetFixtureCache } from '../../../test/helpers/fixtures.ts';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app.ts';
import { verifyPassword } from './password.ts';

// Counts argon2 verifications so the test can prove an unknown e-mail does the same work as a wrong
// password (a timed assertion would be flaky on a busy CI machine; the work done is what matters).
vi.mock('./password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./password.ts')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const PASSWORD = 'correct horse battery';
let ipCounter = 0;
/** Each test signs in from its own address, so the per-IP limit of one test never leaks into another. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function authenticate(ctx: TestContext, form: Record<string, string>, ip = freshIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: 'web', ...form }).toString(),
  });
}

const signIn = (ctx: TestContext, email: string, password = PASSWORD, ip?: string) =>
  authenticate(ctx, { grant_type: 'password', username: email, password }, ip);
const refresh = (ctx: TestContext, refreshToken: string) =>
  authenticate(ctx, { grant_type: 'refresh_token', refresh_token: refreshToken, client_secret: 'anything' });

const signupBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  companyName: 'Harbour Motors',
  contactName: 'Aroha Ngata',
  emails: [email, `ops-${email}`],
  countryId: 75,
  phone: '+64 9 555 0100',
  password: 'tangerine ferry 1987 glass',
  ...overrides,
});

describeEachDatabase('auth: sign in, refresh rotation, sign up, reset', (ctx) => {
  beforeAll(async () => {
    resetFixtureCache();
    await insertReferenceData(ctx().db);
  });

  describe('POST /api/authenticate grant_type=password', () => {
    it('answers an OAuth token response whose access token opens member endpoints', async () => {
      const { user } = await createMember(ctx().db);
      const res = await signIn(ctx(), user.email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        token_type: 'Bearer',
        expires_in: 900,
      });
      expect(Buffer.from(body.refresh_token, 'base64url').length).toBeGreaterThanOrEqual(16);
      const me = await ctx().app.inject({
        method: 'GET',
        url: '/api/account/me',
        headers: { authorization: `Bearer ${body.access_token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().id).toBe(user.id);
    });

    it('answers a wrong password and an unknown e-mail identically, in about the same time', async () => {
      const { user } = await createMember(ctx().db);
      const verifications = vi.mocked(verifyPassword);
      verifications.mockClear();
      const wrong = await signIn(ctx(), user.email, 'not the password at all');
      expect(verifications).toHaveBeenCalledTimes(1);
      const unknown = await signIn(ctx(), `nobody-${user.id}@example.com`, 'not the password at all');
      // A missing user still runs one full argon2 verification (against a decoy hash), so it does not
      // answer measurably faster than a wrong password.
      expect(verifications).toHaveBeenCalledTimes(2);
      expect(verifications.mock.calls[1]![0]).toMatch(/^\$argon2id\$/);
      await expect(verifications.mock.results[1]!.value).resolves.toBe(false);
      expect(wrong.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    });

    it('refuses an unknown client id and a missing password', async () => {
      const { user } = await createMember(ctx().db);
      const badClient = await authenticate(ctx(), {
        grant_type: 'password',
        username: user.email,
        password: PASSWORD,
        client_id: 'evil',
      });
      expect(badClient.statusCode).toBe(400);
      const missing = await authenticate(ctx(), { grant_type: 'password', username: user.email });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fieldErrors).toHaveProperty('password');
    });

    it('limits sign-in attempts per account before hashing, with a 429 that says when to retry', async () => {
      const { user } = await createMember(ctx().db);
      for (let i = 0; i < 10; i++)
        expect((await signIn(ctx(), user.email, `wrong-${i}`)).statusCode).toBe(400);
      const limited = await signIn(ctx(), user.email); // even the right password, from another address
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
      expect(limited.json().message).toMatch(/try again in 15 minutes/i);
    });

    it('limits sign-in attempts per address across accounts', async () => {
      const ip = freshIp();
      for (let i = 0; i < 30; i++)
        expect((await signIn(ctx(), `spray-${i}@example.com`, 'password-guess-1', ip)).statusCode).toBe(400);
      const limited = await signIn(ctx(), 'spray-final@example.com', 'password-guess-1', ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });

    it('does not count successful sign-ins towards the limit', async () => {
      const { user } = await createMember(ctx().db);
      const ip = freshIp();
      for (let i = 0; i < 12; i++)
        expect((await signIn(ctx(), user.email, PASSWORD, ip)).statusCode).toBe(200);
    });
  });

  describe('POST /api/authenticate grant_type=refresh_token', () => {
    it('rotates the refresh token on every use; the used one stops working', async () => {
      const { user } = await createMember(ctx().db);
      const first = (await signIn(ctx(), user.email)).json();
      const second = await refresh(ctx(), first.refresh_token);
      expect(second.statusCode).toBe(200);
      expect(second.json().refresh_token).not.toBe(first.refresh_token);
      expect(second.json().token_type).toBe('Bearer');
      expect((await refresh(ctx(), second.json().refresh_token)).statusCode).toBe(200);
    });

    it('revokes the whole family when an old refresh token is replayed', async () => {
      const { user } = await createMember(ctx().db);
      const t0 = (await signIn(ctx(), user.email)).json().refresh_token as string;
      const t1 = (await refresh(ctx(), t0)).json().refresh_token as string;
      const t2 = (await refresh(ctx(), t1)).json().refresh_token as string;
      const t3 = (await refresh(ctx(), t2)).json().refresh_token as string;
      const replay = await refresh(ctx(), t0);
      expect(replay.statusCode).toBe(400);
      expect(replay.json().message).toMatch(/log in again/);
      const newest = await refresh(ctx(), t3);
      expect(newest.statusCode).toBe(400);
      // Another sign-in (another family) is unaffected.
      const other = (await signIn(ctx(), user.email)).json().refresh_token as string;
      expect((await refresh(ctx(), other)).statusCode).toBe(200);
    });

    it('lets only one of two simultaneous uses of a token win', async () => {
      const { user } = await createMember(ctx().db);
      const t0 = (await signIn(ctx(), user.email)).json().refresh_token as string;
      const results = await Promise.all([refresh(ctx(), t0), refresh(ctx(), t0)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    });

    it('refuses unknown and malformed refresh tokens with 400', async () => {
      expect((await refresh(ctx(), 'not-a-real-token')).statusCode).toBe(400);
      expect((await authenticate(ctx(), { grant_type: 'refresh_token' })).statusCode).toBe(400);
      expect((await authenticate(ctx(), { grant_type: 'client_credentials' })).statusCode).toBe(400);
    });
  });

  describe('POST /api/account/logout', () => {
    it('revokes the refresh-token family of the session', async () => {
      const { user } = await createMember(ctx().db);
      const t0 = (await signIn(ctx(), user.email)).json().refresh_token as string;
      const t1 = (await refresh(ctx(), t0)).json().refresh_token as string;
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/account/logout',
        payload: { refresh_token: t1 },
      });
      expect(res.statusCode).toBe(204);
      expect((await refresh(ctx(), t1)).statusCode).toBe(400);
    });

    it('answers 204 without a token', async () => {
      expect((await ctx().app.inject({ method: 'POST', url: '/api/account/logout' })).statusCode).toBe(204);
    });
  });

  describe('POST /api/account/signup', () => {
    it('creates the customer with a JPY and a country-currency account and queues a verification e-mail', async () => {
      const email = `new-${Date.now()}@dealer.example`;
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/account/signup',
        remoteAddress: freshIp(),
        payload: signupBody(email.toUpperCase()),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.signupDone);
      const [user] = await ctx().db.select().from(users).where(eq(users.email, email));
      expect(user?.activeCurrency).toBe('NZD');
      const accounts = await ctx()
        .db.select()
        .from(currencyAccounts)
        .where(eq(currencyAccounts.companyId, user!.companyId!));
      expect(accounts.map((a) => a.currency).sort()).toEqual(['JPY', 'NZD']);
      const mails = (
        await ctx().db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'verify-email'))
      ).filter((m) => m.to.includes(email));
      expect(mails).toHaveLength(1);
      const token = /token=([\w-]+)/.exec(mails[0]!.text)?.[1];
      expect(token).toBeTruthy();
      // The new account can sign in right away and confirm its address with the link.
      expect((await signIn(ctx(), email, 'tangerine ferry 1987 glass')).statusCode).toBe(200);
      const verify = await ctx().app.inject({
        method: 'POST',
        url: '/api/account/verify-email',
        payload: { token },
      });
      expect(verify.statusCode).toBe(200);
      const [verified] = await ctx().db.select().from(users).where(eq(users.id, user!.id));
      expect(verified?.emailVerifiedAt).not.toBeNull();
      expect(
        (await ctx().app.inject({ method: 'POST', url: '/api/account/verify-email', payload: { token } }))
          .statusCode,
      ).toBe(400);
    });

    it('answers a duplicate e-mail with a clear 409 on the e-mails field', async () => {
      const { user } = await createMember(ctx().db);
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/account/signup',
        remoteAddress: freshIp(),
        payload: signupBody(user.email),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: ACCOUNT_MESSAGES.emailTaken,
        fieldErrors: { emails: ACCOUNT_MESSAGES.emailTaken },
      });
    });

    it.each([
      [{ password: 'short-pass' }, 'password'],
      [{ password: 'password1234!' }, 'password'],
      [{ password: 'harbourmotors99' }, 'password'],
      [{ countryId: 9999 }, 'countryId'],
      [{ emails: ['not-an-email'] }, 'emails.0'],
      [{ companyName: '' }, 'companyName'],
    ])('refuses %j with a field error', async (patch, field) => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/account/signup',
        remoteAddress: freshIp(),
        payload: signupBody(`x-${Math.random()}@dealer.example`, patch),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty([field]);
    });
  });

  describe('password reset by e-mailed one-time link', () => {
    it('answers the same for known and unknown addresses, and the link resets the password once', async () => {
      const { user } = await createMember(ctx().db);
      const session = (await signIn(ctx(), user.email)).json().refresh_token as string;
      const known = await ctx().app.inject({
        method: 'POST',
        url: '/api/account/forgot-password',
        remoteAddress: freshIp(),
        payload: { email: user.email },
      });
      const unknown = await ctx().app.inject({
        method: 'POST',
        url: '/api/account/forgot-password',
        remoteAddress: freshIp(),
        payload: { email: `ghost-${user.id}@example.com` },
      });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.json()).toEqual(known.json());
      const mails = (
        await ctx().db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'password-reset'))
      ).filter((m) => m.to.includes(user.email));
      const token = /token=([\w-]+)/.exec(mails[0]!.text)?.[1];

      const weak = await ctx().app.inject({
        method: 'POST',
        url: '/api/account/reset-password',
        payload: { token, password: 'password12345' },
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().fieldErrors).toHaveProperty('password');
      const reset = await ctx().app.inject({
        method: 'POST',
        url: '/api/account/reset-password',
        payload: { token, password: 'a brand new passphrase' },
      });
      expect(reset.statusCode).toBe(200);
      expect(
        (
          await ctx().app.inject({
            method: 'POST',
            url: '/api/account/reset-password',
            payload: { token, password: 'another new passphrase' },
          })
        ).statusCode,
      ).toBe(400);
      expect((await signIn(ctx(), user.email, PASSWORD)).statusCode).toBe(400);
      expect((await signIn(ctx(), user.email, 'a brand new passphrase')).statusCode).toBe(200);
      // Every earlier session is signed out.
      expect((await refresh(ctx(), session)).statusCode).toBe(400);
    });
  });
});
