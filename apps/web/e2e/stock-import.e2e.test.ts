import { describe, expect, test } from 'vitest';
import type { StockPriceRanges } from '@ibc/domain';
import { waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { apiAs } from './support/session';

// Journey: "imports a 200-row CSV with two bad rows and sees the report" — and then imports
// the good ones, which appear in the stock list. A price typed in whole yen (a slip) is a bad row; a
// price outside what the stock holds is listed, and imported once staff confirm it.

const { memberPage } = setupE2e({ seedVehicles: 50 });

describe('stock CSV import', () => {
  test('staff check a 200-row file with two bad rows, see the report, import the rest', async () => {
    const { context, page } = await memberPage('sales@demo.local');
    await page.goto('/admin/stock');
    await waitForPage(page);
    await page.getByRole('link', { name: 'Import stock' }).click();
    await page.getByRole('heading', { name: 'Import stock' }).waitFor();

    // The template the page offers: its header and example row are the file's starting point.
    const template = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('ibc.token') ?? '{}') as { access_token?: string };
      const res = await fetch('/api/admin/stock/import/template', {
        headers: { Authorization: `Bearer ${token.access_token ?? ''}` },
      });
      return res.text();
    });
    const [header = '', example = ''] = template.trim().split('\r\n');
    const columns = header.split(',');
    const runId = String(Date.now() % 1_000_000).padStart(6, '0');
    const chassisOf = (i: number) => `IMP${runId}-${String(i).padStart(4, '0')}`;
    const { ranges } = await apiAs<StockPriceRanges>(page, 'GET', '/admin/stock/price-ranges');
    const high = Number(ranges.find((range) => range.currency === 'JPY')!.high);
    const rows = Array.from({ length: 200 }, (_, i) => {
      const cells = example.split(',');
      cells[columns.indexOf('chassis')] = chassisOf(i);
      if (i === 41) cells[columns.indexOf('year')] = '1975';
      if (i === 150) cells[columns.indexOf('chassis')] = chassisOf(3);
      // JPY 650,000 typed in whole yen into the thousands column: JPY 650,000,000.
      if (i === 60) cells[columns.indexOf('basePrice')] = '650000';
      // Twice the highest usual price: no slip, but asked about.
      if (i === 70) cells[columns.indexOf('basePrice')] = String(Math.ceil(high * 2));
      return cells.join(',');
    });
    await page.getByLabel('File (CSV or Excel)').setInputFiles({
      name: 'auction-purchases.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...rows].join('\r\n')),
    });
    await page.getByRole('button', { name: 'Check file' }).click();

    await page.getByText('200 rows read: 197 rows can be imported, 3 rows have problems').waitFor();
    await page
      .getByText('1 price is far from what the stock holds: please confirm it before importing.')
      .waitFor();
    const problems = page.getByRole('table', { name: 'Problems found in the file' }).getByRole('row');
    await expect.poll(() => problems.count()).toBe(4);
    expect(await problems.nth(1).innerText()).toMatch(/43\s+year\s+Please enter a year from 1990/);
    expect(await problems.nth(2).innerText()).toMatch(
      /62\s+basePrice\s+JPY 650,000,000 cannot be right: it is far above the highest usual price in stock/,
    );
    expect(await problems.nth(3).innerText()).toMatch(/152\s+chassis\s+This chassis number is also on row 5/);
    const flagged = page.getByRole('table', { name: 'Prices to confirm' }).getByRole('row');
    expect(await flagged.nth(1).innerText()).toMatch(
      /72\s+JPY [\d,]+ is above the highest usual price in stock/,
    );

    // Imported only once the flagged price is confirmed.
    const importButton = page.getByRole('button', { name: 'Import 197 vehicles' });
    expect(await importButton.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'The flagged price is right: import it as it is.' }).check();
    await importButton.click();
    await page.getByText('Imported 197 vehicles.').waitFor({ timeout: 120_000 });

    await page.getByRole('link', { name: 'Back to stock' }).click();
    await page.getByLabel('Search chassis or name').fill(chassisOf(199));
    await page.getByLabel('Search chassis or name').press('Enter');
    await page.getByRole('link', { name: chassisOf(199) }).waitFor();
    await context.close();
  });
});
