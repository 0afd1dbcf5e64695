import type { Page } from 'playwright-core';
import { waitForPage } from './browser';
import { demoPassword, signInAs } from './session';

// Journey fixtures (epic-stack style). signInAs (session.ts) signs in through the API only;
// login() signs in the way a dealer does: through the login form.
export { demoPassword, signInAs };

/** Fills the /account/login form and waits for /account-summary ("after login go to /account-summary"). */
export async function login(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/account/login');
  await waitForPage(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/account-summary');
  await waitForPage(page);
}

/** The stored session of §3 as the browser holds it. */
export function readStoredSession(page: Page) {
  return page.evaluate(() => ({
    token: JSON.parse(localStorage.getItem('ibc.token') ?? 'null') as {
      access_token: string;
      refresh_token: string;
    } | null,
    user: JSON.parse(localStorage.getItem('ibc.user') ?? 'null') as { currency?: string } | null,
    sessionId: localStorage.getItem('ibc.sessionId'),
    signedIn: document.cookie.split(';').some((c) => c.trim() === 'isAuthenticated=true'),
  }));
}
