import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@ibc/domain';
import { companies, currencyAccounts, emailOutbox, notifications, users } from '../../db/schema.ts';
import {
  createMember,
  describeApi,
  freshIp,
  tokenRequest,
  type TestContext,
} from '../../../test/helpers/index.ts';
import { verifyPassword } from './password.ts';
import type * as PasswordModule from './password.ts';
import { DEFAULT_AUTH_LIMITS, REFRESH_REJECTED, REFRESH_REUSE_GRACE_MS } from './auth.service.ts';

// Counts argon2 verifications so the test can prove an unknown e-mail does the same work as a wrong
// password (a timed assertion would be flaky on a busy CI machine; the work done is what matters).
vi.mock('./password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const PASSWORD = 'correct horse battery';
/** Each test signs in from its own address, so the per-IP limit of one test never leaks into another. */
const authenticate = (ctx: TestContext, form: Record<string, string>, ip?: string) =>
  tokenRequest(ctx, form, { ip });

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

describeApi('auth: sign in, refresh rotation, sign up, reset', (ctx) => {
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

    // Before the fix 10 wrong passwords from anywhere made the owner's right
    // password answer 429 for 15 minutes.
    it('never locks the owner out: guesses from other addresses leave the right password working', async () => {
      const { user } = await createMember(ctx().db);
      for (let i = 0; i < 12; i++)
        expect((await signIn(ctx(), user.email, `wrong-${i}`)).statusCode).toBe(400);
      expect((await signIn(ctx(), user.email)).statusCode).toBe(200);
    });

    it('slows down guessing from one address on one account, with a short Retry-After', async () => {
      // The clock stands still (only Date is faked): however slow the machine, no delay runs out.
      vi.useFakeTimers({ toFake: ['Date'] });
      onTestFinished(() => void vi.useRealTimers());
      const { user } = await createMember(ctx().db);
      const attacker = freshIp();
      const verifications = vi.mocked(verifyPassword);
      verifications.mockClear();
      const free = DEFAULT_AUTH_LIMITS.signInPerAccountAndIp.freeAttempts;
      for (let i = 0; i < free; i++)
        expect((await signIn(ctx(), user.email, `wrong-${i}`, attacker)).statusCode).toBe(400);
      // The next guess must wait (1 s, then 2, 4 ... at most 15 minutes); a burst is refused before
      // any password is checked.
      const burst = await Promise.all(
        Array.from({ length: 8 }, (_, i) => signIn(ctx(), user.email, `burst-${i}`, attacker)),
      );
      const allowed = burst.filter((res) => res.statusCode === 400).length;
      expect(allowed).toBe(0);
      for (const res of burst) {
        expect(res.statusCode).toBe(429);
        expect(res.headers['retry-after']).toBe('1');
      }
      expect(verifications).toHaveBeenCalledTimes(free);
      // The owner, from his own address, is not slowed down by it.
      expect((await signIn(ctx(), user.email, PASSWORD, freshIp())).statusCode).toBe(200);
    });

    it('slows an address that tries many accounts by at most a minute, never a long block', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      onTestFinished(() => void vi.useRealTimers());
      const ip = freshIp();
      const free = DEFAULT_AUTH_LIMITS.signInPerIp.freeAttempts;
      for (let i = 0; i < free; i++)
        expect((await signIn(ctx(), `spray-${ip}-${i}@example.com`, 'password-guess-1', ip)).statusCode).toBe(
          400,
        );
      const slowed = await signIn(ctx(), `spray-${ip}-final@example.com`, 'password-guess-1', ip);
      expect(slowed.statusCode).toBe(429);
      expect(slowed.headers['retry-after']).toBe('1');
      // Unknown and known e-mails get the same answers under the throttle too.
      const { user } = await createMember(ctx().db);
      const known = await signIn(ctx(), user.email, 'password-guess-1', ip);
      expect(known.statusCode).toBe(429);
      expect(known.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
      expect(slowed.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    });

    it('does not count successful sign-ins towards the throttles', async () => {
      const { user } = await createMember(ctx().db);
      const ip = freshIp();
      for (let i = 0; i < 25; i++)
        expect((await signIn(ctx(), user.email, PASSWORD, ip)).statusCode).toBe(200);
    });
  });

  describe('first sign-in', () => {
    it('counts password sign-ins, not refreshes: /me says firstSignIn during the first only', async () => {
      const { user } = await createMember(ctx().db);
      const me = async (accessToken: string) =>
        (
          await ctx().app.inject({
            method: 'GET',
            url: '/api/account/me',
            headers: { authorization: `Bearer ${accessToken}` },
          })
        ).json().firstSignIn as boolean;
      const first = (await signIn(ctx(), user.email)).json();
      expect(await me(first.access_token)).toBe(true);
      const refreshed = (await refresh(ctx(), first.refresh_token)).json();
      expect(await me(refreshed.access_token)).toBe(true);
      const [stored] = await ctx().db.select().from(users).where(eq(users.id, user.id));
      expect(stored).toMatchObject({ signInCount: 1, lastSignedInAt: expect.any(Date) });

      const second = (await signIn(ctx(), user.email)).json();
      expect(await me(second.access_token)).toBe(false);
      expect(await me(refreshed.access_token)).toBe(false);
    });

    it('does not count a refused password', async () => {
      const { user } = await createMember(ctx().db);
      expect((await signIn(ctx(), user.email, 'not the password')).statusCode).toBe(400);
      const [stored] = await ctx().db.select().from(users).where(eq(users.id, user.id));
      expect(stored).toMatchObject({ signInCount: 0, lastSignedInAt: null });
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

    it('revokes the whole family when an old refresh token is replayed after its successor was used', async () => {
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

    // Two tabs (or a retry after a lost answer) refreshing one token at once must not sign the member
    // out: every one of them gets the same successor, which then works once like any other.
    it('answers simultaneous uses of one token with one successor, which works once more', async () => {
      const { user } = await createMember(ctx().db);
      const t0 = (await signIn(ctx(), user.email)).json().refresh_token as string;
      const results = await Promise.all(Array.from({ length: 20 }, () => refresh(ctx(), t0)));
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const successors = new Set(results.map((r) => r.json().refresh_token as string));
      expect(successors.size).toBe(1);
      const [t1 = ''] = successors;
      expect(t1).not.toBe(t0);
      // Each answer's access token opens member endpoints.
      for (const res of results.slice(0, 3)) {
        const me = await ctx().app.inject({
          method: 'GET',
          url: '/api/account/me',
          headers: { authorization: `Bearer ${res.json().access_token}` },
        });
        expect(me.statusCode).toBe(200);
      }
      const next = await refresh(ctx(), t1);
      expect(next.statusCode).toBe(200);
      expect(next.json().refresh_token).not.toBe(t1);
      expect((await refresh(ctx(), next.json().refresh_token)).statusCode).toBe(200);
    });

    it('treats a repeat after the grace window as a copy: the whole family is revoked', async () => {
      // Only Date is faked: the clock moves when the test says so.
      vi.useFakeTimers({ toFake: ['Date'] });
      onTestFinished(() => void vi.useRealTimers());
      const { user } = await createMember(ctx().db);
      const t0 = (await signIn(ctx(), user.email)).json().refresh_token as string;
      const t1 = (await refresh(ctx(), t0)).json().refresh_token as string;
      vi.setSystemTime(Date.now() + REFRESH_REUSE_GRACE_MS);
      const lastRepeat = await refresh(ctx(), t0);
      expect(lastRepeat.statusCode).toBe(200);
      expect(lastRepeat.json().refresh_token).toBe(t1);
      vi.setSystemTime(Date.now() + 1);
      const copy = await refresh(ctx(), t0);
      expect(copy.statusCode).toBe(400);
      expect(copy.json()).toMatchObject({ message: REFRESH_REJECTED });
      expect((await refresh(ctx(), t1)).statusCode).toBe(400);
      expect((await refresh(ctx(), t0)).statusCode).toBe(400);
    });

    it('refuses unknown and malformed refresh tokens with 400', async () => {
      expect((await refresh(ctx(), 'not-a-real-token')).statusCode).toBe(400);
      expect((await authenticate(ctx(), { grant_type: 'refresh_token' })).statusCode).toBe(400);
      expect((await authenticate(ctx(), { grant_type: 'client_credentials' })).statusCode).toBe(400);
    });
  });

  // The web app's page requests carry the access token in an HttpOnly cookie, so the
  // server can draw a member's /search for the member (member-page-cookie.ts).
  describe('the member-page cookie', () => {
    const pageCookie = (res: { cookies: { name: string; value: string }[] }) =>
      res.cookies.find((c) => c.name === 'ibc_page');

    it('is set at sign-in and refresh of the web app: the access token, HttpOnly, SameSite=Lax, 15 minutes', async () => {
      const { user } = await createMember(ctx().db);
      const signedIn = await signIn(ctx(), user.email);
      expect(pageCookie(signedIn)).toMatchObject({
        value: signedIn.json().access_token,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 900,
      });
      const refreshed = await refresh(ctx(), signedIn.json().refresh_token);
      expect(pageCookie(refreshed)?.value).toBe(refreshed.json().access_token);
      // The mobile apps keep their tokens themselves: no cookie.
      const app = await ctx().app.inject({
        method: 'POST',
        url: '/api/authenticate',
        remoteAddress: freshIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          client_id: 'ios',
          grant_type: 'password',
          username: user.email,
          password: PASSWORD,
        }).toString(),
      });
      expect(app.statusCode).toBe(200);
      expect(pageCookie(app)).toBeUndefined();
      // A refused sign-in sets none.
      expect(pageCookie(await signIn(ctx(), user.email, 'wrong password here'))).toBeUndefined();
    });

    it('is no credential for the API, and sign-out clears it', async () => {
      const { user } = await createMember(ctx().db);
      const signedIn = await signIn(ctx(), user.email);
      const token = pageCookie(signedIn)!.value;
      const me = await ctx().app.inject({
        method: 'GET',
        url: '/api/account/me',
        cookies: { ibc_page: token },
      });
      expect(me.statusCode).toBe(401);
      const out = await ctx().app.inject({
        method: 'POST',
        url: '/api/account/logout',
        cookies: { ibc_page: token },
        payload: { refresh_token: signedIn.json().refresh_token },
      });
      expect(out.statusCode).toBe(204);
      expect(pageCookie(out)).toMatchObject({ value: '', path: '/' });
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

    // Before the fix the access token of a signed-out session kept working
    // for up to 15 minutes.
    it('makes the access token of the session useless at once; other devices carry on', async () => {
      const { user } = await createMember(ctx().db);
      const session = (await signIn(ctx(), user.email)).json();
      const other = (await signIn(ctx(), user.email)).json();
      const me = (token: string) =>
        ctx().app.inject({
          method: 'GET',
          url: '/api/account/me',
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await me(session.access_token)).statusCode).toBe(200);
      await ctx().app.inject({
        method: 'POST',
        url: '/api/account/logout',
        payload: { refresh_token: session.refresh_token },
      });
      expect((await me(session.access_token)).statusCode).toBe(401);
      // The other device is another session: it is not signed out.
      expect((await me(other.access_token)).statusCode).toBe(200);
      const renewed = await refresh(ctx(), other.refresh_token);
      expect(renewed.statusCode).toBe(200);
      expect((await me(renewed.json().access_token)).statusCode).toBe(200);
    });

    it('answers 204 without a token', async () => {
      expect((await ctx().app.inject({ method: 'POST', url: '/api/account/logout' })).statusCode).toBe(204);
    });
  });

  describe('POST /api/account/signup', () => {
    it('creates the customer with a JPY and a country-currency account and queues a verification e-mail', async () => {
      const email = `new-${Date.now()}@dealer.example`;
      await createMember(ctx().db, { role: 'staff' });
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
      expect(token).toMatch(/^[\w-]+$/);
      // The verification mail goes to an address anyone may type, so it carries
      // no text the applicant wrote (contact or company name).
      expect(mails[0]!.text).not.toContain('Aroha Ngata');
      expect(mails[0]!.text).not.toContain('Harbour Motors');
      // The second address is mailed only a link to confirm it, and gets nothing else until then.
      const confirmations = await ctx()
        .db.select()
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, 'confirm-notification-address'));
      expect(confirmations.filter((m) => m.to.includes(`ops-${email}`))).toHaveLength(1);
      const [company] = await ctx().db.select().from(companies).where(eq(companies.id, user!.companyId!));
      expect(company!.emails).toEqual([email]);
      // The new company waits for the sales team before it sees prices.
      expect(company!.status).toBe('pending');
      // The sales team's bell says so, with the way to the customer.
      const told = await ctx()
        .db.select()
        .from(notifications)
        .where(eq(notifications.link, `/admin/customers/${company!.id}`));
      expect(told.length).toBeGreaterThan(0);
      expect(told[0]).toMatchObject({
        kind: 'customer-signed-up',
        title: expect.stringContaining('Harbour Motors'),
      });
      // The new account can sign in right away and confirm its address with the link.
      const signedIn = await signIn(ctx(), email, 'tangerine ferry 1987 glass');
      expect(signedIn.statusCode).toBe(200);
      const me = await ctx().app.inject({
        method: 'GET',
        url: '/api/account/me',
        headers: { authorization: `Bearer ${signedIn.json().access_token}` },
      });
      expect(me.json().accountStatus).toBe('pending');
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

    it('keeps the language of the page he signed up on and writes his e-mails in it', async () => {
      const email = `ja-${Date.now()}@dealer.example`;
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/account/signup',
        remoteAddress: freshIp(),
        // The web sends the page's language (lib/api-client.ts).
        headers: { 'accept-language': 'ja' },
        payload: signupBody(email),
      });
      expect(res.statusCode).toBe(201);
      const [user] = await ctx().db.select().from(users).where(eq(users.email, email));
      expect(user?.language).toBe('ja');
      const [mail] = (
        await ctx().db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'verify-email'))
      ).filter((m) => m.to.includes(email));
      expect(mail?.subject).toBe('メールアドレスの確認');
      expect(mail?.html).toContain('<html lang="ja" dir="ltr">');
      // The link opens the page in his language.
      expect(mail?.text).toMatch(/\/ja\/account\/verify-email\?token=[\w-]+/);

      // A reset asked from an English page still comes in the language he keeps.
      const forgot = await ctx().app.inject({
        method: 'POST',
        url: '/api/account/forgot-password',
        remoteAddress: freshIp(),
        payload: { email },
      });
      expect(forgot.statusCode).toBe(202);
      const [reset] = (
        await ctx().db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'password-reset'))
      ).filter((m) => m.to.includes(email));
      expect(reset?.subject).toBe('IBC Japanのパスワード再設定');
      expect(reset?.text).toMatch(/\/ja\/account\/reset-password\?token=/);
      // The answer itself speaks the page's language.
      expect(res.headers['content-language']).toBe('ja');
      expect(res.json().message).toBe(
        'アカウントを作成しました。メールアドレス確認のためのメールをお送りしました。新規アカウントはすべて営業チームが審査し、通常1営業日以内に完了します。承認され次第、価格をご覧いただけます。',
      );
    });

    it("says what is wrong with each field in the page's language, and as the spec words it without one", async () => {
      const refused = (language?: string) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/account/signup',
          remoteAddress: freshIp(),
          headers: language ? { 'accept-language': language } : {},
          payload: signupBody(`x-${Math.random()}@dealer.example`, {
            emails: ['not-an-email'],
            companyName: '',
          }),
        });
      const french = await refused('fr-FR,fr;q=0.9');
      expect(french.statusCode).toBe(400);
      expect(french.json()).toMatchObject({
        message: 'Vérifiez les champs en surbrillance.',
        fieldErrors: {
          'emails.0': 'Veuillez saisir une adresse e-mail valide.',
          companyName: 'Veuillez saisir le nom de votre société.',
        },
      });
      const english = await refused();
      expect(english.headers['content-language']).toBeUndefined();
      expect(english.json()).toMatchObject({
        message: 'Please check the highlighted fields.',
        fieldErrors: {
          'emails.0': ACCOUNT_MESSAGES.emailInvalid,
          companyName: ACCOUNT_MESSAGES.companyRequired,
        },
      });
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
      const signedIn = (await signIn(ctx(), user.email)).json();
      const session = signedIn.refresh_token as string;
      const accessToken = signedIn.access_token as string;
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
      // Every earlier session is signed out, and its access token is dead at once.
      expect((await refresh(ctx(), session)).statusCode).toBe(400);
      const me = await ctx().app.inject({
        method: 'GET',
        url: '/api/account/me',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(me.statusCode).toBe(401);
    });
  });
});
