import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { desktop, mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { login } from './support/fixtures';
import { mobileMenuLinks } from './support/menus';
import { acceptOfferOn, sendOffer } from './support/offers';
import { apiAs } from './support/session';
import { shotPath } from './support/shots';

// Roles, access and states: every page follows the rule of the menu that links to it, a dealer
// waiting for approval reads only true sentences, normal use logs nothing in the console, the bell's
// notifications have their own page, and staff write announcements without technical fields.

const { openPage, memberPage } = setupE2e({ seedVehicles: 60 });

const NOT_AVAILABLE = 'Not available for your account';

/**
 * Everything a page logs as an error and every request answered 4xx/5xx: a journey expects none,
 * except those it provokes on purpose.
 */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message} (${page.url()})`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

/** A new dealer signed up through the site and signed in: his company waits for the sales team. */
async function signUpWaitingDealer(page: Page): Promise<void> {
  const email = `waiting-${Date.now()}-${Math.round(Math.random() * 1e6)}@journey.example`;
  const password = 'lantern orchard 2031 pebble';
  await page.goto('/account/signup');
  await waitForPage(page);
  await page.getByLabel('Company name').fill('Waiting Motors');
  await page.getByLabel('Contact name').fill('Wai Ting');
  await page.getByLabel('E-mail addresses').fill(email);
  await page.getByLabel('Country').selectOption({ label: 'New Zealand' });
  await page.getByLabel('Phone').fill('+64 9 555 0111');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Your account has been created.').waitFor();
  expect(await page.getByText(/usually within one business day/).count()).toBeGreaterThan(0);
  await login(page, email, password);
}

/** Opens each path and waits for its heading and for the requests it sends after it. */
async function tour(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
  }
}

/** The internal links of the post-login menu, read from the phone menu. */
async function postLoginMenuLinks(email: string): Promise<string[]> {
  const phone = await signedIn(email, mobile);
  await phone.goto('/account-summary');
  await waitForPage(phone);
  return mobileMenuLinks(phone, 'post-login-mobile-menu', [
    'My Accounts',
    'Stock',
    'Auction',
    'Services',
    'About',
  ]);
}

/** A vehicle any visitor may open (the checklist of the first public search result). */
async function publicVehicleId(page: Page): Promise<number> {
  const response = await page.request.post('/api/vehicles/prelog/search', {
    data: { tab: 1, page: 1, pageSize: 16 },
  });
  const body = (await response.json()) as { vehicles: { id: number }[] };
  return body.vehicles[0]!.id;
}

const closeAfter: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closeAfter.splice(0)) await close();
});

async function signedIn(email: string, viewport: { width: number; height: number } = desktop) {
  const opened = await memberPage(email, viewport);
  closeAfter.push(() => opened.context.close());
  return opened.page;
}

describe('roles, access and states', () => {
  test("a DDU dealer's typed address of a page his menu hides: 'not available for your account'", async () => {
    const dduMenu = await postLoginMenuLinks('ddu@demo.local');
    expect(dduMenu).toContain('/search?stockType=ibc&tab=16');
    expect(dduMenu).not.toContain('/stocks/clean-car-standard-fees');
    expect(dduMenu).not.toContain('/my-account/buy-more-save-more');

    const page = await signedIn('ddu@demo.local');
    const problems = watchErrors(page);
    for (const path of [
      '/my-account/buy-more-save-more',
      '/stocks/buy-more-save-more',
      '/stocks/clean-car-standard-fees',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: NOT_AVAILABLE }).waitFor();
      expect(await page.title()).toContain(NOT_AVAILABLE);
      expect(await page.getByText('Discount tiers').count()).toBe(0);
      await page.getByRole('link', { name: 'Contact our sales team' }).waitFor();
    }
    // The sitemap does not offer them either.
    await page.goto('/sitemap');
    await waitForPage(page);
    expect(await page.getByRole('link', { name: 'Buy More Save More' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Clean Car Standard Fees' }).count()).toBe(0);
    // His own DDU tab opens.
    await page.goto('/search?stockType=ibc&tab=16');
    await page.getByRole('tab', { name: 'DDU Stock', selected: true }).waitFor();
    // The server refuses what his menu hides: the iDirect link.
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('ibc.token') ?? '{}') as { access_token: string }).access_token,
    );
    const idirect = (
      await page.request.get('/api/common-user/get-idirect-link', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).status();
    expect(idirect).toBe(403);
    expect(problems).toEqual([]);

    // A New Zealand dealer with Buy More Save More opens both pages from his menu.
    expect(await postLoginMenuLinks('nz@demo.local')).toEqual(
      expect.arrayContaining(['/my-account/buy-more-save-more', '/stocks/clean-car-standard-fees']),
    );
    const kiwi = await signedIn('nz@demo.local');
    await kiwi.goto('/my-account/buy-more-save-more');
    await kiwi.getByRole('heading', { level: 1, name: 'Buy More Save More' }).waitFor();
    await kiwi.goto('/stocks/clean-car-standard-fees');
    await kiwi.getByRole('heading', { level: 1, name: 'Clean Car Standard Fees' }).waitFor();

    // A dealer outside the DDU markets who types the DDU tab's address is told, and shown IBC Stock.
    const uk = await signedIn('jp@demo.local');
    const ukProblems = watchErrors(uk);
    await uk.goto('/search?stockType=ibc&tab=16');
    await uk.getByText('DDU Stock is offered only to dealers in the DDU markets').waitFor();
    await uk.getByRole('tab', { name: 'IBC Stock', selected: true }).waitFor();
    expect(await uk.getByRole('tab', { name: 'DDU Stock' }).count()).toBe(0);
    await uk.goto('/stocks/clean-car-standard-fees');
    await uk.getByRole('heading', { level: 1, name: NOT_AVAILABLE }).waitFor();
    expect(ukProblems).toEqual([]);
  });

  test('a dealer waiting for approval reads only true sentences, with the approval time and the sales contact', async () => {
    for (const viewport of [mobile, desktop]) {
      const { context, page } = await openPage(viewport);
      closeAfter.push(() => context.close());
      const problems = watchErrors(page);
      await page.goto('/');
      const vehicleId = await publicVehicleId(page);
      await signUpWaitingDealer(page);
      await page.waitForLoadState('networkidle');
      const notice = page.getByRole('status').filter({ hasText: 'Your account is being reviewed' });
      await notice.waitFor();
      const text = (await notice.textContent()) ?? '';
      expect(text).toContain('usually within one business day');
      expect(await notice.getByRole('link', { name: 'sales@ibc-japan.example' }).getAttribute('href')).toBe(
        'mailto:sales@ibc-japan.example',
      );
      expect(await notice.getByRole('link', { name: '+81 45 222 0000' }).getAttribute('href')).toBe(
        'tel:+81452220000',
      );
      // Nothing on the page says he sees prices.
      expect(await page.getByText(/Prices are shown/).count()).toBe(0);
      await page.getByText('Welcome, Wai Ting. Your active account is NZD.').waitFor();
      await page.screenshot({
        path: shotPath(`roles-waiting-summary-${viewport.width}.png`),
        fullPage: true,
      });

      if (viewport === desktop) {
        // Signed in, he is never asked to log in to see a price.
        await page.goto(`/checklist?id=${vehicleId}`);
        await page.getByText('PRICE SHOWN AFTER APPROVAL').waitFor();
        expect(await page.getByText('LOGIN TO VIEW FULL PRICE').count()).toBe(0);
        // Pages of approved companies say where he stands instead of failing.
        for (const [path, title] of [
          ['/my-account/watchlist', 'Watchlist'],
          ['/my-account/saved-searches', 'Saved searches'],
        ] as const) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          await page.getByText('This page opens once the sales team has approved your account.').waitFor();
        }
        await page.goto('/search');
        await page.getByText('PRICE SHOWN AFTER APPROVAL').first().waitFor();
        await page.waitForLoadState('networkidle');
      }
      expect(problems).toEqual([]);
    }
  });

  test('console-clean tour: visitor, waiting dealer, approved dealer and staff; /admin pages load with 200', async () => {
    const visitor = await openPage(desktop);
    closeAfter.push(() => visitor.context.close());
    const problems = watchErrors(visitor.page);
    await visitor.page.goto('/');
    const vehicleId = await publicVehicleId(visitor.page);
    await tour(visitor.page, [
      '/',
      '/search',
      `/checklist?id=${vehicleId}`,
      '/stocks/buy-more-save-more',
      '/about/contact-us',
      '/sitemap',
      '/account/login',
    ]);

    await signUpWaitingDealer(visitor.page);
    await tour(visitor.page, [
      '/account-summary',
      '/search',
      '/my-account/watchlist',
      '/my-account/saved-searches',
      '/my-account/notices',
      '/my-account/notifications',
      '/stocks/yen-chart',
      '/my-account/my-offer-history',
      '/my-account/purchases',
      '/my-account/payment-collections',
    ]);
    // §2 /account/switch?currency=: a currency he has no account in is answered on the page.
    await visitor.page.goto('/account/switch?currency=USD');
    await visitor.page.getByText(/^You have no USD account\. Your accounts are in /).waitFor();

    const dealer = await signedIn('nz@demo.local');
    problems.push(...watchErrors(dealer));
    await tour(dealer, [
      '/account-summary',
      '/search',
      '/my-account/watchlist',
      '/my-account/saved-searches',
      '/my-account/notices',
      '/my-account/notifications',
      '/my-account/buy-more-save-more',
      '/stocks/clean-car-standard-fees',
      '/stocks/yen-chart',
    ]);
    await dealer.goto('/account/switch?currency=USD');
    await dealer.getByText(/^You have no USD account\. Your accounts are in /).waitFor();
    // A currency he has: switched, and back where he was.
    await dealer.goto('/account/switch?currency=JPY');
    await dealer.waitForURL((url) => !url.pathname.startsWith('/account/switch'));
    await dealer.goto('/account/switch?currency=NZD');
    await dealer.waitForURL((url) => !url.pathname.startsWith('/account/switch'));

    const staff = await signedIn('sales@demo.local');
    problems.push(...watchErrors(staff));
    const documents: string[] = [];
    staff.on('response', (response) => {
      if (response.request().resourceType() === 'document')
        documents.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    const adminPages = [
      '/admin',
      '/admin/purchases',
      '/admin/offers',
      '/admin/customers',
      '/admin/announcements',
      '/admin/announcements/new',
      '/admin/notifications',
    ];
    await tour(staff, adminPages);
    await tour(staff, ['/account-summary', '/search']);

    expect(problems).toEqual([]);
    expect(documents).toEqual([...adminPages, '/account-summary', '/search'].map((path) => `200 ${path}`));
  });

  test("'See all notifications' opens the notifications page: its own small chunk, the notifications API only", async () => {
    // Something to be told: the sales team accepts an offer of the dealer.
    const offering = await signedIn('nz@demo.local');
    const chassis = await sendOffer(offering, '1500');
    await acceptOfferOn(await signedIn('sales@demo.local'), chassis);
    for (const viewport of [desktop, mobile]) {
      const page = await signedIn('nz@demo.local', viewport);
      const problems = watchErrors(page);
      await page.goto('/account-summary');
      await waitForPage(page);
      await page.waitForLoadState('networkidle');
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      const opened = Date.now();
      await page
        .getByRole('button', { name: /^Notifications/ })
        .first()
        .click();
      await page.getByRole('link', { name: 'See all notifications' }).click();
      await page.waitForURL('**/my-account/notifications');
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      const table = page.getByRole('table', { name: 'Your notifications' });
      await table.getByRole('row').nth(1).waitFor();
      const tookMs = Date.now() - opened;
      await page.waitForLoadState('networkidle');
      const api = requests.filter((path) => path.startsWith('/api/'));
      expect(api.length).toBeGreaterThan(0);
      expect(api.filter((path) => !path.startsWith('/api/notifications'))).toEqual([]);
      expect(api).toContain('/api/notifications/history');
      // Nothing of the notices (announcements) is asked for.
      expect(requests.some((path) => path.includes('notices'))).toBe(false);
      console.info(`notifications page at ${viewport.width}px: ${tookMs} ms from the bell to the list`);
      await page.screenshot({ path: shotPath(`roles-notifications-${viewport.width}.png`), fullPage: true });
      expect(problems).toEqual([]);
    }
  });

  test('staff write an announcement without a storage key; the server gives it one', async () => {
    const page = await signedIn('sales@demo.local');
    const problems = watchErrors(page);
    await page.goto('/admin/announcements/new');
    await waitForPage(page);
    const form = page.getByRole('form', { name: 'Announcement' });
    await form.getByRole('textbox', { name: 'Title' }).waitFor();
    expect(await form.getByText(/storage key/i).count()).toBe(0);
    expect(await form.getByLabel(/key/i).count()).toBe(0);
    const title = `Port of Nagoya closed ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Announcement' }).click();
    await page.keyboard.type('Loading resumes on Monday.');
    await form.getByRole('button', { name: 'Save announcement' }).click();
    await page.getByText('The announcement is saved.').waitFor();
    const list = await apiAs<{ items: { title: string; slug: string; storageKey: string }[] }>(
      page,
      'GET',
      '/admin/announcements',
    );
    const saved = list.items.find((item) => item.title === title);
    expect(saved?.storageKey).toBe(saved?.slug);
    expect(saved?.storageKey).toMatch(/^port-of-nagoya-closed-\d+-[0-9a-f]{6}$/);
    expect(problems).toEqual([]);
  });
});
