import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { desktop, mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { signInAs } from './support/session';

const { openPage, browser, server } = setupE2e({ seedVehicles: 300 });

async function isNotFound(page: Page): Promise<boolean> {
  return (await page.getByRole('heading', { name: 'Page not found' }).count()) > 0;
}

/** A phone without JavaScript: what a crawler, or a slow phone at first, gets of a page. */
async function openWithoutJavaScript() {
  const context = await browser().newContext({
    baseURL: server().url,
    viewport: mobile,
    javaScriptEnabled: false,
  });
  return { context, page: await context.newPage() };
}

/** Remembers, as each page is parsed, the server's element for `selector` (before any script runs). */
async function rememberServerElement(context: BrowserContext, selector: string): Promise<void> {
  await context.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverElement?: Element | null }).serverElement =
        document.querySelector(selector);
    });
  }, selector);
}

/** Whether the server's element is still the page's one for `selector`: hydrated, not drawn again. */
function keepsServerElement(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const server = (window as unknown as { serverElement?: Element | null }).serverElement;
    return Boolean(server?.isConnected) && server === document.querySelector(selector);
  }, selector);
}

describe('web shell', () => {
  test('home renders with the pre-login header and footer', async () => {
    const { context, page } = await openPage(desktop);
    await page.goto('/');
    await waitForPage(page);
    expect(await page.title()).toContain('IBC Japan');
    expect(await page.getByRole('navigation', { name: 'Main menu' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Login' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    await context.close();
  });

  test('every pre-login menu link leads to a real page, not the 404 page', async () => {
    const { context, page } = await openPage(mobile);
    await page.goto('/');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#pre-login-mobile-menu');
    const hrefs = new Set<string>(['/', '/search', '/account/signup', '/account/login']);
    for (const group of ['Stock', 'Auction', 'Services', 'About Us']) {
      // Opening a group closes the one opened before (§2), so collect each while it is open.
      await menu.getByRole('button', { name: group }).click();
      const panel = menu.locator(
        `[id="${await menu.getByRole('button', { name: group }).getAttribute('aria-controls')}"]`,
      );
      for (const href of await panel
        .locator('a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
        hrefs.add(href);
      }
    }
    expect(hrefs.size).toBeGreaterThanOrEqual(22);
    for (const href of hrefs) {
      await page.goto(href);
      await waitForPage(page);
      expect(await isNotFound(page), `${href} is the 404 page`).toBe(false);
    }
    await page.goto('/no-such-page');
    await waitForPage(page);
    expect(await isNotFound(page)).toBe(true);
    await context.close();
  });

  test('guards redirect both ways', async () => {
    const { context, page } = await openPage(desktop);
    await page.goto('/account-summary');
    await page.waitForURL('**/account/login');
    await waitForPage(page);

    await signInAs(page, 'nz@demo.local');
    await page.goto('/account/login');
    await page.waitForURL('**/account-summary');
    await waitForPage(page);
    expect(await page.getByRole('navigation', { name: 'Account menu' }).isVisible()).toBe(true);

    // 'logout' redirects to '/account/logout', which ends the session (§2).
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/my-account/notices');
    await page.waitForURL('**/account/login');
    await context.close();
  });

  test("'vehicle/checklist' redirects to '/checklist' keeping the query", async () => {
    const { context, page } = await openPage(desktop);
    await page.goto('/vehicle/checklist?id=42');
    await page.waitForURL((url) => url.pathname === '/checklist' && url.search === '?id=42');
    await context.close();
  });

  test('mobile menu at 375px opens and locks page scroll', async () => {
    const { context, page } = await openPage(mobile);
    await page.goto('/');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.locator('#pre-login-mobile-menu').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.getByRole('button', { name: 'Close menu' }).click();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await context.close();
  });

  test('footer shows the current UTC year', async () => {
    const { context, page } = await openPage(desktop);
    await page.goto('/faq');
    await waitForPage(page);
    const text = await page.getByRole('contentinfo').textContent();
    expect(text).toContain(`© ${new Date().getUTCFullYear()} IBC Japan`);
    await context.close();
  });

  test('dataLayer receives a pageView at every navigation end', async () => {
    const { context, page } = await openPage(desktop);
    await page.goto('/');
    await waitForPage(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Search' }).click();
    await page.waitForURL('**/search');
    await waitForPage(page);
    // The pageView is pushed once the navigation has ended (an effect after render): poll for it, a
    // busy machine only takes longer.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []), {
        timeout: 30_000,
      })
      .toEqual(
        expect.arrayContaining([
          { event: 'pageView', pageName: '/' },
          { event: 'pageView', pageName: '/search' },
        ]),
      );
    await context.close();
  });

  // The server renders a visitor's home and content pages; the app takes the markup over.
  test("a visitor's home and content pages arrive rendered, and take the first click", async () => {
    // Without JavaScript: the page is there, with its title (what a crawler, or a slow phone at
    // first, gets); its buttons wait for the app.
    const { context: bare, page } = await openWithoutJavaScript();
    await page.goto('/');
    expect(
      await page
        .getByRole('heading', { level: 1, name: 'Quality used vehicles from Japan, priced to your port.' })
        .isVisible(),
    ).toBe(true);
    expect(await page.title()).toBe('IBC Japan | Used vehicles exported from Japan');
    expect(await page.getByRole('button', { name: 'Open menu' }).isDisabled()).toBe(true);
    await page.goto('/about');
    expect(await page.getByRole('heading', { level: 1, name: 'About IBC Japan' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('About IBC Japan | IBC Japan');
    await bare.close();

    // With JavaScript: the same nodes, hydrated (not drawn again), and the first click counts.
    const { context, page: live } = await openPage(mobile);
    await rememberServerElement(context, 'main h1');
    const errors: string[] = [];
    live.on('pageerror', (error) => errors.push(error.message));
    for (const path of ['/', '/about', '/services/quality-control']) {
      await live.goto(path);
      // The page's load event waits for the app (boot.ts holds it): once loaded, its buttons answer.
      expect(
        await live.getByRole('button', { name: 'Open menu' }).isEnabled(),
        `${path}: the app has taken the page over by load`,
      ).toBe(true);
      await live.getByRole('button', { name: 'Open menu' }).click();
      await live.locator('#pre-login-mobile-menu').waitFor({ state: 'visible' });
      expect(
        await keepsServerElement(live, 'main h1'),
        `${path}: the server's heading is the page's heading`,
      ).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  // A visitor's search arrives rendered with its first page of stock; the app starts from it.
  test("a visitor's search arrives with its first page of stock, and the app goes on from it", async () => {
    const tiles = 'section[aria-label="Vehicles"] article';
    const { context: bare, page } = await openWithoutJavaScript();
    await page.goto('/search?make=Toyota');
    expect(await page.title()).toBe('Search stock | IBC Japan');
    expect(await page.locator(tiles).count()).toBe(16);
    const names = await page.locator(`${tiles} h3`).allTextContents();
    expect(names.every((name) => name.includes('Toyota'))).toBe(true);
    const countText = (await page.getByText(/^[\d,]+ vehicles$/).textContent())!;
    expect(Number(countText.replace(/\D/g, ''))).toBeGreaterThan(16);
    expect(await page.getByRole('button', { name: 'Load more' }).isDisabled()).toBe(true);
    await bare.close();

    // With JavaScript: the page's answer came with it (no search is asked again), the server's tiles
    // are the page's tiles, and Load more asks for page 2.
    const { context, page: live } = await openPage(mobile);
    await rememberServerElement(context, tiles);
    const errors: string[] = [];
    live.on('pageerror', (error) => errors.push(error.message));
    const searches: number[] = [];
    live.on('request', (request) => {
      if (request.url().endsWith('/api/vehicles/prelog/search')) {
        searches.push((request.postDataJSON() as { page: number }).page);
      }
    });
    await live.goto('/search?make=Toyota');
    await live.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => live.locator(tiles).count()).toBe(32);
    expect(searches).toEqual([2]);
    expect(await keepsServerElement(live, tiles), "the server's first tile is the page's first tile").toBe(
      true,
    );
    expect(await live.locator(`${tiles} h3`).first().textContent()).toBe(names[0]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
