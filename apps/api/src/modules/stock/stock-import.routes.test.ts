import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { beforeAll, expect, it } from 'vitest';
import { businessDate, STOCK_CSV_COLUMNS, type StockImportCheck } from '@ibc/domain';
import { activityLog, vehiclePriceHistory, vehicles } from '../../db/schema.ts';
import {
  bearer,
  createMember,
  createVehicle,
  describeApi,
  type Caller,
} from '../../../test/helpers/index.ts';

// Bulk import: "the server validates every row with the same schema and shows a report
// (row, column, message) before anything is written; then imports the valid rows in one transaction
// per batch ... and an export of the current stock to CSV with the same columns."

const serial = () => String(1_000_000 + (randomBytes(3).readUIntBE(0, 3) % 8_999_999));

const header = STOCK_CSV_COLUMNS.join(',');

/** One CSV row in the template's column order; `cells` overrides columns by name. */
function row(cells: Record<string, string> = {}): string {
  const base: Record<string, string> = {
    chassis: `ZVW30-${serial()}`,
    make: 'Toyota',
    model: 'Prius',
    grade: 'S Touring',
    year: '2015',
    month: '3',
    bodyType: 'Hatchback',
    kms: '61,000',
    engineCc: '1800',
    doors: '5',
    seats: '5',
    isLeftHandDrive: 'no',
    transmission: 'CVT',
    fuel: 'Hybrid',
    driveType: '2WD',
    wheelStyle: '2',
    interiorType: 'Cloth',
    interiorColor: 'Black',
    hasSunRoof: 'yes',
    lengthMm: '4480',
    widthMm: '1745',
    heightMm: '1490',
    color: 'Silver',
    conditionGrade: '4',
    interiorGrade: 'B',
    location: 'Nagoya',
    stockTab: '1',
    stockType: 'ibc',
    deliveryTypes: '',
    isMaxcareUnit: 'no',
    isIdirect: 'no',
    isKapStock: 'no',
    terms: 'FOB',
    customerTerms: '',
    dealerName: '',
    keywords: 'hybrid',
    features: 'Navigation|Reversing camera',
    negotiateCurrency: 'JPY',
    basePrice: '540',
    sizeClass: 'medium',
  };
  const merged = { ...base, ...cells };
  return STOCK_CSV_COLUMNS.map((column) => {
    const cell = merged[column] ?? '';
    return /[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
  }).join(',');
}

const csv = (...rows: string[]) => [header, ...rows].join('\r\n');

describeApi('admin stock CSV import and export', (ctx, http) => {
  let staff: Caller & { email: string };
  let customer: Caller;
  let existingChassis: string;

  beforeAll(async () => {
    const { db } = ctx();
    staff = (await createMember(db, { role: 'staff' })).user;
    customer = (await createMember(db)).user;
    existingChassis = (await createVehicle(db)).chassis;
  });

  const postCsv = async (url: string, body: string, as: Caller | null = staff) =>
    ctx().app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'text/csv', ...(as ? await bearer(ctx().app, as) : {}) },
    });

  const vehicleCount = async () => {
    const [r] = await ctx()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(vehicles);
    return Number(r!.n);
  };

  it('hides every route from visitors (401) and customers (404)', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/stock/import/template'],
      ['GET', '/api/admin/stock/export'],
    ] as const) {
      expect((await http.get(url)).statusCode, url).toBe(401);
      expect((await http.get(url, customer)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await postCsv('/api/admin/stock/import/check', csv(row()), null)).statusCode).toBe(401);
    expect((await postCsv('/api/admin/stock/import/check', csv(row()), customer)).statusCode).toBe(404);
    expect((await http.post('/api/admin/stock/import', { vehicles: [] })).statusCode).toBe(401);
    // A customer's bad body is the same 404, never a 400 naming the fields.
    expect((await http.post('/api/admin/stock/import', { vehicles: [] }, customer)).statusCode).toBe(404);
  });

  it('gives a template whose header is the columns and whose example row checks clean', async () => {
    const res = await http.get('/api/admin/stock/import/template', staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('stock-template.csv');
    // UTF-8 with its byte order mark, so Excel on Windows reads Japanese text right.
    const [first] = res.body.split('\r\n');
    expect(first).toBe(`\uFEFF${header}`);
    const check = (await postCsv('/api/admin/stock/import/check', res.body)).json<StockImportCheck>();
    expect(check).toMatchObject({ rows: 1, problems: [] });
    expect(check.valid).toHaveLength(1);
  });

  it('reports every bad row by row and column and writes nothing', async () => {
    const before = await vehicleCount();
    const good = `ZVW30-${serial()}`;
    const file = csv(
      row({ chassis: good }),
      row({ year: '1975' }),
      row({ make: '', kms: 'lots' }),
      row({ chassis: existingChassis }),
      row({ chassis: good.toLowerCase() }),
      row({ negotiateCurrency: 'XYZ' }),
    );
    const res = await postCsv('/api/admin/stock/import/check', file);
    expect(res.statusCode, res.body).toBe(200);
    const check = res.json<StockImportCheck>();
    expect(check.rows).toBe(6);
    expect(check.valid.map((v) => v.row)).toEqual([2]);
    expect(check.valid[0]!.vehicle).toMatchObject({
      chassis: good,
      kms: 61000,
      hasSunRoof: true,
      conditionGrade: '4.0',
    });
    expect(check.problems).toEqual([
      { row: 3, column: 'year', message: expect.stringContaining('Please enter a year from 1990') },
      { row: 4, column: 'make', message: 'Please enter the make.' },
      { row: 4, column: 'kms', message: expect.stringContaining('mileage') },
      { row: 5, column: 'chassis', message: 'This chassis number is already in stock.' },
      { row: 6, column: 'chassis', message: 'This chassis number is also on row 2 of this file.' },
      { row: 7, column: 'negotiateCurrency', message: expect.stringContaining('no exchange rate') },
    ]);
    expect(await vehicleCount()).toBe(before);
  });

  it('reports missing columns and unreadable files without a 500', async () => {
    const missing = await postCsv('/api/admin/stock/import/check', 'chassis,make\nABC-1,Toyota');
    expect(missing.statusCode).toBe(200);
    expect(missing.json<StockImportCheck>().problems).toContainEqual({
      row: 1,
      column: 'model',
      message: 'The column "model" is missing from the header row.',
    });
    const broken = await postCsv('/api/admin/stock/import/check', `${header}\n"unclosed,quote`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ message: string }>().message).toContain('could not be read as CSV');
  });

  it('reads prices with separators; refuses a slip row by row and lists the prices to confirm', async () => {
    // What the JPY stock holds so far: JPY 650,000 (the suite's one vehicle).
    const file = csv(
      row({ basePrice: '650' }),
      row({ basePrice: '1,234' }),
      row({ basePrice: '1,234,000' }),
      row({ basePrice: '40' }),
      row({ basePrice: '15,990.50', negotiateCurrency: 'NZD', stockTab: '12' }),
      row({ basePrice: '1,23' }),
    );
    const check = (await postCsv('/api/admin/stock/import/check', file)).json<StockImportCheck>();
    expect(check.valid.map((v) => [v.row, v.vehicle.basePrice])).toEqual([
      [2, '650'],
      [3, '1234'],
      [6, '15990.5'],
    ]);
    expect(check.problems).toEqual([
      {
        row: 4,
        column: 'basePrice',
        message:
          'JPY 1,234,000,000 cannot be right: it is far above the highest usual price in stock (JPY 650,000). Yen prices are typed in thousands: 2,150 is JPY 2,150,000.',
      },
      {
        row: 5,
        column: 'basePrice',
        message: expect.stringMatching(/^JPY 40,000 cannot be right: it is far below the lowest usual price/),
      },
      { row: 7, column: 'basePrice', message: 'Thousands separators go every three digits, e.g. 2,150,000.' },
    ]);
    expect(check.toConfirm).toEqual([
      {
        row: 3,
        column: 'basePrice',
        message: 'JPY 1,234,000 is above the highest usual price in stock (JPY 650,000). Is it right?',
      },
    ]);

    // A batch sent without the check is held to the same rule: a slip writes nothing.
    const before = await vehicleCount();
    const slip = { ...check.valid[0]!.vehicle, chassis: `ZVW30-${serial()}`, basePrice: '1234000' };
    const res = await http.post(
      '/api/admin/stock/import',
      { vehicles: [check.valid[0]!.vehicle, slip] },
      staff,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      'vehicles.1.basePrice': expect.stringMatching(/^JPY 1,234,000,000 cannot be right/),
    });
    expect(await vehicleCount()).toBe(before);
  });

  it('imports the checked rows in one transaction, with their prices and the activity log', async () => {
    const chassis = [`ZVW30-${serial()}`, `ZVW30-${serial()}`, `ZVW30-${serial()}`];
    const check = (
      await postCsv('/api/admin/stock/import/check', csv(...chassis.map((c) => row({ chassis: c }))))
    ).json<StockImportCheck>();
    const res = await http.post(
      '/api/admin/stock/import',
      { vehicles: check.valid.map((v) => v.vehicle) },
      staff,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 3 });

    const { db } = ctx();
    const stored = await db.select().from(vehicles).where(inArray(vehicles.chassis, chassis));
    expect(stored).toHaveLength(3);
    expect(
      stored.every((v) => v.status === 'available' && v.make === 'Toyota' && v.basePrice === '540.00'),
    ).toBe(true);
    const prices = await db
      .select()
      .from(vehiclePriceHistory)
      .where(
        inArray(
          vehiclePriceHistory.vehicleId,
          stored.map((v) => v.id),
        ),
      );
    expect(prices).toHaveLength(3);
    const log = await db
      .select()
      .from(activityLog)
      .where(
        inArray(
          activityLog.entityId,
          stored.map((v) => String(v.id)),
        ),
      );
    expect(log.map((entry) => [entry.action, entry.actorEmail])).toEqual(
      Array(3).fill(['imported', staff.email]),
    );
  });

  it('refuses a whole batch with one row already in stock: nothing is written', async () => {
    const fresh = `ZVW30-${serial()}`;
    const check = (
      await postCsv('/api/admin/stock/import/check', csv(row({ chassis: fresh })))
    ).json<StockImportCheck>();
    const again = { ...check.valid[0]!.vehicle, chassis: existingChassis };
    const res = await http.post(
      '/api/admin/stock/import',
      { vehicles: [check.valid[0]!.vehicle, again] },
      staff,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      'vehicles.1.chassis': 'This chassis number is already in stock.',
    });
    expect(await ctx().db.select().from(vehicles).where(eq(vehicles.chassis, fresh))).toHaveLength(0);
  });

  it('exports the stock in the import columns; the export checks as "already in stock"', async () => {
    const res = await http.get('/api/admin/stock/export', staff);
    expect(res.statusCode).toBe(200);
    // Named by the business date, Japan's: a Tokyo morning's file is that day's, not UTC's yesterday.
    const days = [businessDate(new Date(Date.now() - 60_000)), businessDate(new Date())];
    expect(days.map((day) => `attachment; filename="stock-${day}.csv"`)).toContain(
      res.headers['content-disposition'],
    );
    expect(res.body.startsWith(`\uFEFF${header}\r\n`)).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength((await vehicleCount()) + 1);
    expect(res.body).toContain(existingChassis);

    const check = (await postCsv('/api/admin/stock/import/check', res.body)).json<StockImportCheck>();
    expect(check.valid).toEqual([]);
    expect(check.problems.every((p) => p.message === 'This chassis number is already in stock.')).toBe(true);
  });

  it('writes text a spreadsheet would run behind a quote; importing the export gives the same text', async () => {
    // OWASP CSV injection payloads, one per text column, stored as they may be typed or imported.
    const payloads = {
      make: '=HYPERLINK("http://x","y")',
      model: "+cmd|' /C calc'!A0",
      grade: '@SUM(1+1)',
      color: '-2+3',
      location: '\t=1+1',
      keywords: '\r=1+1',
      customerTerms: '=1+1',
      interiorType: '+1',
    };
    const formula = await createVehicle(ctx().db, { ...payloads, features: ['-1', 'Navigation'] });
    const res = await http.get('/api/admin/stock/export', staff);
    expect(res.statusCode).toBe(200);
    const [head, ...rows]: string[][] = parse(res.body, { bom: true });
    expect(head).toEqual([...STOCK_CSV_COLUMNS]);
    const exported = rows.find((cells) => cells[0] === formula.chassis);
    const cellOf = (column: string) => exported![STOCK_CSV_COLUMNS.indexOf(column as never)]!;
    for (const [column, text] of Object.entries(payloads)) expect(cellOf(column)).toBe(`'${text}`);
    expect(cellOf('features')).toBe("'-1|Navigation");
    // Numbers stay numbers.
    expect([cellOf('year'), cellOf('kms'), cellOf('basePrice')]).toEqual(['2015', '45000', '650.00']);

    // The same file back under a new chassis number: the stored text is the text exported.
    const fresh = `ZVW30-${serial()}`;
    const file = res.body.replaceAll(formula.chassis, fresh);
    const check = (await postCsv('/api/admin/stock/import/check', file)).json<StockImportCheck>();
    const row = check.valid.find(({ vehicle }) => vehicle.chassis === fresh);
    expect(row, JSON.stringify(check.problems.filter((p) => p.column !== 'chassis'))).toBeDefined();
    expect(row!.vehicle).toMatchObject({ ...payloads, features: ['-1', 'Navigation'] });
    expect((await http.post('/api/admin/stock/import', { vehicles: [row!.vehicle] }, staff)).statusCode).toBe(
      200,
    );
    const [stored] = await ctx().db.select().from(vehicles).where(eq(vehicles.chassis, fresh));
    expect(stored).toMatchObject({ ...payloads, features: ['-1', 'Navigation'] });
  });

  // --- files as Excel saves them: XLSX, CSV UTF-8 with or without BOM, Shift_JIS (CP932) -------

  const postFile = async (body: Buffer, query = '', contentType = 'text/csv') =>
    ctx().app.inject({
      method: 'POST',
      url: `/api/admin/stock/import/check${query}`,
      payload: body,
      headers: { 'content-type': contentType, ...(await bearer(ctx().app, staff)) },
    });
  const japanese = { model: 'プリウス', location: '横浜', color: 'パールホワイト', keywords: '髙橋 ①' };
  const cellsOf = (line: string): string[] => parse(line)[0] as string[];

  it('reads an Excel workbook: typed cells as a user sees them, rows as Excel numbers them', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('在庫');
    sheet.addRow([...STOCK_CSV_COLUMNS]);
    const chassis = `ZVW30-${serial()}`;
    const values: unknown[] = cellsOf(row({ chassis, ...japanese }));
    const at = (column: string) => STOCK_CSV_COLUMNS.indexOf(column as never);
    values[at('year')] = 2015;
    values[at('kms')] = 61000;
    values[at('basePrice')] = { formula: '500+40', result: 540 };
    values[at('make')] = { richText: [{ text: 'Toyo', font: { bold: true } }, { text: 'ta' }] };
    values[at('grade')] = '=S Touring';
    sheet.addRow(values);
    sheet.addRow([]);
    const extra = cellsOf(row());
    sheet.addRow([...extra, 'surplus']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    const res = await postFile(file, '', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.statusCode, res.body).toBe(200);
    const check = res.json<StockImportCheck>();
    expect(check).toMatchObject({ readAs: 'xlsx', rows: 2 });
    expect(check.valid).toHaveLength(1);
    expect(check.valid[0]).toMatchObject({
      row: 2,
      vehicle: {
        chassis,
        ...japanese,
        make: 'Toyota',
        year: 2015,
        kms: 61000,
        basePrice: '540',
        grade: '=S Touring',
      },
    });
    // The empty row 3 is skipped; the fourth row's surplus cell is refused, never dropped.
    expect(check.problems).toEqual([
      { row: 4, column: '41', message: 'Row 4, column 41: this row has 41 cells but the header has 40.' },
    ]);
  });

  it('reads CSV UTF-8 with and without its byte order mark, Japanese text included', async () => {
    for (const bom of ['\uFEFF', '']) {
      const chassis = `ZVW30-${serial()}`;
      const res = await postFile(Buffer.from(`${bom}${csv(row({ chassis, ...japanese }))}`, 'utf8'));
      expect(res.statusCode, res.body).toBe(200);
      const check = res.json<StockImportCheck>();
      expect(check).toMatchObject({ readAs: 'utf-8', rows: 1, problems: [] });
      expect(check.valid[0]!.vehicle).toMatchObject({ chassis, ...japanese });
    }
  });

  it('reads Shift_JIS (CP932), detected or chosen; refuses it when UTF-8 is chosen', async () => {
    const chassis = `ZVW30-${serial()}`;
    const file = iconv.encode(csv(row({ chassis, ...japanese })), 'CP932');
    for (const query of ['', '?encoding=shift_jis']) {
      const res = await postFile(file, query);
      expect(res.statusCode, res.body).toBe(200);
      const check = res.json<StockImportCheck>();
      expect(check).toMatchObject({ readAs: 'shift_jis', rows: 1, problems: [] });
      expect(check.valid[0]!.vehicle).toMatchObject({ chassis, ...japanese });
    }
    const asUtf8 = await postFile(file, '?encoding=utf-8');
    expect(asUtf8.statusCode).toBe(400);
    expect(asUtf8.json<{ message: string }>().message).toMatch(
      /^Row 2, column 3 \(model\): this text is not UTF-8,/,
    );
  });

  it('refuses a Latin-1 file naming the row and column, and changes nothing', async () => {
    const before = await vehicleCount();
    // 'è' then 'm' happens to be a valid Shift_JIS pair; 'é' then ',' is valid in neither encoding:
    // the message shows where the likelier encoding (the one that reads furthest) breaks.
    const file = Buffer.from(csv(row(), row({ location: 'Café', color: 'Crème' })), 'latin1');
    const res = await postFile(file);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'Row 3, column 26 (location): this text is neither UTF-8 nor Shift_JIS (CP932), so the file was not read (nothing was changed). Please save it from Excel as "CSV UTF-8" or as an Excel workbook (.xlsx), or choose the file\'s encoding: UTF-8 or Shift_JIS (CP932).',
    );
    expect(await vehicleCount()).toBe(before);
    const unknown = await postFile(file, '?encoding=latin1');
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a CSV row with more cells than the header, naming row and column; empty extra cells are fine', async () => {
    const res = await postFile(Buffer.from(csv(row(), `${row()},,`, `${row()},surplus`)));
    const check = res.json<StockImportCheck>();
    expect(check.valid.map((v) => v.row)).toEqual([2, 3]);
    expect(check.problems).toEqual([
      { row: 4, column: '41', message: 'Row 4, column 41: this row has 41 cells but the header has 40.' },
    ]);
  });

  it('gives the template and the export as Excel workbooks with typed cells', async () => {
    const template = await http.get('/api/admin/stock/import/template?format=xlsx', staff);
    expect(template.headers['content-disposition']).toBe('attachment; filename="stock-template.xlsx"');
    const back = await postFile(template.rawPayload, '', 'application/octet-stream');
    expect(back.json<StockImportCheck>()).toMatchObject({ readAs: 'xlsx', rows: 1, problems: [] });

    const res = await http.get('/api/admin/stock/export?format=xlsx', staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...STOCK_CSV_COLUMNS]);
    expect(sheet.rowCount).toBe((await vehicleCount()) + 1);
    const column = (name: string) => STOCK_CSV_COLUMNS.indexOf(name as never) + 1;
    const found = sheet.getColumn(column('chassis')).values.indexOf(existingChassis);
    const cell = (name: string) => sheet.getRow(found).getCell(column(name));
    expect(typeof cell('year').value).toBe('number');
    expect(typeof cell('basePrice').value).toBe('number');
    expect(cell('basePrice').numFmt).toBe('#,##0.00');
  });
});
