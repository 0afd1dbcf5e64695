import { COMPARISON_ROWS } from '@ibc/domain';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { desktop, mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { signInAs } from './support/session';

// §2/§4 Compare: select from the tiles (kept in the browser), a fifth is refused with the Error
// modal, the overlay shows the table; remove and clear re-fetch.

const { openPage } = setupE2e({ seedVehicles: 300 });

const compareBoxes = (page: Page) => page.getByRole('checkbox', { name: /^Compare / });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Compare vehicles' });

async function searchPage(page: Page) {
  await page.goto('/search');
  await waitForPage(page);
  await compareBoxes(page).first().waitFor();
}

/** Ids of public vehicles whose 'year make model' title is longer than 20 characters. */
async function longTitleIds(page: Page): Promise<number[]> {
  const res = await page.request.post('/api/vehicles/prelog/search', {
    data: { tab: 1, page: 1, pageSize: 128 },
  });
  const { vehicles } = (await res.json()) as {
    vehicles: { id: number; year: number; make: string; model: string }[];
  };
  return vehicles.filter((v) => `${v.year} ${v.make} ${v.model}`.length > 20).map((v) => v.id);
}

describe('compare', () => {
  test('compare four; a fifth shows the Error modal; overlay rows; remove and clear', async () => {
    const { context, page } = await openPage(desktop);
    await searchPage(page);
    for (let i = 0; i < 4; i++) await compareBoxes(page).nth(i).check();
    await panel(page).getByRole('listitem').nth(3).waitFor();
    expect(await panel(page).getByRole('listitem').count()).toBe(4);
    expect(await panel(page).getByRole('link', { name: 'Email Checklist' }).count()).toBe(0); // visitors

    await compareBoxes(page).nth(4).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await error.waitFor();
    expect(await error.getByText('You can compare up to four (4) vehicles only.').isVisible()).toBe(true);
    await error.getByRole('button', { name: 'Close' }).click();
    await error.waitFor({ state: 'detached' });
    expect(await compareBoxes(page).nth(4).isChecked()).toBe(false);

    await panel(page).getByRole('button', { name: 'Compare Vehicles' }).click();
    const overlay = page.getByRole('dialog', { name: 'Compare Vehicles' });
    await overlay.waitFor();
    expect(await overlay.getByText('You may compare up to four vehicles at a time.').isVisible()).toBe(true);
    expect(await overlay.getByText('Click on Chassis Number to view Checklist.').isVisible()).toBe(true);
    const rowHeaders = await overlay.locator('tbody th[scope="row"]').allInnerTexts();
    expect(rowHeaders).toEqual([...COMPARISON_ROWS]);
    expect(await overlay.locator('thead th[scope="col"]').count()).toBe(4);
    const chassis = overlay.locator('tbody tr').nth(1).getByRole('link').first();
    expect(await chassis.getAttribute('target')).toBe('_blank');
    expect(await chassis.getAttribute('href')).toMatch(/^\/checklist\?id=\d+$/);
    const mileage = await overlay.locator('tbody tr').nth(6).locator('td').first().innerText();
    expect(mileage).toMatch(/^[\d,]+ KMS$/);
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });

    // Kept across reloads; the panel starts open.
    await page.reload();
    await panel(page).getByRole('listitem').nth(3).waitFor();
    const names = await panel(page)
      .getByRole('button', { name: /^Remove / })
      .count();
    expect(names).toBe(4);
    await panel(page)
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await expect.poll(() => panel(page).getByRole('listitem').count()).toBe(3);
    await panel(page).getByRole('button', { name: 'Clear' }).click();
    await panel(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('ibc.compare'))).toBeNull();
    await context.close();
  });

  test('titles longer than 20 characters are cut to 19 plus ...; the table scrolls at 375px', async () => {
    const { context, page } = await openPage(mobile);
    await page.goto('/');
    const ids = (await longTitleIds(page)).slice(0, 2);
    expect(ids.length).toBeGreaterThan(0);
    await page.evaluate((selected) => localStorage.setItem('ibc.compare', JSON.stringify(selected)), ids);
    await page.goto('/search');
    await panel(page).getByRole('listitem').first().waitFor();
    await panel(page).getByRole('button', { name: 'Compare Vehicles' }).click();
    const overlay = page.getByRole('dialog', { name: 'Compare Vehicles' });
    await overlay.waitFor();
    const titles = await overlay.locator('thead th[scope="col"] > span').first().allInnerTexts();
    for (const title of titles) {
      expect(title).toHaveLength(22);
      expect(title.endsWith('...')).toBe(true);
    }
    const scroller = overlay.locator('table').locator('xpath=..');
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThanOrEqual(clientWidth);
    expect(
      await overlay
        .locator('tbody th[scope="row"]')
        .first()
        .evaluate((th) => getComputedStyle(th).position),
    ).toBe('sticky');
    await context.close();
  });

  test('members get the Email Checklist link; the selection survives sign-in', async () => {
    const { context, page } = await openPage(desktop);
    await searchPage(page);
    await compareBoxes(page).nth(0).check();
    await compareBoxes(page).nth(1).check();
    const ids = await page.evaluate(() => JSON.parse(localStorage.getItem('ibc.compare')!) as number[]);
    await signInAs(page, 'nz@demo.local');
    await page.goto('/account-summary');
    await waitForPage(page);
    const link = panel(page).getByRole('link', { name: 'Email Checklist' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/form/email-checklist-form?id=${ids.join('-')}`);
    await context.close();
  });

  test('the comparison overlay has no serious or critical axe violations', async () => {
    const { context, page } = await openPage(desktop);
    await searchPage(page);
    await compareBoxes(page).nth(0).check();
    await compareBoxes(page).nth(1).check();
    await panel(page).getByRole('button', { name: 'Compare Vehicles' }).click();
    await page.getByRole('dialog', { name: 'Compare Vehicles' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Scoped to the dialog: the page behind it is covered (and checked on its own in content.e2e).
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    await context.close();
  });
});
