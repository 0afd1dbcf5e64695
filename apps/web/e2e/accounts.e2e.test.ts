import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { desktop, mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { login, readStoredSession } from './support/fixtures';

const { server, openPage, memberPage } = setupE2e({ seedVehicles: 200 });

/** Counts POST /api/authenticate refresh calls and 401 answers seen by a page. */
function watchAuth(page: Page) {
  const seen = { refreshCalls: 0, unauthorized: 0, answeredAfterRefresh: 0 };
  page.on('request', (request) => {
    if (
      request.url().endsWith('/api/authenticate') &&
      (request.postData() ?? '').includes('grant_type=refresh_token')
    )
      seen.refreshCalls++;
  });
  page.on('response', (response) => {
    if (response.status() === 401 && response.url().includes('/api/')) seen.unauthorized++;
    // A member's request answered with the token the refresh gave.
    if (
      seen.refreshCalls > 0 &&
      response.ok() &&
      response.url().includes('/api/') &&
      !response.url().endsWith('/api/authenticate') &&
      response.request().headers()['authorization']
    )
      seen.answeredAfterRefresh++;
  });
  return seen;
}

async function firstPrice(page: Page): Promise<string> {
  const price = page.getByTestId('vehicle-price').first();
  await price.waitFor({ state: 'visible' });
  return (await price.textContent())?.trim() ?? '';
}

describe('accounts journeys', () => {
  test('sign up -> log in -> no prices until approved -> approved: prices -> switch to JPY -> sign out', async () => {
    const { context, page } = await openPage(desktop);
    const email = `dealer-${Date.now()}@journey.example`;
    const password = 'tangerine ferry 1987 glass';

    await page.goto('/account/signup');
    await waitForPage(page);
    // Field errors appear next to the fields.
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await page.getByText('Please enter your company name.').isVisible()).toBe(true);
    await page.getByLabel('Company name').fill('Journey Motors');
    await page.getByLabel('Contact name').fill('Jo Journey');
    await page.getByLabel('E-mail addresses').fill(`${email}\nops-${email}`);
    await page.getByLabel('Country').selectOption({ label: 'New Zealand' });
    await page.getByLabel('Phone').fill('+64 9 555 0100');
    await page.getByLabel(/^Password/).fill('password1234');
    await page.getByLabel('Confirm password').fill('password1234');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('This password is too common').waitFor();
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Your account has been created.').waitFor();

    await login(page, email, password);
    const session = await readStoredSession(page);
    expect(session.signedIn).toBe(true);
    expect(session.token?.refresh_token).toMatch(/\S/);
    expect(session.sessionId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(session.user?.currency).toBe('NZD');
    await page.getByRole('heading', { name: 'Account summary' }).waitFor();
    const forexPanel = page.getByRole('region', { name: 'Forex rates' });
    // Rates are what prices are made of: none for a company under review, and the panel says when.
    await forexPanel.getByText('Rates show once your account is approved.').waitFor();

    // A new company waits for the sales team; no prices until then.
    await page.getByText('Your account is being reviewed').waitFor();
    await page.goto('/search');
    await waitForPage(page);
    await page.getByText('Your account is being reviewed').waitFor();
    await page.getByText('PRICE SHOWN AFTER APPROVAL').first().waitFor();
    expect(await page.getByTestId('vehicle-price').count()).toBe(0);
    await page.screenshot({ path: '/tmp/accounts-e2e-pending-search.png' });

    await server().approveCustomer(email);
    await page.reload();
    await waitForPage(page);
    expect(await firstPrice(page)).toMatch(/^NZD [\d,]+/);
    expect(await page.getByText('Your account is being reviewed').count()).toBe(0);
    await forexPanel.locator('dt', { hasText: 'NZD' }).waitFor();

    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Switch Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'SELECT ACCOUNT' });
    await dialog.waitFor();
    expect(await dialog.getByText('Forex is applicable to non JPY account only').isVisible()).toBe(true);
    // The current account is highlighted and not selectable.
    await expect.poll(() => dialog.getByRole('button', { name: /NZD Account/ }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: /JPY Account/ }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    expect(await dialog.isVisible()).toBe(false);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="vehicle-price"]')?.textContent?.trim().startsWith('JPY'),
    );
    expect(await firstPrice(page)).toMatch(/^JPY [\d,]+/);

    const refreshToken = (await readStoredSession(page)).token!.refresh_token;
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    const after = await readStoredSession(page);
    expect(after.signedIn).toBe(false);
    expect(after.token).toBeNull();
    // The sign-in is revoked on the server too.
    const status = await page.evaluate(async (token) => {
      const body = new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: token,
        client_id: 'web',
      });
      return (await fetch('/api/authenticate', { method: 'POST', body })).status;
    }, refreshToken);
    expect(status).toBe(400);
    await context.close();
  });

  test('a wrong password shows the message on the login form', async () => {
    const { context, page } = await openPage(mobile);
    await page.goto('/account/login');
    await waitForPage(page);
    await page.getByLabel('Email').fill('nz@demo.local');
    await page.getByLabel(/^Password/).fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').getByText('The e-mail address or password is incorrect.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/login');
    await context.close();
  });

  test('an expired access token mid-session is refreshed unnoticed, with one refresh for many requests', async () => {
    const { context, page } = await memberPage('nz@demo.local');
    await page.goto('/search');
    await waitForPage(page);
    await firstPrice(page);

    // The access token stops being accepted (as after 15 minutes); the refresh token is still good.
    const expired = await page.evaluate(() => {
      const token = JSON.parse(localStorage.getItem('ibc.token')!) as {
        access_token: string;
        refresh_token: string;
      };
      const access_token = `${token.access_token.slice(0, -4)}xxxx`;
      localStorage.setItem('ibc.token', JSON.stringify({ ...token, access_token }));
      return access_token;
    });
    // The member-page cookie holds the same access token (ADR 0003 addendum): it expires with it, and
    // the page is drawn by the browser, whose requests meet the expired token.
    const [pageCookie] = (await context.cookies()).filter((cookie) => cookie.name === 'ibc_page');
    expect(pageCookie).toBeDefined();
    await context.addCookies([{ ...pageCookie!, value: expired }]);
    const seen = watchAuth(page);
    await page.reload();
    await waitForPage(page);
    expect(await firstPrice(page)).toMatch(/^NZD /);
    expect(new URL(page.url()).pathname).toBe('/search');
    // However the page's requests fall in time (one or several meet the expired token), one refresh
    // serves them all.
    expect(seen.unauthorized).toBeGreaterThanOrEqual(1);
    await expect.poll(() => seen.answeredAfterRefresh).toBeGreaterThanOrEqual(2);
    expect(seen.refreshCalls).toBe(1);
    expect((await readStoredSession(page)).signedIn).toBe(true);
    await context.close();
  });

  test('five tabs whose requests all hit an expired token share exactly one refresh (Web Locks)', async () => {
    const { context, page } = await memberPage('nz@demo.local');
    await page.evaluate(() => {
      const token = JSON.parse(localStorage.getItem('ibc.token')!) as {
        access_token: string;
        refresh_token: string;
      };
      localStorage.setItem('ibc.token', JSON.stringify({ ...token, access_token: 'no-longer-valid' }));
    });
    // The refresh answer is held back a moment, so every tab's first requests surely meet the old token.
    await context.route('**/api/authenticate', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const pages = [page, ...(await Promise.all([1, 2, 3, 4].map(() => context.newPage())))];
    const seen = pages.map(watchAuth);
    const paths = [
      '/account-summary',
      '/my-account/manage-accounts',
      '/my-account/my-profile/account-details',
      '/account-summary',
      '/search',
    ];
    await Promise.all(pages.map((p, i) => p.goto(paths[i]!)));
    await Promise.all(pages.map((p) => waitForPage(p)));
    await pages[1]!
      .getByRole('cell', { name: /88\.50/ })
      .first()
      .waitFor();
    await pages[2]!.getByLabel('Contact name').waitFor();
    await firstPrice(pages[4]!);
    expect(seen.reduce((n, s) => n + s.unauthorized, 0)).toBeGreaterThanOrEqual(5);
    expect(seen.reduce((n, s) => n + s.refreshCalls, 0)).toBe(1);
    for (const p of pages) expect((await readStoredSession(p)).signedIn).toBe(true);
    await context.close();
  });

  test('the account pages have no serious accessibility violations at 375px', async () => {
    const { context, page } = await openPage(mobile);
    for (const path of ['/account/login', '/account/signup', '/account/forgot-password']) {
      await page.goto(path);
      await waitForPage(page);
      expect(await seriousAxeViolations(page, 'main'), path).toEqual([]);
    }
    await login(page, 'nz@demo.local');
    for (const path of ['/account-summary', '/my-account/manage-accounts', '/my-account/my-profile']) {
      await page.goto(path);
      await waitForPage(page);
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeViolations(page, 'main'), path).toEqual([]);
    }
    await context.close();
  });

  test('a refused refresh signs the browser out into the public layout', async () => {
    const { context, page } = await memberPage('jp@demo.local');
    await page.evaluate(() =>
      localStorage.setItem('ibc.token', JSON.stringify({ access_token: 'bad', refresh_token: 'revoked' })),
    );
    // The failed refresh reloads the page while it is still loading: that navigation may be aborted.
    await page.goto('/account-summary', { waitUntil: 'commit' });
    await page.waitForURL('**/account/login');
    await waitForPage(page);
    const session = await readStoredSession(page);
    expect(session.signedIn).toBe(false);
    expect(session.token).toBeNull();
    await context.close();
  });
});
