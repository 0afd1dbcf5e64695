import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, setUnauthorizedHandler } from '@/lib/api-client';
import { getToken, isSignedIn, startSession } from '@/lib/session';
import { server } from '@/testing/msw';
import { registerTokenRefresh } from './token-refresh';

// §4: on a 401 the token is refreshed once, concurrent requests wait for that one refresh, the
// original request is retried; a failed refresh clears the session and reloads.

/** The API's token endpoint and a protected resource that accepts only the current access token. */
function fakeServer(options: { refreshStatus?: number; refusesEveryToken?: boolean } = {}) {
  let current = 'access-1';
  let refreshCalls = 0;
  let bearerOnRefresh = false;
  server.use(
    http.post('/api/authenticate', async ({ request }) => {
      refreshCalls++;
      if (request.headers.has('Authorization')) bearerOnRefresh = true;
      const body = new URLSearchParams(await request.text());
      expect(body.get('grant_type')).toBe('refresh_token');
      await delay(20);
      if (options.refreshStatus)
        return HttpResponse.json(
          { statusCode: options.refreshStatus, message: 'Your session has ended.' },
          { status: options.refreshStatus },
        );
      current = `access-${refreshCalls + 1}`;
      return HttpResponse.json({
        access_token: current,
        refresh_token: `refresh-${refreshCalls + 1}`,
        token_type: 'Bearer',
        expires_in: 900,
      });
    }),
    http.get('/api/*', ({ request }) => {
      // refusesEveryToken: the sign-in was revoked; its fresh tokens are refused too.
      if (options.refusesEveryToken || request.headers.get('Authorization') !== `Bearer ${current}`)
        return HttpResponse.json(
          { statusCode: 401, message: 'Please sign in to continue.' },
          { status: 401 },
        );
      return HttpResponse.json({ ok: true, url: new URL(request.url).pathname });
    }),
  );
  return {
    refreshCalls: () => refreshCalls,
    bearerOnRefresh: () => bearerOnRefresh,
    /** The current access token expires (as it would 15 minutes on). */
    expire: () => {
      current = `${current}-expired`;
    },
    /** Another tab refreshed: the server accepts only its token, which it stored for every tab. */
    anotherTabRefreshed: (token: string) => {
      current = token;
      localStorage.setItem('ibc.token', JSON.stringify({ access_token: token, refresh_token: 'refresh-x' }));
    },
  };
}

