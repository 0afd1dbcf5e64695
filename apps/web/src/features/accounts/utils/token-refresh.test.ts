import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, setUnauthorizedHandler } from '@/lib/api-client';
import { getToken, isSignedIn, startSession } from '@/lib/session';
import { server } from '@/testing/msw';
import { registerTokenRefresh } from './token-refresh';

// §4: on a 401 the token is refreshed once, concurrent requests wait for that one refresh, the
// original request is retried; a failed refresh clears the session and reloads.

/** The API's token endpoint and a protected resource that accepts only the current access token. */
function fakeServer(options: { refreshStatus?: number } = {}) {
  let current = 'access-1';
  let refreshCalls = 0;
  server.use(
    http.post('/api/authenticate', async ({ request }) => {
      refreshCalls++;
      const body = new URLSearchParams(await request.text());
      expect(body.get('grant_type')).toBe('refresh_token');
      await delay(20);
      if (options.refreshStatus)
        return HttpResponse.json(
          { statusCode: 400, message: 'Your session has ended.' },
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
      if (request.headers.get('Authorization') !== `Bearer ${current}`)
        return HttpResponse.json(
          { statusCode: 401, message: 'Please sign in to continue.' },
          { status: 401 },
        );
      return HttpResponse.json({ ok: true, url: new URL(request.url).pathname });
    }),
  );
  return { refreshCalls: () => refreshCalls };
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

  it('does not refresh for a visitor who is not signed in', async () => {
    const api = fakeServer();
    await expect(apiFetch('/thing')).rejects.toMatchObject({ status: 401 });
    expect(api.refreshCalls()).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });
});
