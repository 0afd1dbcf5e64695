// Search controls: a DDU link outside the DDU markets falls back calmly to the default tab;
// the visitor header's dropdowns open on hover at desktop width (and still on click and keyboard);
// Home/End on a range slider thumb move that thumb (§5 swap) and focus stays with the moved value.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { desktop } from './support/browser';
import { setupE2e } from './support/e2e';

const { openPage, memberPage } = setupE2e({ seedVehicles: 120 });

const dduLink = '/search?stockType=ibc&tab=16';

async function waitForSearch(page: Page): Promise<void> {
  await page.getByRole('tablist', { name: 'Stock' }).getByRole('tab').first().waitFor();
  await page
    .getByText(/^\d+ TO \d+ OF \d+$|^No results found\.$/)
    .first()
    .waitFor();
}

describe('DDU link outside the DDU markets (§6)', () => {
  test('an NZ dealer gets the default tab, a calm notice, no Delivery Type and no error', async () => {
    const { context, page } = await memberPage('nz@demo.local', desktop);
    await page.goto('/account-summary');
    await page.goto(dduLink);
    const notice = page.getByRole('status').filter({ hasText: 'DDU Stock is offered only' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('showing IBC Stock instead');
    await page.waitForURL((url) => url.searchParams.get('tab') !== '16');
    await waitForSearch(page);
    const tabs = page.getByRole('tablist', { name: 'Stock' });
    expect(await tabs.getByRole('tab', { name: 'IBC Stock' }).getAttribute('aria-selected')).toBe('true');
    expect(await tabs.getByRole('tab', { name: 'DDU Stock' }).count()).toBe(0);
    expect(await page.getByLabel('Delivery Type').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    // The URL was replaced, not pushed: Back leaves the search for the page before it.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/account-summary');
    await context.close();
  });

  test('a DDU-market dealer still lands on the DDU tab with its Delivery Type', async () => {
    const { context, page } = await memberPage('ddu@demo.local', desktop);
    await page.goto(dduLink);
    await waitForSearch(page);
    const tabs = page.getByRole('tablist', { name: 'Stock' });
    expect(await tabs.getByRole('tab', { name: 'DDU Stock' }).getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Delivery Type').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('16');
    expect(await page.getByRole('status').filter({ hasText: 'DDU Stock is offered only' }).count()).toBe(0);
    await context.close();
  });
});

describe('visitor header dropdowns (§2: desktop opens on hover)', () => {
  test('hovering Services shows its menu and moving away closes it; click and keyboard still open it', async () => {
    const { context, page } = await openPage(desktop);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const trigger = nav.getByRole('button', { name: 'Services' });
    const tariff = page.getByRole('menuitem', { name: 'Tariff' });
    const focusIsOnAnItem = () =>
      page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');

    // Keyboard first, as a keyboard user meets it (the pointer has not moved): Enter and Arrow Down
    // open it on its first item, Escape closes it.
    for (const key of ['Enter', 'ArrowDown']) {
      await trigger.focus();
      await page.keyboard.press(key);
      await tariff.waitFor();
      await focusIsOnAnItem();
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    }

    // The mouse resting on it opens it.
    await trigger.hover();
    await tariff.waitFor();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    // Into the menu: it stays open.
    await tariff.hover();
    await tariff.waitFor();
    // Away from both: it closes.
    await page.mouse.move(700, 600);
    await page.getByRole('menu').waitFor({ state: 'detached' });

    // A click (the hover opens it first) keeps it open; Escape closes it.
    await trigger.click();
    await tariff.waitFor();
    await page.mouse.move(700, 600);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('range slider keys (§5)', () => {
  test('End on the minimum year thumb past a maximum of 2016 swaps the ends; focus follows the value', async () => {
    const ceil = new Date().getUTCFullYear();
    const { context, page } = await memberPage('nz@demo.local', desktop);
    await page.goto('/search?maxYear=2016');
    await page.getByRole('button', { name: /^Year Range/ }).click();
    const low = page.getByRole('slider', { name: 'Minimum year' });
    const high = page.getByRole('slider', { name: 'Maximum year' });
    await low.waitFor();
    expect(await high.getAttribute('aria-valuenow')).toBe('2016');
    await low.focus();
    await page.keyboard.press('End');
    // §5 "if low exceeds high they are swapped": the minimum is 2016, the moved value the maximum.
    await expect.poll(() => low.getAttribute('aria-valuenow')).toBe('2016');
    expect(await high.getAttribute('aria-valuenow')).toBe(String(ceil));
    // Focus is on the thumb that carries the value the user moved, in the same slider.
    const focused = await page.evaluate(() => ({
      role: document.activeElement?.getAttribute('role'),
      name: document.activeElement?.getAttribute('aria-label'),
    }));
    expect(focused).toEqual({ role: 'slider', name: 'Maximum year' });
    // The next key keeps moving that value, and the search follows.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => high.getAttribute('aria-valuenow')).toBe(String(ceil - 1));
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('minYear') === '2016');
    expect(new URL(page.url()).searchParams.get('maxYear')).toBe(String(ceil - 1));
    await context.close();
  });
});
