import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminRoutes, type AdminRoute } from '@/app/admin-routes';
import { appRedirects, appRoutes, type PageRoute } from '@/app/routes';
import { desktop, waitForPage } from './support/browser';
import { setupE2e, type OpenedPage } from './support/e2e';
import { sendOffer } from './support/offers';
import { apiAs } from './support/session';

// Phones: every page of the route table fits a 320 px wide phone (nothing wider than the
// viewport, so nothing needs sideways scrolling), the redirect routes log no router warning, and a
// token rejected right after this tab refreshed it signs the user out instead of hanging.

const { memberPage, openPage } = setupE2e({ seedVehicles: 60 });
const phone = { width: 320, height: 640 } as const;

type Role = 'visitor' | 'nz@demo.local' | 'sales@demo.local' | 'admin@demo.local';

// One page per role for the whole file: each test only navigates it.
const pages = new Map<Role, Promise<OpenedPage>>();
function pageAs(role: Role): Promise<Page> {
  let opened = pages.get(role);
  if (!opened) {
    opened = role === 'visitor' ? openPage(phone) : memberPage(role, phone);
    pages.set(role, opened);
  }
  return opened.then((o) => o.page);
}
afterAll(async () => {
  for (const opened of pages.values()) await (await opened).context.close();
});

/** Pages that show one vehicle read it from ?id= (the search's links); the rest open as they are. */
const vehiclePages = new Set(['/checklist', '/checklist/underbody-scan', '/printable/ois']);
let vehicleId: string | undefined;

/**
 * A route with ':id' gets the id of the first link to such a page on its list page (the path
 * without '/:id', or that list with every status).
 */
async function resolvePath(page: Page, route: PageRoute | AdminRoute): Promise<string> {
  if (vehiclePages.has(route.path)) return `${route.path}?id=${vehicleId}`;
  if (!route.path.includes('/:')) return route.path;
  const list = route.path.slice(0, route.path.indexOf('/:'));
  const pattern = new RegExp(`^${route.path.replace(/:[a-z]+/g, '\\d+')}$`);
  for (const candidate of [list, `${list}?status=all`]) {
    await page.goto(candidate);
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
    const hrefs = await page
      .locator(`main a[href^="${list}/"]`)
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const href = hrefs.find((h) => pattern.test(h.split('?')[0]!));
    if (href) return href;
  }
  throw new Error(`no link to ${route.path} on ${list}: add the data it needs to the set-up test`);
}

interface Overflow {
  scrollWidth: number;
  /** The outermost elements reaching past the right edge, unless they scroll inside a box of their own. */
  offenders: string[];
}

