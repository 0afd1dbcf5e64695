import { describe, expect, test } from 'vitest';
import { waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';

// Journeys: the sales team enters a new NZD rate in the back office and a New Zealand
// dealer's sidebar shows it at once; the dealer reads the year of rates on the yen chart. The
// rate is read back as what it means; a slip (ten times the rate) is refused at the field, and a
// change of more than 10% asks first.

const { memberPage } = setupE2e({ seedVehicles: 20 });

describe('forex rates', () => {
  test('staff enter a new NZD rate and the member sidebar shows it', async () => {
    const staff = await memberPage('sales@demo.local');
    const { page } = staff;
    await page.goto('/admin/forex');
    await waitForPage(page);
    const rates = page.getByRole('table', { name: 'Rates in force' });
    const nzdRow = rates.getByRole('row').filter({ hasText: 'New Zealand Dollar' });
    expect(await nzdRow.textContent()).toContain('¥88.50');

    const form = page.getByRole('form', { name: 'New rate' });
    await form.getByRole('combobox', { name: 'Currency' }).selectOption('NZD');
    const rate = form.getByRole('textbox', { name: 'Yen per unit' });
    // Units per yen typed for yen per unit: refused at the field, nothing saved.
    await rate.fill('0.0113');
    await form.getByText('NZD 1 = JPY 0.0113').waitFor();
    await form.getByRole('button', { name: 'Save rate' }).click();
    await form
      .getByText(/^NZD 1 = JPY 0.0113 cannot be right: the rate in force is NZD 1 = JPY 88.50/)
      .waitFor();
    // 13% up: the form asks first; cancelled, nothing is saved.
    await rate.fill('100');
    await form.getByRole('button', { name: 'Save rate' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Save this rate?' });
    await ask
      .getByText('NZD 1 = JPY 100.00 is 13% above the rate in force (NZD 1 = JPY 88.50). Is it right?')
      .waitFor();
    await page.screenshot({ path: '/tmp/forex-admin-e2e-confirm.png' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await nzdRow.textContent()).toContain('¥88.50');

    await rate.fill('93.75');
    await form.getByText('NZD 1 = JPY 93.75').waitFor();
    await form.getByRole('button', { name: 'Save rate' }).click();
    await form.getByText('NZD 1 = JPY 93.75 is saved and in force now.').waitFor();
    await expect.poll(() => nzdRow.textContent()).toContain('¥93.75');
    // The history keeps the rate it replaced.
    const history = page.getByRole('table', { name: 'NZD rate history, newest first' });
    await history.waitFor();
    const firstTwo = await history
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(1, 3).map((row) => row.querySelectorAll('td')[1]?.textContent));
    expect(firstTwo).toEqual(['¥93.75', '¥88.50']);
    await staff.context.close();

    const member = await memberPage('nz@demo.local');
    await member.page.goto('/account-summary');
    await waitForPage(member.page);
    const sidebar = member.page.getByRole('region', { name: 'Forex rates' });
    await expect.poll(() => sidebar.textContent()).toContain('¥93.75');
    await member.context.close();
  });

  test('a member reads a year of rates on the yen chart, as a chart and as a table', async () => {
    const { page, context } = await memberPage('nz@demo.local');
    await page.goto('/stocks/yen-chart');
    await waitForPage(page);
    await page.getByRole('img', { name: /^Yen per NZD over 90 days/ }).waitFor();
    // The line is drawn (recharts, loaded for this page only).
    await page.locator('.recharts-line-curve').waitFor();

    await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '1 year' }).click();
    await page.getByRole('img', { name: /^Yen per NZD over 1 year/ }).waitFor();
    await page.getByText('Show table').click();
    const table = page.getByRole('table', { name: 'Yen per NZD, daily close, last 365 days' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(366);
    await context.close();
  });
});
