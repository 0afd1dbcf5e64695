import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_ENTITY_TYPES, businessDate, type ActivityPage } from '@ibc/domain';
import { activityLog } from '../../db/schema.ts';
import { createActivityRepository } from './activity.repository.ts';
import { createMember, describeApi, type Caller } from '../../../test/helpers/index.ts';

/** What a spreadsheet runs as a formula (OWASP CSV injection), as anyone may type it into a summary. */
const FORMULA_PAYLOADS = [
  '=HYPERLINK("http://x","y")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)',
  '-2+3',
  '\t=1+1',
  '\r=1+1',
  '=1+1',
  '+1',
];

const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

describeApi('activity log', (ctx, http) => {
  let staff: Caller;
  let customer: Caller;

  beforeAll(async () => {
    staff = (await createMember(ctx().db, { role: 'staff' })).user;
    customer = (await createMember(ctx().db)).user;
    await ctx()
      .db.insert(activityLog)
      .values([
        {
          actorEmail: 'sales@demo.local',
          entityType: 'vehicle',
          entityId: '42',
          action: 'updated',
          summary: 'Toyota Aqua NHP10-1234567',
          changes: { basePrice: { before: '650', after: '620' } },
          createdAt: at('2026-03-01'),
        },
        {
          actorEmail: 'admin@demo.local',
          entityType: 'company',
          entityId: '7',
          action: 'approved',
          summary: 'Kiwi Motors',
          changes: { status: { before: 'pending', after: 'approved' } },
          createdAt: at('2026-03-02'),
        },
        {
          actorEmail: 'sales@demo.local',
          entityType: 'vehicle',
          entityId: '43',
          action: 'created',
          summary: 'Mazda Demio DJ3FS-100',
          createdAt: at('2026-03-03'),
        },
        {
          actorEmail: 'other_user@demo.local',
          entityType: 'forex-rate',
          entityId: '9',
          action: 'created',
          summary: 'NZD ¥90 per unit',
          createdAt: at('2026-03-04'),
        },
        // The trade's money entries, as the offers, purchases, invoices and payments write them.
        {
          actorEmail: 'sales@demo.local',
          entityType: 'offer',
          entityId: '31',
          action: 'countered',
          summary: 'Toyota Aqua NHP10-1234567, Kiwi Motors: JPY 650,000 -> JPY 600,000',
          changes: { amount: { before: '650000', after: '600000' } },
          createdAt: at('2026-04-01', 1),
        },
        {
          actorEmail: 'dealer@kiwi.example',
          entityType: 'purchase',
          entityId: '12',
          action: 'created',
          summary: 'Purchase of vehicle 42 by Kiwi Motors',
          changes: { stage: { before: null, after: 'reserved' } },
          // 16:00 UTC: already the next day in Japan.
          createdAt: at('2026-04-01', 16),
        },
        {
          actorEmail: 'sales@demo.local',
          entityType: 'invoice',
          entityId: '5',
          action: 'voided',
          summary: '=HYPERLINK("http://evil.example") voided',
          changes: { status: { before: 'open', after: 'void' } },
          createdAt: at('2026-04-02'),
        },
        {
          actorEmail: 'sales@demo.local',
          entityType: 'payment',
          entityId: '8',
          action: 'confirmed',
          summary: 'NZD 4,300.00 from Kiwi Motors (TT 123)',
          changes: {
            status: { before: 'pending', after: 'confirmed' },
            amount: { before: '4300.00', after: '4300.00' },
            note: { before: null, after: { reason: 'ok' } },
          },
          createdAt: at('2026-04-03'),
        },
      ]);
  });

  const list = async (query: string) => {
    const res = await http.get(`/api/admin/activity${query}`, staff);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ActivityPage>();
  };
  const summaries = (page: ActivityPage) => page.items.map((e) => e.summary);

  it('answers 401 to a visitor and 404 to a customer', async () => {
    expect((await http.get('/api/admin/activity')).statusCode).toBe(401);
    expect((await http.get('/api/admin/activity', customer)).statusCode).toBe(404);
  });

  it('lists newest first with the changed fields, one page at a time', async () => {
    const first = await list('?pageSize=2&to=2026-03-05T00:00:00Z');
    expect(first.total).toBe(4);
    expect(summaries(first)).toEqual(['NZD ¥90 per unit', 'Mazda Demio DJ3FS-100']);
    const second = await list('?pageSize=2&page=2&to=2026-03-05T00:00:00Z');
    expect(summaries(second)).toEqual(['Kiwi Motors', 'Toyota Aqua NHP10-1234567']);
    expect(second.items[1]).toMatchObject({
      actorEmail: 'sales@demo.local',
      entityType: 'vehicle',
      entityId: '42',
      action: 'updated',
      at: '2026-03-01T12:00:00.000Z',
      changes: [{ field: 'basePrice', before: '650', after: '620' }],
    });
  });

  it("filters by every kind of record the log writes, the trade's money included", async () => {
    expect(summaries(await list('?entityType=payment'))).toEqual(['NZD 4,300.00 from Kiwi Motors (TT 123)']);
    expect(summaries(await list('?entityType=invoice'))).toEqual([
      '=HYPERLINK("http://evil.example") voided',
    ]);
    expect(summaries(await list('?entityType=purchase'))).toEqual(['Purchase of vehicle 42 by Kiwi Motors']);
    expect((await list('?entityType=offer')).items).toEqual([
      expect.objectContaining({
        action: 'countered',
        changes: [{ field: 'amount', before: '650000', after: '600000' }],
      }),
    ]);
    for (const type of ACTIVITY_ENTITY_TYPES) {
      const res = await http.get(`/api/admin/activity?entityType=${type}`, staff);
      expect(res.statusCode, type).toBe(200);
    }
  });

  it('filters by entity, entity id, staff user and period', async () => {
    expect(summaries(await list('?entityType=vehicle'))).toEqual([
      'Mazda Demio DJ3FS-100',
      'Toyota Aqua NHP10-1234567',
    ]);
    expect(summaries(await list('?entityType=vehicle&entityId=42'))).toEqual(['Toyota Aqua NHP10-1234567']);
    expect(summaries(await list('?actor=ADMIN@demo'))).toEqual(['Kiwi Motors']);
    expect(summaries(await list('?actor=dealer@kiwi'))).toEqual(['Purchase of vehicle 42 by Kiwi Motors']);
    // '_' typed by staff is a character, not a wildcard.
    expect(summaries(await list('?actor=other_user'))).toEqual(['NZD ¥90 per unit']);
    expect(summaries(await list('?actor=sales_demo'))).toEqual([]); // '_' would match the '@'
    expect(summaries(await list('?from=2026-03-02T00:00:00%2B09:00&to=2026-03-04T00:00:00%2B09:00'))).toEqual(
      ['Mazda Demio DJ3FS-100', 'Kiwi Motors'],
    );
  });

  it('refuses a period that ends before it starts, and bad filters, with field messages', async () => {
    const res = await http.get(
      '/api/admin/activity?from=2026-03-04T00:00:00Z&to=2026-03-01T00:00:00Z',
      staff,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      to: 'The end of the period must be after its start.',
    });
    const bad = await http.get('/api/admin/activity?from=yesterday&entityType=DROP%20TABLE', staff);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors).sort()).toEqual([
      'entityType',
      'from',
    ]);
  });

  describe('the CSV export', () => {
    const csvOf = async (query: string) => {
      const res = await http.get(`/api/admin/activity.csv${query}`, staff);
      expect(res.statusCode, res.body).toBe(200);
      const rows: string[][] = parse(res.body, { bom: true });
      return { res, header: rows[0], rows: rows.slice(1) };
    };

    it('answers 401 to a visitor and 404 to a customer', async () => {
      expect((await http.get('/api/admin/activity.csv')).statusCode).toBe(401);
      expect((await http.get('/api/admin/activity.csv', customer)).statusCode).toBe(404);
    });

    it('is a file named with the Japan business date, newest first, with every column', async () => {
      const { res, header, rows } = await csvOf('?to=2026-05-01T00:00:00Z');
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="activity-log-${businessDate(new Date())}.csv"`,
      );
      expect(header).toEqual([
        'Time (UTC)',
        'Date (Japan)',
        'Who',
        'Entity',
        'Record id',
        'Action',
        'Summary',
        'Changes',
      ]);
      expect(rows.map((row) => row[3])).toEqual([
        'Payment',
        'Invoice',
        'Purchase',
        'Offer',
        'Forex rate',
        'Vehicle',
        'Customer',
        'Vehicle',
      ]);
      expect(rows[0]).toEqual([
        '2026-04-03T12:00:00.000Z',
        '2026-04-03',
        'sales@demo.local',
        'Payment',
        '8',
        'confirmed',
        'NZD 4,300.00 from Kiwi Motors (TT 123)',
        // In the order jsonb keeps the fields (shorter names first).
        'note: (empty) -> {"reason":"ok"}; amount: 4300.00; status: pending -> confirmed',
      ]);
      // 16:00 UTC on 1 April is 2 April in Japan.
      expect(rows[2]!.slice(0, 2)).toEqual(['2026-04-01T16:00:00.000Z', '2026-04-02']);
      expect(rows[3]![7]).toBe('amount: 650000 -> 600000');
      // A summary that starts like a formula is written as text.
      expect(rows[1]![6]).toBe(`'=HYPERLINK("http://evil.example") voided`);
    });

    it('keeps the filters of the page, and refuses bad ones with field messages', async () => {
      const { rows } = await csvOf('?entityType=vehicle&actor=sales');
      expect(rows.map((row) => row[6])).toEqual(['Mazda Demio DJ3FS-100', 'Toyota Aqua NHP10-1234567']);
      expect(
        (await csvOf('?from=2026-04-02T00:00:00Z&to=2026-04-03T00:00:00Z')).rows.map((r) => r[4]),
      ).toEqual(['5']);
      expect((await csvOf('?entityType=document')).rows).toEqual([]);
      const bad = await http.get('/api/admin/activity.csv?entityType=customer&to=soon', staff);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors).sort()).toEqual([
        'entityType',
        'to',
      ]);
    });

    it('writes every text cell a spreadsheet would run as a formula behind a quote', async () => {
      await ctx()
        .db.insert(activityLog)
        .values(
          FORMULA_PAYLOADS.map((summary, i) => ({
            actorEmail: 'formula@demo.local',
            entityType: 'voyage',
            entityId: String(900 + i),
            action: 'updated',
            summary,
            changes: {},
            createdAt: at('2026-06-01', i),
          })),
        );
      const { rows } = await csvOf('?actor=formula@demo.local');
      const summaryCells = rows.map((row) => row[6]!).reverse();
      for (const cell of summaryCells) expect(cell.startsWith("'"), cell).toBe(true);
      // The quote is all that was added: the spreadsheet shows the summary as it was logged.
      expect(summaryCells.map((cell) => cell.slice(1))).toEqual(FORMULA_PAYLOADS);
    });

    it('reads the log a page at a time, each page after the last, up to the cap', async () => {
      const repo = createActivityRepository(ctx().db);
      const read = async (limit: number) => {
        const pages: number[][] = [];
        for await (const rows of repo.newestFirst({ actor: 'sales' }, limit, 2))
          pages.push(rows.map((r) => r.id));
        return pages;
      };
      const all = (await list('?actor=sales')).items.map((e) => e.id);
      expect(all).toHaveLength(5);
      expect((await read(100)).flat()).toEqual(all);
      expect((await read(100)).map((page) => page.length)).toEqual([2, 2, 1]);
      expect((await read(3)).flat()).toEqual(all.slice(0, 3));
    });
  });
});
