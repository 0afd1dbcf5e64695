// A page written right to left (Arabic) mirrors its layout: every inline direction in the styles is
// logical (lint: better-tailwindcss/no-restricted-classes), so the same page with dir="rtl" puts the
// member's sidebar on the right, a search button on the left of its box, "Next page" on the left
// pointing left, and nothing wider than a phone.
// The language itself comes later; this sets the direction as the Arabic pages will.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { desktop, mobile } from './support/browser';
import { setupE2e } from './support/e2e';

const { openPage, memberPage } = setupE2e({ seedVehicles: 40 });

async function rightToLeft(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
  });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

describe('right to left', () => {
  test("at 1440 px the member's sidebar is on the right and the search button left of its box", async () => {
    const { context, page } = await memberPage('nz@demo.local', desktop);
    await page.goto('/search');
    const search = page.getByRole('searchbox', { name: 'Search car, model or keyword' });
    await search.waitFor();
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    expect((await box(menu)).x).toBeLessThan((await box(search)).x);

    await rightToLeft(page);
    const searchBox = await box(search);
    expect((await box(menu)).x).toBeGreaterThan(searchBox.x + searchBox.width);
    const button = await box(page.getByRole('button', { name: 'Search', exact: true }));
    expect(button.x + button.width).toBeLessThanOrEqual(searchBox.x + 1);
    // "Next page" comes after "Previous page", so it is now the left one, and its chevron is mirrored
    // to point that way (a horizontal flip: CSS `scale: -1 1`).
    const previous = await box(page.getByRole('button', { name: 'Previous page' }).first());
    const next = page.getByRole('button', { name: 'Next page' }).first();
    expect((await box(next)).x).toBeLessThan(previous.x);
    const scale = await next.locator('svg').evaluate((icon) => getComputedStyle(icon).scale);
    expect(scale).toMatch(/^-1 1/);
    await context.close();
  });

  test('at 375 px the public search fits the screen', async () => {
    const { context, page } = await openPage(mobile);
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search car, model or keyword' }).waitFor();
    await rightToLeft(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