describe('token refresh on 401', () => {
  const reload = vi.fn();
  beforeEach(() => {
    registerTokenRefresh();
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => {
    setUnauthorizedHandler(null);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    reload.mockReset();
  });

  it('refreshes exactly once for five concurrent requests and retries each of them', async () => {
    const api = fakeServer();
    startSession({ access_token: 'expired', refresh_token: 'refresh-1' });
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => apiFetch<{ ok: boolean }>(`/thing/${n}`)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(api.refreshCalls()).toBe(1);
    expect(getToken()).toEqual({ access_token: 'access-2', refresh_token: 'refresh-2' });
  });

  it('uses a token another tab already stored instead of refreshing again', async () => {
    const api = fakeServer();
    startSession({ access_token: 'expired', refresh_token: 'refresh-1' });
    // The request goes out with 'expired'; before its 401 is handled, another tab stores a fresh token.
    server.use(
      http.get(
        '/api/thing',
        () => {
          localStorage.setItem(
            'ibc.token',
            JSON.stringify({ access_token: 'access-1', refresh_token: 'refresh-x' }),
          );
          return HttpResponse.json({ statusCode: 401, message: 'expired' }, { status: 401 });
        },
        { once: true },
      ),
    );
    await expect(apiFetch('/thing')).resolves.toMatchObject({ ok: true });
    expect(api.refreshCalls()).toBe(0);
  });

  it('clears the session and reloads when the refresh is refused', async () => {
    const api = fakeServer({ refreshStatus: 400 });
    startSession({ access_token: 'expired', refresh_token: 'refresh-1' }, { id: 1 });
    await expect(Promise.all([apiFetch('/a'), apiFetch('/b')])).rejects.toMatchObject({ status: 401 });
    expect(api.refreshCalls()).toBe(1);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('ibc.user')).toBeNull();
    expect(isSignedIn()).toBe(false);
    expect(reload).toHaveBeenCalled();
  });

  // §4: a failed refresh (refused, or a fresh token the server refuses at once) ends the session and
  // reloads; it never leaves the request waiting.
  it.each([
    { refresh: 'refused with 400', server: { refreshStatus: 400 }, refreshes: 1, signedOut: true },
    { refresh: 'refused with 401', server: { refreshStatus: 401 }, refreshes: 1, signedOut: true },
    { refresh: 'ok, its token refused', server: { refusesEveryToken: true }, refreshes: 1, signedOut: true },
    { refresh: 'ok, its token accepted', server: {}, refreshes: 1, signedOut: false },
  ])('refresh $refresh: signed out $signedOut', async ({ server: options, refreshes, signedOut }) => {
    const api = fakeServer(options);
    startSession({ access_token: 'expired', refresh_token: 'refresh-1' }, { id: 1 });
    const result = apiFetch('/thing');
    if (signedOut) await expect(result).rejects.toMatchObject({ status: 401 });
    else await expect(result).resolves.toMatchObject({ ok: true });
    expect(api.refreshCalls()).toBe(refreshes);
    expect(api.bearerOnRefresh()).toBe(false);
    expect(isSignedIn()).toBe(!signedOut);
    expect(getToken() === null).toBe(signedOut);
    expect(reload).toHaveBeenCalledTimes(signedOut ? 1 : 0);
  });

  it('ends the session when a token this tab refreshed a moment ago is refused', async () => {
    const api = fakeServer();
    startSession({ access_token: 'expired', refresh_token: 'refresh-1' }, { id: 1 });
    await expect(apiFetch('/a')).resolves.toMatchObject({ ok: true });
    // The server revokes the sign-in: the fresh 'access-2' is refused seconds after it was issued.
    api.expire();
    await expect(apiFetch('/b')).rejects.toMatchObject({ status: 401 });
    expect(api.refreshCalls()).toBe(1);
    expect(getToken()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('refreshes again when the token this tab refreshed expires later on', async () => {
    const api = fakeServer();
    startSession({ access_token: 'expired', refresh_token: 'refresh-1' }, { id: 1 });
    await expect(apiFetch('/a')).resolves.toMatchObject({ ok: true });
    const later = Date.now() + 15 * 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    api.expire();
    await expect(apiFetch('/b')).resolves.toMatchObject({ ok: true });
    expect(api.refreshCalls()).toBe(2);
    expect(getToken()).toEqual({ access_token: 'access-3', refresh_token: 'refresh-3' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('retries with the token another tab stored after this tab refreshed', async () => {
    const api = fakeServer();
    startSession({ access_token: 'expired', refresh_token: 'refresh-1' }, { id: 1 });
    await expect(apiFetch('/a')).resolves.toMatchObject({ ok: true });
    // This tab's fresh 'access-2' is refused because another tab refreshed meanwhile and stored
    // 'other-tab', which the server accepts.
    server.use(
      http.get(
        '/api/thing',
        () => {
          api.anotherTabRefreshed('other-tab');
          return HttpResponse.json({ statusCode: 401, message: 'expired' }, { status: 401 });
        },
        { once: true },
      ),
    );
    await expect(apiFetch('/thing')).resolves.toMatchObject({ ok: true });
    expect(api.refreshCalls()).toBe(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not refresh for a visitor who is not signed in', async () => {
    const api = fakeServer();
    await expect(apiFetch('/thing')).rejects.toMatchObject({ status: 401 });
    expect(api.refreshCalls()).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });
});
