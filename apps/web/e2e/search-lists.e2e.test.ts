// Search and paged lists: the price sort keeps 'Price on enquiry' stock last both ways, a page past the
// end says so (search and a back-office list), a filter from the address shows as a removable chip,
// and no figure on a tile is cut short at any width from 320 to 1920 px (visitor and member).
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { apiAs } from './support/session';
import { SHOTS_DIR, shotPath } from './support/shots';

const { memberPage, openPage } = setupE2e({ seedVehicles: 400 });

const WIDTHS = [320, 375, 768, 1024, 1280, 1440, 1920] as const;
const SHOT_WIDTHS = new Set([320, 375, 1280, 1440]);

type Vehicle = { id: number; isKapStock: boolean; price?: string };
type SearchResult = { count: number; vehicles: Vehicle[] };

const tiles = (page: Page) => page.locator('section[aria-label="Vehicles"] article');

async function waitForTiles(page: Page): Promise<void> {
  await tiles(page).first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => !document.body.textContent?.includes('Please wait...'));
}

/** The price texts of the tiles on screen, in order. */
const tilePrices = (page: Page) => page.getByTestId('vehicle-price').allTextContents();

/** Whole amount of a price text ('NZD 11,270' -> 11270). */
const amount = (price: string) => Number(price.replace(/[^\d]/g, ''));

describe('member price sort', () => {
  test("'Price on enquiry' stock comes after every priced vehicle, ascending and descending", async () => {
    const { context, page } = await memberPage('nz@demo.local');
    // The whole All Stock tab in the member's price order, as the page asks for it.
    const everything = (sortOrder: 'ASC' | 'DESC') =>
      apiAs<SearchResult>(page, 'POST', '/vehicles/postlog/search', {
        tab: 1,
        sortBy: 'price',
        sortOrder,
        page: 1,
        pageSize: 5000,
      });
    for (const sortOrder of ['ASC', 'DESC'] as const) {
      const all = await everything(sortOrder);
      const kap = all.vehicles.filter((v) => v.isKapStock).length;
      expect(kap).toBeGreaterThan(0);
      // Every KAP unit at the very end of the list.
      expect(all.vehicles.slice(-kap).every((v) => v.isKapStock)).toBe(true);

      await page.goto(`/search?tab=1&sortBy=price&sortOrder=${sortOrder}`);
      await waitForTiles(page);
      const first = await tilePrices(page);
      expect(first).toHaveLength(16);
      expect(first).not.toContain('Price on enquiry');
      const sorted = [...first].sort((a, b) =>
        sortOrder === 'ASC' ? amount(a) - amount(b) : amount(b) - amount(a),
      );
      expect(first).toEqual(sorted);

      // The last page ends with the 'Price on enquiry' tiles.
      const last = Math.ceil(all.count / 16);
      await page.goto(`/search?tab=1&sortBy=price&sortOrder=${sortOrder}&page=${last}`);
      await waitForTiles(page);
      const end = await tilePrices(page);
      expect(end.at(-1)).toBe('Price on enquiry');
      const firstEnquiry = end.indexOf('Price on enquiry');
      expect(end.slice(firstEnquiry).every((p) => p === 'Price on enquiry')).toBe(true);
    }
    await context.close();
  });
});

describe('a page past the end', () => {
  test('the member search says there is no such page and offers the last one', async () => {
    const { context, page } = await memberPage('nz@demo.local');
    await page.goto('/search?tab=1&pageSize=32&page=99');
    const notice = page.getByRole('status').filter({ hasText: 'There is no page 99.' });
    await notice.waitFor();
    const text = (await notice.textContent()) ?? '';
    const last = Number(text.match(/This list has (\d+) pages?/)?.[1]);
    expect(last).toBeGreaterThan(0);
    expect(last).toBeLessThan(99);
    // No nonsense range anywhere on the page.
    expect(await page.getByTestId('range-summary').count()).toBe(0);
    expect(await page.getByText('No results found.').count()).toBe(0);

    await page.getByRole('button', { name: `Go to the last page (page ${last})` }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === String(last));
    await waitForTiles(page);
    await expect.poll(() => page.getByTestId('page-summary').textContent()).toBe(`page ${last} OF ${last}`);
    const range = (await page.getByTestId('range-summary').textContent()) ?? '';
    const [from, to, total] = (range.match(/\d+/g) ?? []).map(Number);
    expect(from).toBe((last - 1) * 32 + 1);
    expect(to).toBe(total);
    expect(await tiles(page).count()).toBe(to! - from! + 1);
    await context.close();
  });

  test('a back-office list (stock) does the same', async () => {
    const { context, page } = await memberPage('sales@demo.local');
    await page.goto('/admin/stock?page=99');
    await waitForPage(page);
    const notice = page.getByRole('status').filter({ hasText: 'There is no page 99.' });
    await notice.waitFor();
    expect(await page.getByText(/Showing \d/).count()).toBe(0);
    const last = Number(((await notice.textContent()) ?? '').match(/This list has (\d+) pages?/)?.[1]);
    expect(last).toBeGreaterThan(0);
    await page.getByRole('button', { name: `Go to the last page (page ${last})` }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === String(last));
    await page.getByRole('table', { name: 'Vehicles in stock' }).waitFor();
    await page.getByText(`Page ${last} of ${last}`).waitFor();
    expect(await page.getByText(/^Showing \d/).textContent()).toMatch(/^Showing [\d,]+–([\d,]+) of \1$/);
    await context.close();
  });
});