function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) => {
      const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 6) : [];
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const right = Math.round(el.getBoundingClientRect().right);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes.length ? `.${classes.join('.')}` : ''}> right=${right} "${text}"`;
    };
    // Inside a box that scrolls sideways (a wide table in its overflow-x-auto wrapper), or one that
    // truncates its text with an ellipsis. An absolutely positioned element escapes every box
    // between it and its containing block (an sr-only caption in a non-positioned scroller does),
    // and a box that merely hides its overflow cuts the content off: neither contains it.
    const contained = (el: Element) => {
      let node: Element | null = el;
      while (node && node !== document.body) {
        const style = getComputedStyle(node);
        if (style.position === 'fixed') return false;
        const next: Element | null =
          style.position === 'absolute' ? (node as HTMLElement).offsetParent : node.parentElement;
        if (!next || next === document.body) return false;
        const box = getComputedStyle(next);
        if (box.overflowX === 'auto' || box.overflowX === 'scroll') return true;
        if (box.textOverflow === 'ellipsis') return true;
        node = next;
      }
      return false;
    };
    // When the page scrolls sideways anything past the edge may be the cause (an sr-only text);
    // otherwise only content cut off at the edge: decoration and what is not shown (an off-canvas
    // menu) are not content.
    const scrolls = document.documentElement.scrollWidth > width;
    const sticksOut = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.right <= width + 1) return false;
      if (!scrolls) {
        if (rect.left >= width || rect.width === 0) return false;
        if (el.closest('[aria-hidden="true"], [hidden], [inert]')) return false;
        if (getComputedStyle(el).visibility === 'hidden') return false;
      }
      return !contained(el);
    };
    const offenders: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (!sticksOut(el)) continue;
      if (el.parentElement && el.parentElement !== document.body && sticksOut(el.parentElement)) continue;
      offenders.push(describe(el));
      if (offenders.length >= 10) break;
    }
    return { scrollWidth: document.documentElement.scrollWidth, offenders };
  });
}

async function expectFits(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Every page of the table (the printable sheet included) has one h1 once its data is there.
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  const { scrollWidth, offenders } = await measureOverflow(page);
  expect({ fits: scrollWidth <= phone.width, offenders }, `${path} is ${scrollWidth} px wide`).toEqual({
    fits: true,
    offenders: [],
  });
}

const visitorRoutes = appRoutes.filter((r) => r.access === 'public' || r.access === 'guest-only');
// Signing out is its own journey (shell.e2e.test.ts); it would end the shared member page's session.
const memberRoutes = appRoutes.filter(
  (r) => (r.access === 'member' || r.access === 'public') && r.path !== '/account/logout',
);

describe('every page fits a 320 px phone', () => {
  test('set-up: a vehicle, an offer the sales team accepted (an offer thread and a purchase)', async () => {
    const dealer = await memberPage('nz@demo.local', desktop);
    await sendOffer(dealer.page, '600');
    const href = await dealer.page.locator('a[href^="/checklist?id="]').first().getAttribute('href');
    vehicleId = new URL(href!, 'http://x').searchParams.get('id')!;
    const staff = await memberPage('sales@demo.local', desktop);
    const { items } = await apiAs<{ items: { id: number }[] }>(staff.page, 'GET', '/admin/offers');
    await apiAs(staff.page, 'POST', `/admin/offers/${items[0]!.id}/accept`, { message: '' });
    await dealer.context.close();
    await staff.context.close();
  });

  test.each(visitorRoutes.map((r) => [r.path, r] as const))('visitor: %s', async (_path, route) => {
    const page = await pageAs('visitor');
    await expectFits(page, await resolvePath(page, route));
  });

  test.each(memberRoutes.map((r) => [r.path, r] as const))('nz@demo.local: %s', async (_path, route) => {
    const page = await pageAs('nz@demo.local');
    await expectFits(page, await resolvePath(page, route));
  });

  test.each(adminRoutes.map((r) => [r.path, r] as const))('staff: %s', async (_path, route) => {
    // Staff users are for admins only; every other back-office page is the sales team's.
    const page = await pageAs(route.adminOnly ? 'admin@demo.local' : 'sales@demo.local');
    await expectFits(page, await resolvePath(page, route));
  });
});

describe('redirect routes', () => {
  beforeAll(() => {
    // The two §2 redirects this checks are still in the table.
    expect(appRedirects.map((r) => r.from)).toEqual(
      expect.arrayContaining(['/vehicle/checklist', '/logout']),
    );
  });

  test("'/vehicle/checklist' and '/logout' log no 'does not have an element' warning", async () => {
    const { context, page } = await memberPage('nz@demo.local', desktop);
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
    });
    await page.goto('/vehicle/checklist?id=1');
    await page.waitForURL((url) => url.pathname === '/checklist');
    await waitForPage(page);
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await waitForPage(page);
    expect(messages.filter((m) => m.includes('does not have an element'))).toEqual([]);
    await context.close();
  });
});

describe('token refresh', () => {
  // The API refuses every bearer token from now on, the one a refresh hands out too (a sign-in the
  // server has revoked). The refresh itself carries no bearer token: it reaches the server and
  // succeeds, or is answered 401 as well.
  test.each([
    ['the refresh succeeds and its token is refused at once', 'passes'],
    ['the refresh is answered 401', 'refused'],
  ] as const)('%s: the page ends signed out', async (_name, refresh) => {
    const { context, page } = await memberPage('nz@demo.local', desktop);
    await page.goto('/search');
    await waitForPage(page);
    await page
      .locator('main')
      .getByText(/^NZD \d/)
      .first()
      .waitFor();
    const refused = {
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in.' }),
    };
    await page.route('**/api/**', async (route) => {
      const isRefresh = new URL(route.request().url()).pathname === '/api/authenticate';
      if (isRefresh ? refresh === 'refused' : route.request().headers()['authorization'])
        await route.fulfill(refused);
      else await route.continue();
    });
    await page.reload();
    // Signed out: the public layout's Login link, the session gone, no 'Please wait...' left.
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ibc.token')), { timeout: 30_000 })
      .toBeNull();
    expect(await page.evaluate(() => document.cookie)).not.toContain('isAuthenticated=true');
    await page.locator('main h1').first().waitFor();
    expect(await page.getByText('Please wait...').count()).toBe(0);
    await context.close();
  });
});
