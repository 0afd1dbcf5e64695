import { describe, expect, test } from 'vitest';
import { mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';

// Journey: the sales team adds a voyage to Auckland in the back office and a New Zealand
// dealer's shipping schedule shows it, readable on a phone.

const { memberPage } = setupE2e({ seedVehicles: 20 });

const DAY = 24 * 60 * 60 * 1000;
/** The UTC calendar date `offset` days from today, as the date inputs take it. */
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const shown = (date: string) =>
  new Intl.DateTimeFormat('en-NZ', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

describe('shipping schedule', () => {
  test('staff add a voyage to Auckland and the member schedule shows it', async () => {
    const staff = await memberPage('sales@demo.local');
    const { page } = staff;
    await page.goto('/admin/shipping');
    await waitForPage(page);
    // The seeded schedule is there.
    await page
      .getByRole('table', { name: 'Upcoming voyages' })
      .getByText('Trans Pacific Ace')
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Add voyage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add voyage' });
    await dialog.getByRole('combobox', { name: 'Vessel' }).fill('Harbour Express');
    await dialog.getByRole('textbox', { name: 'Voyage number' }).fill('E2E7');
    await dialog.getByRole('combobox', { name: 'Port of loading' }).fill('Yokohama');
    await dialog.getByLabel('ETD').fill(day(6));
    const call = dialog.getByRole('group', { name: 'Port call 1' });
    await call.getByRole('combobox', { name: 'Port' }).selectOption({ label: 'Auckland' });
    // An ETA before the ETD is refused next to the field.
    await call.getByLabel('ETA').fill(day(2));
    await dialog.getByRole('button', { name: 'Save voyage' }).click();
    await call.getByText('The ETA must be after the ETD.').waitFor();
    await call.getByLabel('ETA').fill(day(22));
    await dialog.getByRole('button', { name: 'Save voyage' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Harbour Express voyage E2E7 is saved.').waitFor();
    const row = page
      .getByRole('table', { name: 'Upcoming voyages' })
      .getByRole('row')
      .filter({ hasText: 'Harbour Express' });
    expect(await row.textContent()).toContain(`Auckland (New Zealand) ${shown(day(22))}`);
    await staff.context.close();

    const member = await memberPage('nz@demo.local', mobile);
    await member.page.goto('/my-account/shipping-schedule');
    await waitForPage(member.page);
    const table = member.page.getByRole('table', { name: 'Upcoming sailings to New Zealand' });
    const sailing = table.getByRole('row').filter({ hasText: 'Harbour Express' });
    await sailing.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers.slice(0, 3)).toEqual(['Vessel / voyage', 'Departs Japan', 'Auckland']);
    const cells = await sailing.getByRole('cell').allTextContents();
    expect(cells[0]).toBe(`${shown(day(6))}Yokohama`);
    expect(cells[1]).toBe(shown(day(22)));
    // The page itself does not scroll sideways at 375 px; the table scrolls inside its card.
    expect(await member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await member.context.close();
  });
});
