import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { setupE2e } from './support/e2e';

// The compare panel never covers a control. Each control is brought into view as a user
// would (scrolled to, or the page scrolled to its end) and the element at the centre of its box must
// be the control itself or inside it.

const { openPage, memberPage } = setupE2e({ seedVehicles: 300 });

const wide = { width: 1440, height: 900 } as const;
const laptop = { width: 1280, height: 800 } as const;
const phone = { width: 375, height: 812 } as const;

const panel = (page: Page) => page.getByRole('complementary', { name: 'Compare vehicles' });
const tiles = (page: Page) => page.locator('section[aria-label="Vehicles"] article');
const controls = 'a[href], button, input, select, textarea, summary';

/** A control the compare panel (or anything else) covers, or that is out of view: '' when it is reachable. */
type Blocked = string;

/**
 * Scrolls each element into view (the nearest edge, as scrolling to it would) unless `scroll` is
 * false, and says which ones are not the topmost element at their centre.
 */
async function blocked(locator: Locator, scroll = true): Promise<Blocked[]> {
  return locator.evaluateAll((elements, scrollFirst) => {
    const problems: string[] = [];
    for (const element of elements) {
      if (scrollFirst) element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      // A link wrapped over two lines: the centre of its first line (its box's centre may be between lines).
      const rects = element.getClientRects();
      const box = rects.length > 1 ? rects[0]! : element.getBoundingClientRect();
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
        problems.push(`${name}: out of view`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit || !element.contains(hit))
        problems.push(`${name}: covered by ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`);
    }
    return problems;
  }, scroll);
}

/** Scrolls the page to its end, as a user reading the results to the last row would. */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/**
 * The controls of the tiles in the right-hand column whose centres are in view, checked where the
 * page is (not scrolled), after scrolling the column's last tile into view when `toLastTile`.
 */
