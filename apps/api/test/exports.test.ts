// The back office's six list exports, each as CSV (what Excel on Windows opens: UTF-8 with its byte
// order mark, CRLF, formula-like text behind a quote) and as an XLSX workbook with typed cells,
// read back the way a user's spreadsheet would read them, Japanese text included.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '@ibc/domain';
import { companies, paymentAllocations, payments } from '../src/db/schema.ts';
import { recordActivities } from '../src/lib/activity-log.ts';
import {
  createMember,
  createPurchase,
  createVehicle,
  describeApi,
  NZ_SNAPSHOT,
  type Caller,
} from './helpers/index.ts';

const COMPANY = '株式会社 横浜モーターズ';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ExportCase {
  url: string;
  name: string;
  /** The column and the text that find this test's row. */
  key: [string, () => string];
  /** Cells of that row: as the CSV writes them, and as the workbook's typed value. */
  cells: Record<string, { csv: string; xlsx: unknown; numFmt?: string }>;
}

describeApi('the back office exports as CSV and XLSX', (ctx, http) => {
  let staff: Caller;
  let chassis = '';
  let invoiceNumber = '';

  beforeAll(async () => {
    const { db, app } = ctx();
    const staffMember = (await createMember(db, { role: 'staff' })).user;
    staff = staffMember;
    const { user: dealer, company } = await createMember(db);
    await db.update(companies).set({ name: COMPANY }).where(eq(companies.id, company.id));
    chassis = (await createVehicle(db, { location: '横浜 本牧ふ頭', basePrice: '650000.00' })).chassis;
    const purchaseId = await createPurchase(
      db,
      { id: dealer.id, companyId: company.id },
      {
        agreedAmount: '10000',
        priceSnapshot: NZ_SNAPSHOT,
      },
    );
    const actor = { userId: staffMember.id, email: staffMember.email };
    const issued = await db.transaction((tx) => app.services.invoices.issueProforma(tx, purchaseId, actor));
    invoiceNumber = issued.number;
    const [payment] = await db
      .insert(payments)
      .values({
        companyId: company.id,
        userId: dealer.id,
        currency: 'NZD',
        amount: '1234.56',
        paidOn: '2026-01-05',
        reference: '=SUM(1) 振込',
      })
      .returning();
    await db
      .insert(paymentAllocations)
      .values({ paymentId: payment!.id, invoiceId: issued.id, amount: '1234.56' });
    await recordActivities(db, actor, [
      { entityType: 'invoice', entityId: issued.id, action: 'updated', summary: `${COMPANY}: 名前の変更` },
    ]);
  });

  const cases: ExportCase[] = [
    {
      url: '/api/admin/stock/export',
      name: 'stock',
      key: ['chassis', () => chassis],
      cells: {
        location: { csv: '横浜 本牧ふ頭', xlsx: '横浜 本牧ふ頭' },
        basePrice: { csv: '650000.00', xlsx: 650000, numFmt: '#,##0.00' },
        year: { csv: '2015', xlsx: 2015 },
      },
    },
    {
      url: '/api/admin/customers/export',
      name: 'customers',
      key: ['Company', () => COMPANY],
      cells: { Users: { csv: '1', xlsx: 1 }, Status: { csv: 'approved', xlsx: 'approved' } },
    },
    {
      url: '/api/admin/purchases/export',
      name: 'purchases',
      key: ['Company', () => COMPANY],
      cells: {
        'Agreed amount': { csv: '10000.00', xlsx: 10000, numFmt: '#,##0.00' },
        Stage: { csv: 'Purchased', xlsx: 'Purchased' },
      },
    },
    {
      url: '/api/admin/invoices/export',
      name: 'invoices',
      key: ['Company', () => COMPANY],
      cells: {
        Invoice: { csv: invoiceNumber, xlsx: invoiceNumber },
        Paid: { csv: '0.00', xlsx: 0, numFmt: '#,##0.00' },
      },
    },
    {
      url: '/api/admin/payments/export',
      name: 'payments',
      key: ['Company', () => COMPANY],
      cells: {
        Amount: { csv: '1234.56', xlsx: 1234.56, numFmt: '#,##0.00' },
        // Text a spreadsheet would run: behind a quote in the CSV, a plain string in the workbook.
        Reference: { csv: "'=SUM(1) 振込", xlsx: '=SUM(1) 振込' },
        'Paid on': { csv: '2026-01-05', xlsx: new Date('2026-01-05T00:00:00Z'), numFmt: 'yyyy-mm-dd' },
      },
    },
    {
      url: '/api/admin/activity/export',
      name: 'activity-log',
      key: ['Summary', () => `${COMPANY}: 名前の変更`],
      cells: { Entity: { csv: 'Invoice', xlsx: 'Invoice' }, Action: { csv: 'updated', xlsx: 'updated' } },
    },
  ];

  describe.each(cases)('$url', (example) => {
    const [keyColumn, keyText] = example.key;
    // Values known only after beforeAll.
    const expected = (column: string) => (column === 'Invoice' ? invoiceNumber : undefined);

    it('is a CSV Excel opens right: UTF-8 with BOM, CRLF, Japanese text, guarded formulas', async () => {
      const res = await http.get(example.url, staff);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="${example.name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(res.body).toMatch(/\r\n$/);
      expect(res.body.replace(/\r\n/g, '')).not.toContain('\n');
      const [header = [], ...rows]: string[][] = parse(res.body, { bom: true });
      const at = (column: string) => header.indexOf(column);
      const row = rows.find((cells) => cells[at(keyColumn)] === keyText());
      expect(row, `no row with ${keyColumn} ${keyText()}`).toBeDefined();
      for (const [column, cell] of Object.entries(example.cells)) {
        expect(row![at(column)], column).toBe(expected(column) ?? cell.csv);
      }
    });

    it('is an XLSX workbook with typed cells', async () => {
      const res = await http.get(`${example.url}?format=xlsx`, staff);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${example.name}-${businessDate(new Date())}.xlsx"`,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
      const at = (column: string) => header.indexOf(column) + 1;
      let found: ExcelJS.Row | undefined;
      sheet.eachRow((row) => {
        if (row.getCell(at(keyColumn)).value === keyText()) found = row;
      });
      expect(found, `no row with ${keyColumn} ${keyText()}`).toBeDefined();
      for (const [column, cell] of Object.entries(example.cells)) {
        const value = found!.getCell(at(column));
        expect(value.value, column).toEqual(expected(column) ?? cell.xlsx);
        if (cell.numFmt) expect(value.numFmt, column).toBe(cell.numFmt);
      }
    });
  });

  it('refuses an unknown format and hides the exports from customers', async () => {
    const bad = await http.get('/api/admin/payments/export?format=pdf', staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('format must be one of csv, xlsx.');
    const customer = (await createMember(ctx().db)).user;
    for (const { url } of cases) expect((await http.get(url, customer)).statusCode, url).toBe(404);
  });
});
