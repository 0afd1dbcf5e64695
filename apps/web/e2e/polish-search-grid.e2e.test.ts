// Search: Page Size 'All' renders a virtualised grid (few tiles in the page however long
// the list), and the member's Load More keeps the list, the counter and the URL in agreement.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { desktop } from './support/browser';
import { setupE2e } from './support/e2e';
import { apiAs } from './support/session';

const { memberPage } = setupE2e({ seedVehicles: 2000 });

const tiles = (page: Page) => page.locator('section[aria-label="Vehicles"] article');
const counter = (page: Page) => page.getByTestId('range-summary').textContent();
/** The tile of vehicle `id`: its checklist link carries the id. */
const tileOf = (page: Page, id: number) =>
  page.locator(`section[aria-label="Vehicles"] article:has(a[href^="/checklist?id=${id}&"])`).first();

type SearchResult = { count: number; vehicles: { id: number }[] };

async function waitForSettled(page: Page): Promise<void> {
  await tiles(page).first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => !document.body.textContent?.includes('Please wait...'));
}

describe("member search, Page Size 'All'", () => {
  test('renders a virtualised grid: all counted, few tiles in the page, the last one reachable, tabs still switch', async () => {
    const { context, page } = await memberPage('nz@demo.local', desktop);
    // What the page asks for once 'All' is chosen on the default (IBC) tab, and the New Arrival tab after it.
    const all = await apiAs<SearchResult>(page, 'POST', '/vehicles/postlog/search', {
      tab: 11,
      page: 1,
      pageSize: 5000,
    });
    const newArrivals = await apiAs<SearchResult>(page, 'POST', '/vehicles/postlog/search', {
      tab: 10,
      stockType: 'new-arrival',
      page: 1,
      pageSize: 5000,
    });
    expect(all.count).toBeGreaterThan(400);
    expect(all.vehicles.length).toBe(all.count);
    const last = all.vehicles.at(-1)!;

    await page.goto('/search');
    await waitForSettled(page);
    await page.getByLabel('Page Size').selectOption({ label: 'All' });
    await page.waitForURL((url) => url.searchParams.get('pageSize') === '5000');
    await expect.poll(() => counter(page)).toBe(`1 TO ${all.count} OF ${all.count}`);
    await waitForSettled(page);
    await tileOf(page, all.vehicles[0]!.id).waitFor({ state: 'visible' });

    // Virtualised: a few rows of tiles are in the page, not all of them.
    expect(await tiles(page).count()).toBeLessThan(200);
    // Tiles keep their names, links and compare toggles.
    const first = tileOf(page, all.vehicles[0]!.id);
    expect(await first.locator('h3').textContent()).toMatch(/\S/);
    expect(await first.getByRole('checkbox', { name: /^Compare / }).count()).toBe(1);

    // Scrolling to the bottom shows the last vehicle's tile (the rows are measured as they come, so
    // the page may grow: scroll again until it is there).
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return tileOf(page, last.id).isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(await tiles(page).count()).toBeLessThan(200);

    // Switching tab afterwards shows the new tab's tiles.
    await page.getByRole('tab', { name: 'New Arrival' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === '10');
    await expect.poll(() => counter(page)).toBe(`1 TO ${newArrivals.count} OF ${newArrivals.count}`);
    await tileOf(page, newArrivals.vehicles[0]!.id).waitFor({ state: 'visible' });
    expect(await tiles(page).count()).toBeLessThan(200);
    await context.close();
  });
});

describe('member search, Load More', () => {
  test('the counter and the URL follow Load More; a filter change starts again from the first page', async () => {
    const { context, page } = await memberPage('nz@demo.local', desktop);
    await page.goto('/search');
    await waitForSettled(page);
    expect(await tiles(page).count()).toBe(16);
    const total = Number((await counter(page))?.match(/OF (\d+)$/)?.[1]);
    expect(total).toBeGreaterThan(48);
    expect(await counter(page)).toBe(`1 TO 16 OF ${total}`);

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => tiles(page).count()).toBe(32);
    await expect.poll(() => counter(page)).toBe(`1 TO 32 OF ${total}`);
    // The new page comes below where the user was: the page did not jump back to the top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const loadedUrl = page.url();
    expect(loadedUrl).not.toBe(`${new URL(loadedUrl).origin}/search`);

    // The URL records it: a reload shows the same list and counter.
    await page.reload();
    await waitForSettled(page);
    await expect.poll(() => tiles(page).count()).toBe(32);
    expect(await counter(page)).toBe(`1 TO 32 OF ${total}`);

    // A filter change starts from the first page of the new result...
    const search = page.getByRole('searchbox', { name: 'Search car, model or keyword' });
    await search.fill('zzzz-no-such-car');
    await search.press('Enter');
    await page.getByText('No results found.').waitFor();
    // ...and changing it back does not bring back the pages loaded before.
    await search.fill('');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('freeText') === null);
    await waitForSettled(page);
    await expect.poll(() => counter(page)).toBe(`1 TO 16 OF ${total}`);
    expect(await tiles(page).count()).toBe(16);
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(1);

    // The Load More URL, opened again, shows the list with the loaded page, as it says.
    await page.goto(loadedUrl);
    await waitForSettled(page);
    await expect.poll(() => counter(page)).toBe(`1 TO 32 OF ${total}`);
    expect(await tiles(page).count()).toBe(32);
    await context.close();
  });
});