async function lastColumnControlsInView(
  page: Page,
  toLastTile = false,
): Promise<{ count: number; problems: Blocked[] }> {
  const all = tiles(page);
  const lefts = await all.evaluateAll((articles) => articles.map((a) => a.getBoundingClientRect().left));
  const right = Math.max(...lefts);
  const inColumn = lefts.flatMap((left, index) => (Math.abs(left - right) < 1 ? [index] : []));
  if (toLastTile)
    await all
      .nth(inColumn.at(-1)!)
      .evaluate((tile) => tile.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  let count = 0;
  const problems: Blocked[] = [];
  for (const index of inColumn) {
    const inView = all.nth(index).locator(controls).filter({ visible: true });
    // In view: under the sticky header (what scrolls beneath it is the user's to scroll back to).
    const centres = await inView.evaluateAll((elements) => {
      const header = [...document.querySelectorAll('header')].find(
        (h) => getComputedStyle(h).position === 'sticky' && h.getBoundingClientRect().height > 0,
      );
      const top = header ? header.getBoundingClientRect().bottom : 0;
      return elements.map((element) => {
        const box = element.getBoundingClientRect();
        const y = box.top + box.height / 2;
        return y >= top && y < innerHeight;
      });
    });
    for (const [i, visible] of centres.entries()) {
      if (!visible) continue;
      count += 1;
      problems.push(...(await blocked(inView.nth(i), false)));
    }
  }
  return { count, problems };
}

/** Ticks Compare on the first `count` tiles of the search page. */
async function selectFromTiles(page: Page, count: number): Promise<void> {
  const boxes = page.getByRole('checkbox', { name: /^Compare / });
  await boxes.first().waitFor();
  for (let i = 0; i < count; i++) await boxes.nth(i).check();
  await expect.poll(() => panel(page).getByRole('listitem').count()).toBe(count);
}

/** The search page's checks: pagination (or Load more) and the last tile column, top and end. */
async function expectSearchUncovered(page: Page, paging: Locator): Promise<void> {
  // Everything polled: the panel publishes its height once its tiles have loaded.
  await expect.poll(() => blocked(paging)).toEqual([]);
  await expect
    .poll(() => blocked(tiles(page).last().locator(controls).filter({ visible: true })))
    .toEqual([]);
  // The right-hand column: its last tile scrolled to, then the page scrolled to its end.
  await expect.poll(() => lastColumnControlsInView(page, true)).toMatchObject({ problems: [] });
  const scrolledTo = await lastColumnControlsInView(page);
  expect(scrolledTo.count).toBeGreaterThan(0);
  await expect
    .poll(async () => {
      await scrollToEnd(page);
      return lastColumnControlsInView(page);
    })
    .toMatchObject({ problems: [] });
  // The page's last control (the footer's) is reachable too.
  await expect.poll(() => blocked(page.getByRole('contentinfo').locator(controls).last(), false)).toEqual([]);
}

describe('the compare panel never covers a control', () => {
  for (const [viewport, count] of [
    [laptop, 1],
    [wide, 3],
  ] as const) {
    test(`member search at ${viewport.width}x${viewport.height} with ${count} selected`, async () => {
      const { context, page } = await memberPage('nz@demo.local', viewport);
      await page.goto('/search');
      await tiles(page).first().waitFor();
      await selectFromTiles(page, count);
      await page.evaluate(() => window.scrollTo(0, 0));
      const pagination = page.getByRole('navigation', { name: 'Pagination' }).first();
      await expectSearchUncovered(
        page,
        pagination.getByRole('button').or(pagination.getByTestId('page-summary')),
      );
      // The docked panel itself passes axe (names, contrast, its sideways-scrolling list).
      expect(await seriousAxeViolations(page, 'aside[aria-label="Compare vehicles"]')).toEqual([]);
      await context.close();
    });

    test(`public search at ${viewport.width}x${viewport.height} with ${count} selected`, async () => {
      const { context, page } = await openPage(viewport);
      await page.goto('/search');
      await tiles(page).first().waitFor();
      await selectFromTiles(page, count);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectSearchUncovered(page, page.getByRole('button', { name: /^Load more$/i }));
      await context.close();
    });
  }

  test("the panel's Email Checklist opens a form whose e-mail field and Send button are reachable", async () => {
    const { context, page } = await memberPage('nz@demo.local', wide);
    await page.goto('/search');
    await tiles(page).first().waitFor();
    await selectFromTiles(page, 3);
    await panel(page).getByRole('link', { name: 'Email Checklist' }).click();
    await page.getByRole('button', { name: 'Send checklist' }).waitFor();
    const form = page.getByRole('form', { name: 'Email checklist' });
    await expect
      .poll(() =>
        blocked(
          form
            .getByRole('textbox', { name: /e-mail address/ })
            .or(form.getByRole('button', { name: 'Send checklist' })),
        ),
      )
      .toEqual([]);
    // Back on the search, the panel is there again with the same vehicles.
    await page.goBack();
    await expect.poll(() => panel(page).getByRole('listitem').count()).toBe(3);
    await context.close();
  });

  test('at 375px the open mobile menu is above the panel: Sign Out, forex rates, Services and About', async () => {
    const { context, page } = await memberPage('nz@demo.local', phone);
    await page.goto('/search');
    await tiles(page).first().waitFor();
    await selectFromTiles(page, 3);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#post-login-mobile-menu');
    await menu.waitFor();
    await expect
      .poll(() =>
        blocked(
          menu.getByRole('link', { name: 'Sign Out' }).or(menu.getByRole('region', { name: 'Forex rates' })),
        ),
      )
      .toEqual([]);
    for (const group of ['Services', 'About']) {
      await menu.getByRole('button', { name: group, exact: true }).click();
      const links = menu.getByRole('navigation', { name: 'Main menu' }).locator('ul ul a');
      await expect.poll(() => blocked(links.filter({ visible: true }).last())).toEqual([]);
    }
    await context.close();
  });

  test("at 375px a visitor's open menu is above the panel: About Us and Login", async () => {
    const { context, page } = await openPage(phone);
    await page.goto('/search');
    await selectFromTiles(page, 2);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#pre-login-mobile-menu');
    await menu.waitFor();
    await menu.getByRole('button', { name: 'About Us', exact: true }).click();
    const lastLink = menu
      .getByRole('navigation', { name: 'Main menu' })
      .locator('ul ul a')
      .filter({ visible: true })
      .last();
    await expect.poll(() => blocked(lastLink.or(menu.getByRole('link', { name: 'Login' })))).toEqual([]);
    await context.close();
  });
});