describe('filters from the address', () => {
  test('a shared link shows its filters as chips; each can be removed, and Clear all removes them all', async () => {
    const { context, page } = await openPage();
    await page.goto('/search?make=Toyota&minYear=2015&yearFrom=2015&mileageTo=50000&grade=4');
    const make = page.getByRole('button', { name: 'Remove filter Make: Toyota' });
    const year = page.getByRole('button', { name: /^Remove filter Year: 2015 – \d{4}$/ });
    await make.waitFor();
    await year.waitFor();
    // The parameters the search does not read are named, not silently dropped.
    const note = await page.getByRole('note').textContent();
    expect(note).toContain('yearFrom, mileageTo, grade');
    const count = async () =>
      Number((await page.getByText(/^[\d,]+ vehicles$/).textContent())?.replace(/\D/g, ''));
    const narrowed = await count();

    await make.click();
    await page.waitForURL((url) => url.searchParams.get('make') === null);
    expect(new URL(page.url()).searchParams.get('minYear')).toBe('2015');
    await expect.poll(count).toBeGreaterThan(narrowed);
    expect(await make.count()).toBe(0);

    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.waitForURL((url) => url.searchParams.get('minYear') === null);
    await expect.poll(() => page.getByRole('list', { name: 'Active filters' }).count()).toBe(0);
    await context.close();
  });
});

/**
 * Every figure of every tile (its specs, price, price details, chassis and location) is shown whole:
 * no element wider inside than its box, none past the tile's edge, no two of them overlapping.
 */
async function tileFigureProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const tilesOnPage = [...document.querySelectorAll('section[aria-label="Vehicles"] article')];
    for (const tile of tilesOnPage) {
      // Price details open, so their figures are measured too.
      for (const details of tile.querySelectorAll('details')) details.open = true;
      const box = tile.getBoundingClientRect();
      const figures = [
        ...tile.querySelectorAll<HTMLElement>(
          'dt, dd, [data-testid="vehicle-price"], [data-testid="price-label"], [data-testid="fob-price"], [title="Chassis number"], h3',
        ),
      ];
      const name = tile.getAttribute('aria-label');
      for (const el of figures) {
        if (el.scrollWidth > el.clientWidth) problems.push(`${name}: "${el.textContent}" is cut short`);
        const r = el.getBoundingClientRect();
        if (r.right > box.right + 0.5 || r.left < box.left - 0.5)
          problems.push(`${name}: "${el.textContent}" leaves the tile`);
      }
      for (let i = 0; i < figures.length; i += 1) {
        for (let j = i + 1; j < figures.length; j += 1) {
          const a = figures[i]!;
          const b = figures[j]!;
          if (a.contains(b) || b.contains(a)) continue;
          const p = a.getBoundingClientRect();
          const q = b.getBoundingClientRect();
          const overlap =
            Math.min(p.right, q.right) - Math.max(p.left, q.left) > 0.5 &&
            Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 0.5;
          if (overlap) problems.push(`${name}: "${a.textContent}" overlaps "${b.textContent}"`);
        }
      }
    }
    return problems;
  });
}

describe('tile figures at every width', () => {
  test.each([
    ['visitor', null],
    ['member', 'nz@demo.local'],
  ] as const)('no figure is cut short or overlapped from 320 to 1920 px (%s)', async (who, email) => {
    await mkdir(SHOTS_DIR, { recursive: true });
    const { context, page } = email
      ? await memberPage(email, { width: 1280, height: 900 })
      : await openPage({ width: 1280, height: 900 });
    // Long figures on purpose: the dearest first (member), the longest mileages (visitor).
    await page.goto(email ? '/search?tab=1&sortBy=price&pageSize=64' : '/search?tab=1');
    await waitForTiles(page);
    if (email) await page.getByTestId('price-label').first().waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => tileFigureProblems(page)).toEqual([]);
      // Nothing on the page scrolls sideways either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SHOT_WIDTHS.has(width)) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: shotPath(`search-${who}-${width}.png`) });
      }
    }
    if (email) {
      // The member's price details hold the landed price, in full.
      const details = await tiles(page).first().locator('details dl').textContent();
      expect(details).toMatch(/NZD [\d,]+/);
    }
    await context.close();
  });
});
