import type { Page } from 'playwright-core';

export const demoPassword = 'demo-password';

/**
 * Signs in through the real API (POST /api/authenticate, form-encoded, §7) and stores the session
 * exactly as the web app does: localStorage 'ibc.token' and the cookie isAuthenticated=true (§4).
 * The page must already be on the app's origin. The accounts feature's login() fixture drives the
 * login form instead; this helper is for journeys that only need a signed-in browser.
 */
export async function signInAs(page: Page, email: string, password = demoPassword): Promise<void> {
  const result = await page.evaluate(
    async ({ email, password }) => {
      const body = new URLSearchParams({
        grant_type: 'password',
        username: email,
        password,
        client_id: 'web',
      });
      const response = await fetch('/api/authenticate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body,
      });
      if (!response.ok) return { ok: false as const, status: response.status, text: await response.text() };
      const token = (await response.json()) as { access_token: string; refresh_token: string };
      localStorage.setItem(
        'ibc.token',
        JSON.stringify({ access_token: token.access_token, refresh_token: token.refresh_token }),
      );
      if (!localStorage.getItem('ibc.sessionId')) localStorage.setItem('ibc.sessionId', crypto.randomUUID());
      document.cookie = 'isAuthenticated=true; path=/; samesite=lax';
      return { ok: true as const };
    },
    { email, password },
  );
  if (!result.ok) throw new Error(`signInAs(${email}) failed: ${result.status} ${result.text}`);
}

/**
 * A JSON request of the API as the user signed in on `page` (the bearer token the web app stored),
 * for a journey's set-up steps that another journey already walks through in the browser.
 */
export async function apiAs<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const result = await page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(localStorage.getItem('ibc.token') ?? '{}') as { access_token?: string };
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${token.access_token ?? ''}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
  if (result.status >= 300) throw new Error(`${method} ${path}: ${result.status} ${result.text}`);
  return JSON.parse(result.text) as T;
}
