import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, setUnauthorizedHandler } from '@/lib/api-client';
import { getToken, isSignedIn, startSession } from '@/lib/session';
import { registerTokenRefresh } from './token-refresh';

// §4: on a 401 the token is refreshed once, concurrent requests wait for that one refresh, the
// original request is retried; a failed refresh clears the session and reloads.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeServer(options: { refreshStatus?: number } = {}) {
  let current = 'access-1';
  let refreshCalls = 0;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const auth = new Headers(init?.headers).get('Authorization');
    if (url === '/api/authenticate') {
      refreshCalls++;
      const body = init?.body as URLSearchParams;
      expect(body.get('grant_type')).toBe('refresh_token');
      await new Promise((r) => setTimeout(r, 20));
      if (options.refreshStatus)
        return json(options.refreshStatus, { statusCode: 400, message: 'Your session has ended.' });
      current = `access-${refreshCalls + 1}`;
      return json(200, {
        access_token: current,
        refresh_token: `refresh-${refreshCalls + 1}`,
        token_type: 'Bearer',
        expires_in: 900,
      });
    }
    if (auth !== `Bearer ${current}`)
      return json(401, { statusCode: 401, message: 'Please sign in to continue.' });
    return json(200, { ok: true, url });
  });
  return { fetchMock, refreshCalls: () => refreshCalls, expire: () => (current = 'rotated-on-server') };
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
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetchMock);
    startSession({ access_token: 'expired', refresh_token: 'refresh-1' });
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => apiFetch<{ ok: boolean }>(`/thing/${n}`)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(server.refreshCalls()).toBe(1);
    expect(getToken()).toEqual({ access_token: 'access-2', refresh_token: 'refresh-2' });
  });

  it('uses a token another tab already stored instead of refreshing again', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetchMock);
    startSession({ access_token: 'expired', refresh_token: 'refresh-1' });
    // The request goes out with 'expired'; before its 401 is handled, another tab stores a fresh token.
    server.fetchMock.mockImplementationOnce(() => {
      localStorage.setItem(
        'ibc.token',
        JSON.stringify({ access_token: 'access-1', refresh_token: 'refresh-x' }),
      );
      return Promise.resolve(json(401, { statusCode: 401, message: 'expired' }));
    });
    await expect(apiFetch('/thing')).resolves.toMatchObject({ ok: true });
    expect(server.refreshCalls()).toBe(0);
  });

  it('clears the session and reloads when the refresh is refused', async () => {
    const server = fakeServer({ refreshStatus: 400 });
    vi.stubGlobal('fetch', server.fetchMock);
    startSession({ access_token: 'expired', refresh_token: 'refresh-1' }, { id: 1 });
    await expect(Promise.all([apiFetch('/a'), apiFetch('/b')])).rejects.toMatchObject({ status: 401 });
    expect(server.refreshCalls()).toBe(1);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('ibc.user')).toBeNull();
    expect(isSignedIn()).toBe(false);
    expect(reload).toHaveBeenCalled();
  });

  it('does not refresh for a visitor who is not signed in', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetchMock);
    await expect(apiFetch('/thing')).rejects.toMatchObject({ status: 401 });
    expect(server.refreshCalls()).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });
});
