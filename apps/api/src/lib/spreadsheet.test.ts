import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { everyPage, readSheet, sheetFile, type SheetColumn } from './spreadsheet.ts';

async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('readSheet', () => {
  it('reads workbook cells as Excel shows them', async () => {
    const file = await workbookOf([
      ['date', 'sum', 'flag', 'link', 'rich', 'formula-like'],
      [
        new Date('2026-03-31T00:00:00Z'),
        { formula: 'A1+B1', result: 0.1 + 0.2 },
        true,
        { text: '東京', hyperlink: 'https://example.com' },
        { richText: [{ text: '横' }, { text: '浜' }] },
        '=1+1',
      ],
    ]);
    const read = await readSheet(file, 'auto');
    expect(read.readAs).toBe('xlsx');
    expect(read.header).toEqual(['date', 'sum', 'flag', 'link', 'rich', 'formula-like']);
    // Text as the CSV export writes it: a formula-like string behind its quote.
    expect(read.rows).toEqual([{ row: 2, cells: ['2026-03-31', '0.3', 'TRUE', '東京', '横浜', "'=1+1"] }]);
  });

  it('detects UTF-8 (BOM or not) and Shift_JIS, and follows the encoding asked for', async () => {
    const text = 'make,location\r\nトヨタ,横浜\r\n';
    for (const bytes of [Buffer.from(`\uFEFF${text}`), Buffer.from(text)])
      expect(await readSheet(bytes, 'auto')).toMatchObject({ readAs: 'utf-8', header: ['make', 'location'] });
    const sjis = iconv.encode(text, 'CP932');
    expect(await readSheet(sjis, 'auto')).toMatchObject({
      readAs: 'shift_jis',
      rows: [{ row: 2, cells: ['トヨタ', '横浜'] }],
    });
    await expect(readSheet(sjis, 'utf-8')).rejects.toThrow(
      /^Row 2, column 1 \(make\): this text is not UTF-8,/,
    );
    await expect(readSheet(Buffer.from(`\uFEFF${text}`), 'shift_jis')).rejects.toThrow(/not Shift_JIS/);
  });
});

describe('sheetFile', () => {
  const columns: SheetColumn<{ amount: string }>[] = [
    { header: 'Amount', type: 'money', value: (r) => r.amount },
  ];

  it('writes money as a number only when the double is the exact amount', async () => {
    const file = await buffer(
      sheetFile('xlsx', {
        name: 'money',
        columns,
        rows: [{ amount: '1234.56' }, { amount: '650000' }, { amount: '12345678901234.56' }],
      }),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const cells = workbook.worksheets[0]!.getColumn(1).values.slice(2);
    // 16 significant digits: no double holds it exactly, so it stays text.
    expect(cells).toEqual([1234.56, 650000, '12345678901234.56']);
  });

  it('writes CSV with the byte order mark and CRLF', async () => {
    const file = await buffer(sheetFile('csv', { name: 'money', columns, rows: [{ amount: '1.50' }] }));
    expect(file.toString('utf8')).toBe('\uFEFFAmount\r\n1.50\r\n');
  });
});

describe('everyPage', () => {
  // A list of `total` rows answering pages as the back office's lists do.
  const list = (total: number) => {
    const asked: number[] = [];
    const read = ({ page, pageSize }: { page: number; pageSize: number }) => {
      asked.push(page);
      const from = (page - 1) * pageSize;
      const items = Array.from(
        { length: Math.max(0, Math.min(pageSize, total - from)) },
        (_, k) => from + k + 1,
      );
      return Promise.resolve({ items, total });
    };
    return { read, asked };
  };
  const rowsOf = async (pages: AsyncIterable<readonly number[]>) => {
    const rows: number[] = [];
    for await (const page of pages) rows.push(...page);
    return rows;
  };

  it('exports every row of a list longer than one page, once each and in order', async () => {
    const { read, asked } = list(450);
    const rows = await rowsOf(everyPage(read));
    expect(rows).toEqual(Array.from({ length: 450 }, (_, k) => k + 1));
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops at the last full page and reads an empty list once', async () => {
    const full = list(400);
    expect(await rowsOf(everyPage(full.read))).toHaveLength(400);
    expect(full.asked).toEqual([1, 2]);
    const empty = list(0);
    expect(await rowsOf(everyPage(empty.read))).toEqual([]);
    expect(empty.asked).toEqual([1]);
  });
});
