import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { businessDate } from '@ibc/domain';
import { desktop, mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';

// Journey: the sales team's data in and out of Excel. Staff import stock from an Excel workbook
// and from a CSV saved by Japanese Excel (Shift_JIS), see a Latin-1 file refused with the row and
// column to fix, then download the stock in both formats and find the Japanese text intact.

const { memberPage } = setupE2e({ seedVehicles: 5 });

/** The template's columns and example row (CSV, as the page offers it). */
async function templateRow(page: Page): Promise<{ columns: string[]; example: string[] }> {
  const text = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('ibc.token') ?? '{}') as { access_token?: string };
    const res = await fetch('/api/admin/stock/import/template', {
      headers: { Authorization: `Bearer ${token.access_token ?? ''}` },
    });
    return res.text();
  });
  // The template has no quoted cells, and starts with the byte order mark.
  const [header = '', example = ''] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  return { columns: header.split(','), example: example.split(',') };
}

async function checkFile(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('File (CSV or Excel)').setInputFiles({ name, mimeType: '', buffer });
  await page.getByRole('button', { name: 'Check file' }).click();
}

async function download(page: Page, name: string): Promise<{ fileName: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  return { fileName: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

describe('data in and out', () => {
  test('staff import an Excel workbook and a Shift_JIS CSV, and download the stock in both formats', async () => {
    const { context, page } = await memberPage('sales@demo.local');
    await page.goto('/admin/stock');
    await waitForPage(page);
    await page.getByRole('link', { name: 'Import stock' }).click();
    await page.getByRole('heading', { name: 'Import stock' }).waitFor();

    const { columns, example } = await templateRow(page);
    const runId = String(Date.now() % 1_000_000).padStart(6, '0');
    const rowWith = (values: Record<string, string>) =>
      columns.map((column, i) => values[column] ?? example[i] ?? '');

    // An Excel workbook: a number typed as a number, Japanese text.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('在庫');
    sheet.addRow(columns);
    const xlsxChassis = `XLS${runId}-0001`;
    const cells: unknown[] = rowWith({ chassis: xlsxChassis, location: '横浜 本牧ふ頭' });
    cells[columns.indexOf('kms')] = 52000;
    sheet.addRow(cells);
    await checkFile(page, 'auction.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    await page
      .getByText('Read as an Excel workbook (first sheet). 1 row read: 1 row can be imported.')
      .waitFor();
    await page.getByRole('button', { name: 'Import 1 vehicle' }).click();
    await page.getByText('Imported 1 vehicle.').waitFor();

    // A CSV as Japanese Excel saves it ("CSV (comma delimited)": Shift_JIS), detected.
    const sjisChassis = `SJS${runId}-0002`;
    const csv = [
      columns.join(','),
      rowWith({ chassis: sjisChassis, location: '名古屋', color: 'パールホワイト' }).join(','),
    ];
    await checkFile(page, 'auction-sjis.csv', iconv.encode(csv.join('\r\n'), 'CP932'));
    await page.getByText('Read as CSV in Shift_JIS (CP932). 1 row read: 1 row can be imported.').waitFor();
    await page.getByRole('button', { name: 'Import 1 vehicle' }).click();
    await page.getByText('Imported 1 vehicle.').waitFor();

    // A Latin-1 file is refused, never read into other characters: the row and column to fix.
    const latin1 = [columns.join(','), rowWith({ chassis: `LAT${runId}-0003`, location: 'Café' }).join(',')];
    await page.getByLabel('Encoding').selectOption({ label: 'Detect automatically' });
    await checkFile(page, 'latin1.csv', Buffer.from(latin1.join('\r\n'), 'latin1'));
    const refusal = page.getByRole('alert').filter({ hasText: 'Row 2, column' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(
      `Row 2, column ${columns.indexOf('location') + 1} (location): this text is neither UTF-8 nor Shift_JIS (CP932)`,
    );
    for (const viewport of [mobile, desktop]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `/tmp/data-import-refused-${viewport.width}.png`, fullPage: true });
    }

    // The stock back out: a CSV Excel opens with Japanese text, and a workbook with typed cells.
    await page.goto('/admin/stock');
    await waitForPage(page);
    const today = businessDate(new Date());
    const asCsv = await download(page, 'Download CSV');
    expect(asCsv.fileName).toBe(`stock-${today}.csv`);
    expect([...asCsv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = asCsv.bytes.toString('utf8');
    expect(text).toContain(`${sjisChassis},`);
    expect(text).toContain('名古屋');
    expect(text).toContain('パールホワイト');

    const asXlsx = await download(page, 'Download Excel (XLSX)');
    expect(asXlsx.fileName).toBe(`stock-${today}.xlsx`);
    const exported = new ExcelJS.Workbook();
    await exported.xlsx.load(asXlsx.bytes as unknown as ArrayBuffer);
    const rows = exported.worksheets[0]!;
    const at = (name: string) => columns.indexOf(name) + 1;
    let found: ExcelJS.Row | undefined;
    rows.eachRow((row) => {
      if (row.getCell(at('chassis')).value === xlsxChassis) found = row;
    });
    expect(found?.getCell(at('location')).value).toBe('横浜 本牧ふ頭');
    expect(found?.getCell(at('kms')).value).toBe(52000);
    await context.close();
  });
});
