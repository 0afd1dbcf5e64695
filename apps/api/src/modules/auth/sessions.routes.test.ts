// The signed-in devices a user sees and signs out, and a password change: each ends the other
// sessions at once (the next request of their access tokens is a 401, their refresh a 400).
import { describe, expect, it } from 'vitest';
import { SIGN_IN_SECURITY_MESSAGES as M } from '@ibc/domain';
import {
  apiClient,
  createMember,
  describeApi,
  tokenRequest,
  type TestContext,
} from '../../../test/helpers/index.ts';

const PASSWORD = 'correct horse battery';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const authenticate = (
  ctx: TestContext,
  form: Record<string, string>,
  userAgent = FIREFOX_LINUX,
  ip?: string,
) => tokenRequest(ctx, form, { userAgent, ip });

describeApi('sessions: signed-in devices and password change', (ctx) => {
  const http = apiClient(ctx);
  const me = (token: string) => http.get('/api/account/me', token);

  async function signIn(email: string, userAgent?: string, ip?: string, password = PASSWORD) {
    const res = await authenticate(
      ctx(),
      { grant_type: 'password', username: email, password },
      userAgent,
      ip,
    );
    expect(res.statusCode).toBe(200);
    return res.json<{ access_token: string; refresh_token: string }>();
  }
  const refresh = (token: string) =>
    authenticate(ctx(), { grant_type: 'refresh_token', refresh_token: token });

  it('lists each signed-in device: browser, when, where from, and which one is asking', async () => {
    const { user } = await createMember(ctx().db);
    await signIn(user.email, SAFARI_IPHONE, '203.0.113.7');
    const laptop = await signIn(user.email, FIREFOX_LINUX, '198.51.100.20');
    const res = await http.get('/api/account/sessions', laptop.access_token);
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json<{ sessions: Array<Record<string, unknown>> }>();
    expect(sessions).toHaveLength(2);
    expect(sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ browser: 'Safari 17 on iOS', ipAddress: '203.0.113.7', current: false }),
        expect.objectContaining({
          browser: 'Firefox 133 on Linux',
          ipAddress: '198.51.100.20',
          current: true,
        }),
      ]),
    );
    expect(sessions[0]).toMatchObject({ signedInAt: expect.any(String), lastActiveAt: expect.any(String) });
    // Another user sees only his own.
    const { user: other } = await createMember(ctx().db);
    const theirs = await signIn(other.email);
    expect((await http.get('/api/account/sessions', theirs.access_token)).json().sessions).toHaveLength(1);
  });

  it('signs one device out at once: its access token and its refresh token stop working', async () => {
    const { user } = await createMember(ctx().db);
    const phone = await signIn(user.email, SAFARI_IPHONE);
    const laptop = await signIn(user.email);
    const { sessions } = (await http.get('/api/account/sessions', laptop.access_token)).json<{
      sessions: Array<{ id: string; current: boolean }>;
    }>();
    const phoneSession = sessions.find((s) => !s.current)!;
    expect((await me(phone.access_token)).statusCode).toBe(200);

    // Someone else cannot end it.
    const { user: stranger } = await createMember(ctx().db);
    const theirs = await signIn(stranger.email);
    expect(
      (await http.delete(`/api/account/sessions/${phoneSession.id}`, theirs.access_token)).statusCode,
    ).toBe(404);
    expect((await me(phone.access_token)).statusCode).toBe(200);

    expect(
      (await http.delete(`/api/account/sessions/${phoneSession.id}`, laptop.access_token)).statusCode,
    ).toBe(204);
    expect((await me(phone.access_token)).statusCode).toBe(401);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(400);
    expect((await me(laptop.access_token)).statusCode).toBe(200);
    expect(
      (await http.delete(`/api/account/sessions/${phoneSession.id}`, laptop.access_token)).statusCode,
    ).toBe(404);
    expect((await http.delete('/api/account/sessions/not-a-session', laptop.access_token)).statusCode).toBe(
      400,
    );
  });

  it('signs every other device out, keeping this one', async () => {
    const { user } = await createMember(ctx().db);
    const others = [await signIn(user.email), await signIn(user.email, SAFARI_IPHONE)];
    const here = await signIn(user.email);
    const res = await http.post('/api/account/sessions/sign-out-others', undefined, here.access_token);
    expect(res.json()).toEqual({ signedOut: 2 });
    for (const other of others) {
      expect((await me(other.access_token)).statusCode).toBe(401);
      expect((await refresh(other.refresh_token)).statusCode).toBe(400);
    }
    expect((await me(here.access_token)).statusCode).toBe(200);
    const renewed = await refresh(here.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().access_token)).statusCode).toBe(200);
  });

  it('a refresh keeps the device in the list, with when and where it was last active', async () => {
    const { user } = await createMember(ctx().db);
    const first = await signIn(user.email, FIREFOX_LINUX, '198.51.100.1');
    const renewed = await authenticate(
      ctx(),
      { grant_type: 'refresh_token', refresh_token: first.refresh_token },
      FIREFOX_LINUX,
      '198.51.100.99',
    );
    const { sessions } = (await http.get('/api/account/sessions', renewed.json().access_token)).json();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true, ipAddress: '198.51.100.99' });
  });

  it('changes the password with the current one, and signs the other devices out', async () => {
    const { user } = await createMember(ctx().db);
    const other = await signIn(user.email);
    const here = await signIn(user.email);
    const wrong = await http.post(
      '/api/account/password',
      {
        currentPassword: 'not my password',
        newPassword: 'lantern orchard 5521 west',
      },
      here.access_token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: M.currentPasswordWrong });
    const weak = await http.post(
      '/api/account/password',
      {
        currentPassword: PASSWORD,
        newPassword: 'short',
      },
      here.access_token,
    );
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fieldErrors)).toEqual(['newPassword']);
    expect((await me(other.access_token)).statusCode).toBe(200);

    const changed = await http.post(
      '/api/account/password',
      {
        currentPassword: PASSWORD,
        newPassword: 'lantern orchard 5521 west',
      },
      here.access_token,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(M.passwordChanged);
    expect((await me(other.access_token)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(400);
    expect((await me(here.access_token)).statusCode).toBe(200);
    await signIn(user.email, undefined, undefined, 'lantern orchard 5521 west');
    const old = await authenticate(ctx(), {
      grant_type: 'password',
      username: user.email,
      password: PASSWORD,
    });
    expect(old.statusCode).toBe(400);
  });

  describe('sign-out', () => {
    it('ends only its own session: the other devices carry on', async () => {
      const { user } = await createMember(ctx().db);
      const other = await signIn(user.email);
      const here = await signIn(user.email);
      await ctx().app.inject({
        method: 'POST',
        url: '/api/account/logout',
        payload: { refresh_token: here.refresh_token },
      });
      expect((await me(here.access_token)).statusCode).toBe(401);
      expect((await me(other.access_token)).statusCode).toBe(200);
      expect((await http.get('/api/account/sessions', other.access_token)).json().sessions).toHaveLength(1);
    });
  });
});
