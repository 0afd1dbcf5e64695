import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';

export const demoPassword = 'demo-password';

/** The demo staff's authenticator key (README; apps/api/demo/seed.ts). */
const DEMO_STAFF_TOTP_SECRET = 'IBCJAPANDEMOSTAFFSIGNIN2FA234567';

/** The code `npm run demo:code` prints now: what a newcomer types as the staff's second step. */
export function demoStaffCode(): string {
  return new TOTP({ secret: Secret.fromBase32(DEMO_STAFF_TOTP_SECRET), digits: 6, period: 30 }).generate();
}

type CodeSource = (email: string) => Promise<string>;
let secondFactorCodes: CodeSource | null = null;

/** Where signInAs gets a recovery code when the user must pass a second factor (server.ts). */
export function setSecondFactorCodes(source: CodeSource): void {
  secondFactorCodes = source;
}

/** A recovery code of the user, for the second step of a sign-in through the API. */
export function recoveryCodeOf(email: string): Promise<string> {
  if (!secondFactorCodes) throw new Error(`${email} needs a second factor, but no test server gives codes.`);
  return secondFactorCodes(email);
}

/**
 * Signs in through the real API (POST /api/authenticate, form-encoded, §7) and stores the session
 * exactly as the web app does: localStorage 'ibc.token' and the cookie isAuthenticated=true (§4).
 * A user with a second factor (every staff user) finishes with a recovery code of the test server.
 * The page must already be on the app's origin. The accounts feature's login() fixture drives the
 * login form instead; this helper is for journeys that only need a signed-in browser.
 */
export async function signInAs(page: Page, email: string, password = demoPassword): Promise<void> {
  const first = await tokenRequest(page, { grant_type: 'password', username: email, password });
  const mfaToken = first.ok ? null : mfaTokenOf(first.status, first.text);
  const result = mfaToken
    ? await tokenRequest(page, {
        grant_type: 'mfa-recovery-code',
        mfa_token: mfaToken,
        recovery_code: await recoveryCodeOf(email),
      })
    : first;
  if (!result.ok) throw new Error(`signInAs(${email}) failed: ${result.status} ${result.text}`);
}

/** The mfa_token of a 403 mfa_required answer; null for any other. */
export function mfaTokenOf(status: number, text: string): string | null {
  if (status !== 403) return null;
  const body = JSON.parse(text) as { error?: string; mfa_token?: string };
  return body.error === 'mfa_required' && body.mfa_token ? body.mfa_token : null;
}

/** One token request from the page; a token answer is stored as the web app stores it. */
async function tokenRequest(page: Page, form: Record<string, string>) {
  return page.evaluate(async (form) => {
    const body = new URLSearchParams({ ...form, client_id: 'web' });
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
    return { ok: true as const, status: response.status, text: '' };
  }, form);
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
