import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dismissSeededAnnouncements } from './support/announcements';
import { seriousAxeViolations } from './support/axe';
import { desktop, mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { mobileMenuLinks } from './support/menus';
import { buildPostLoginMenu, menuRoutes, preLoginAccountLinks, preLoginMenu } from '../src/app/layouts/menus';

// Every menu link of both layouts shows real content (at least 400 characters of text in
// <main>), without console errors; home and search pass axe with no serious or critical issue.

const { server, browser, openPage, memberPage } = setupE2e({ seedVehicles: 300 });

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

async function mainTextLength(page: Page): Promise<number> {
  // Wait for lazy data (search results, notices) to settle before measuring.
  await page.waitForLoadState('networkidle');
  return page
    .locator('main')
    .evaluate((main) => (main as HTMLElement).innerText.replace(/\s+/g, ' ').trim().length);
}

/** Opens one page in the context and checks it shows real content without console errors. */
async function expectRealPage(context: BrowserContext, href: string) {
  const page = await context.newPage();
  try {
    const errors = watchConsole(page);
    await page.goto(href);
    await waitForPage(page);
    expect(await mainTextLength(page), `text on ${href}`).toBeGreaterThanOrEqual(400);
    expect(errors, 'console errors').toEqual([]);
  } finally {
    await page.close();
  }
}

const signUpAndLogin = ['/account/login', '/account/signup'];
const preLoginPages = [
  ...new Set([
    ...menuRoutes(preLoginMenu).filter((href) => !signUpAndLogin.includes(href)),
    '/faq',
    '/privacy-policy',
    '/sitemap',
    '/about/terms-of-trade',
  ]),
];
// The NZ demo dealer (Kiwi Motors: countryId 75, BMSM and iDirect access) sees these menu entries.
const nzDealer = { countryId: 75, hasAccessBMSM: true, hasIDirectAccess: true };
// The mobile menu adds the profile's own links (§2: on mobile My Profile is '/my-account/my-profile').
const profileLinks = ['/my-account/my-profile', '/my-account/security', '/logout'];
const postLoginPages = [
  ...new Set([...menuRoutes(buildPostLoginMenu(nzDealer)), '/my-account/my-profile', '/my-account/security']),
];

// One test per page: a slow machine slows the walk down without failing it (no shared timeout).
describe('the public site', () => {
  test('the mobile menu links every page of the pre-login menu', async () => {
    const { context, page } = await openPage(mobile);
    await page.goto('/');
    await waitForPage(page);
    const hrefs = await mobileMenuLinks(page, 'pre-login-mobile-menu', [
      'Stock',
      'Auction',
      'Services',
      'About Us',
    ]);
    expect(hrefs.length).toBeGreaterThanOrEqual(22);
    expect(new Set(hrefs)).toEqual(
      new Set([...menuRoutes(preLoginMenu), ...menuRoutes([...preLoginAccountLinks])]),
    );
    await context.close();
  });

  describe('every pre-login menu link renders real content without console errors', () => {
    let context: BrowserContext;
    beforeAll(async () => {
      ({ context } = await openPage(mobile));
    });
    afterAll(() => context?.close());

    test.each(preLoginPages)('%s', (href) => expectRealPage(context, href));
  });

  describe('every post-login menu link renders real content without console errors', () => {
    let context: BrowserContext;
    beforeAll(async () => {
      let page: Page;
      ({ context, page } = await memberPage('nz@demo.local', mobile));
      await page.close();
    });
    afterAll(() => context?.close());

    test('the mobile menu links every page of the post-login menu', async () => {
      const page = await context.newPage();
      await page.goto('/account-summary');
      await waitForPage(page);
      const hrefs = await mobileMenuLinks(page, 'post-login-mobile-menu', [
        'My Accounts',
        'Stock',
        'Auction',
        'Services',
        'About',
      ]);
      expect(hrefs).toEqual(
        expect.arrayContaining([
          '/my-account/notices',
          '/about/ceo-message',
          '/stocks/clean-car-standard-fees',
        ]),
      );
      expect(new Set(hrefs)).toEqual(new Set([...menuRoutes(buildPostLoginMenu(nzDealer)), ...profileLinks]));
      await page.close();
    });

    test.each(postLoginPages)('%s', (href) => expectRealPage(context, href));
  });

  test('the contact page shows the head-office block', async () => {
    const { context, page } = await openPage(desktop);
    await page.goto('/about/contact-us');
    await waitForPage(page);
    const main = page.locator('main');
    for (const text of ['Head office', 'Yokohama', 'sales@ibc-japan.example', 'Phone', 'Fax']) {
      expect(await main.getByText(text).first().isVisible(), text).toBe(true);
    }
    await context.close();
  });

  test('each page has its own title, description and canonical URL; robots.txt and sitemap.xml exist', async () => {
    const { context, page } = await openPage(desktop);
    await page.goto('/services/claims-policy?utm=x');
    await waitForPage(page);
    expect(await page.title()).toBe('Claims policy | IBC Japan');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('claim');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${server().url}/services/claims-policy`,
    );
    await page.goto('/about/belief');
    await waitForPage(page);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${server().url}/about/belief`,
    );

    const robots = await page.request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Sitemap:');
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain('/services/claims-policy</loc>');
    await context.close();
  });

  test('home sells: hero search, stock highlights from the database, services and markets', async () => {
    const { context, page } = await openPage(desktop);
    await page.goto('/');
    await waitForPage(page);
    await page.getByRole('heading', { name: 'New arrivals in our yards' }).waitFor();
    await page.locator('section[aria-labelledby="highlights-title"] li a').first().waitFor();
    expect(await page.locator('section[aria-labelledby="highlights-title"] li a').count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Markets we ship to' }).isVisible()).toBe(true);
    await page.getByRole('searchbox', { name: 'Search car, model or keyword' }).fill('Aqua');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('freeText') === 'Aqua');
    await context.close();
  });

  test.each([
    ['home', '/'],
    ['search', '/search'],
  ])('%s has no serious or critical axe violations', async (_name, path) => {
    const { context, page } = await openPage(desktop);
    await page.goto(path);
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  test('the visitor location is stored from the browser time zone (no IP provider configured)', async () => {
    const context = await browser().newContext({
      baseURL: server().url,
      viewport: desktop,
      timezoneId: 'Pacific/Auckland',
    });
    await dismissSeededAnnouncements(context);
    const page = await context.newPage();
    await page.goto('/');
    await waitForPage(page);
    await page.waitForFunction(() => localStorage.getItem('ibc.visitorLocation') !== null);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('ibc.visitorLocation')!) as unknown,
    );
    expect(stored).toEqual({ location: 'New Zealand', countryCode: 'NZ', source: 'time-zone' });

    // §3/§4 the public search sends it as requestOrigin.
    const searched = page.waitForRequest(
      (request) => request.url().endsWith('/api/vehicles/prelog/search') && request.method() === 'POST',
    );
    await page.goto('/search');
    expect((await searched).postDataJSON()).toMatchObject({ requestOrigin: 'New Zealand' });
    await context.close();
  });
});
