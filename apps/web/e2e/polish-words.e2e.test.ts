import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { desktop, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { signInAs } from './support/session';

// Every sentence on the site is true of the site as it is. Each journey checks one claim
// against what the page really shows.

const { openPage, memberPage } = setupE2e({ seedVehicles: 60 });

const metaDescription = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

/** The account summary's greeting (the page header's description). */
async function greeting(page: Page): Promise<string> {
  await page.goto('/account-summary');
  await waitForPage(page);
  const text = page
    .locator('main')
    .getByText(/^Welcome/)
    .first();
  await text.waitFor();
  return (await text.textContent()) ?? '';
}

describe('words that promise what is there', () => {
  test("the account summary's description names what it shows, and it shows it", async () => {
    const { context, page } = await memberPage('nz@demo.local');
    await page.goto('/dashboard');
    await waitForPage(page);
    await page.getByText('the account summary with balances and purchases').waitFor();
    await page.locator('main').getByRole('link', { name: 'Account summary' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account summary' }).waitFor();
    await expect
      .poll(() => metaDescription(page))
      .toBe(
        'Offers waiting on you, your purchases by shipping stage, invoices due next with your balances, and your latest notifications.',
      );
    const main = page.locator('main');
    for (const heading of [
      'Offers waiting on you',
      'Purchases by stage',
      'Invoices due next',
      'Balance per currency account',
      'Latest notifications',
    ]) {
      await main.getByRole('heading', { name: heading }).waitFor();
    }
    await context.close();
  });

  test("a signed-in dealer on '/' gets his own pages, not the sign-up call", async () => {
    const visitor = await openPage(desktop);
    await visitor.page.goto('/');
    await waitForPage(visitor.page);
    await visitor.page
      .getByRole('link', { name: 'Open a free dealer account to see landed prices' })
      .waitFor();
    await visitor.context.close();

    const { context, page } = await memberPage('nz@demo.local');
    await page.goto('/');
    await waitForPage(page);
    await page.getByRole('link', { name: 'Your account summary' }).waitFor();
    expect(await page.getByRole('link', { name: 'Your offers' }).getAttribute('href')).toBe(
      '/my-account/my-offer-history',
    );
    expect(await page.getByText('Open a free dealer account').count()).toBe(0);
    await context.close();
  });

  test("the first sign-in says 'Welcome', the next 'Welcome back'", async () => {
    // No journey of this file signed in as this dealer before: this is his first sign-in.
    const first = await memberPage('ddu@demo.local');
    expect(await greeting(first.page)).toMatch(/^Welcome, /);
    await first.context.close();

    const second = await openPage(desktop);
    await second.page.goto('/');
    await signInAs(second.page, 'ddu@demo.local');
    expect(await greeting(second.page)).toMatch(/^Welcome back, /);
    await second.context.close();
  });

  test('staff see no currency-accounts table or dealer deals on the account summary', async () => {
    const { context, page } = await memberPage('sales@demo.local');
    await page.goto('/account-summary');
    await waitForPage(page);
    const main = page.locator('main');
    await main.getByRole('heading', { name: 'Your sign-in' }).waitFor();
    expect(await main.getByRole('link', { name: 'Open the back office' }).getAttribute('href')).toBe(
      '/admin',
    );
    expect(await main.getByRole('table', { name: 'Your currency accounts' }).count()).toBe(0);
    expect(await main.getByRole('heading', { name: 'Your accounts' }).count()).toBe(0);
    // Nor a dealer's deals: staff have none of their own.
    expect(await main.getByRole('heading', { name: 'Invoices due next' }).count()).toBe(0);
    await context.close();
  });

  test('the tariff says when its rates were written and claims no past sailing window', async () => {
    const { context, page } = await openPage(desktop);
    await page.goto('/services/tariff');
    await waitForPage(page);
    const main = page.locator('main');
    await main.getByText('Rates as of November 2026.').waitFor();
    expect(await main.getByRole('rowheader', { name: 'BAF (bunker adjustment factor)' }).count()).toBe(1);
    expect(await main.innerText()).not.toContain('2025');
    await context.close();
  });

  test('schedule dates show their year: the shipping schedule and the shipping notice', async () => {
    const { context, page } = await memberPage('nz@demo.local');
    await page.goto('/my-account/shipping-schedule');
    await waitForPage(page);
    const sailings = page.getByRole('table', { name: /Upcoming sailings/ });
    await sailings.waitFor();
    const departs = await sailings.locator('tbody td:first-of-type').allInnerTexts();
    expect(departs.length).toBeGreaterThan(0);
    for (const cell of departs) expect(cell).toMatch(/\b\d{1,2} [A-Z][a-z]{2} 20\d\d\b/);

    await page.goto('/my-account/notices');
    await waitForPage(page);
    await page.getByText('Shipping Notice No. 85: July 2025 sailings to New Zealand').click();
    const notice = page.getByRole('table', { name: /RORO departures/ });
    await notice.waitFor();
    const dates = (await notice.locator('tbody td').allInnerTexts()).filter((cell) => cell !== '–');
    expect(dates.length).toBeGreaterThan(0);
    for (const cell of dates) expect(cell).toMatch(/\b2025\b/);
    await context.close();
  });

  test("a vehicle's odometer photo reads the mileage it is listed with", async () => {
    const { context, page } = await openPage(desktop);
    const search = await page.request.post('/api/vehicles/prelog/search', {
      data: { tab: 1, page: 1, pageSize: 128 },
    });
    const { vehicles } = (await search.json()) as { vehicles: { id: number }[] };
    expect(vehicles.length).toBeGreaterThan(0);
    for (const { id } of vehicles.slice(0, 3)) {
      const checklist = await page.request.get(`/api/vehicles/checklist/${id}`);
      const vehicle = (await checklist.json()) as { kms: number; photos: string[] };
      // Position 5 is the odometer (apps/api/demo/vehicle-photo.ts).
      const photo = await page.request.get(vehicle.photos[5]!);
      expect(await photo.text()).toContain(`>${String(vehicle.kms).padStart(6, '0')} km</text>`);
    }
    await context.close();
  });
});
