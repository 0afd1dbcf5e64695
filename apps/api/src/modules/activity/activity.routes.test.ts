import { beforeAll, expect, it } from 'vitest';
import type { ActivityPage } from '@ibc/domain';
import { activityLog } from '../../db/schema.ts';
import { createMember, describeApi, type Caller } from '../../../test/helpers/index.ts';

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

  it('filters by entity, entity id, staff user and period', async () => {
    expect(summaries(await list('?entityType=vehicle'))).toEqual([
      'Mazda Demio DJ3FS-100',
      'Toyota Aqua NHP10-1234567',
    ]);
    expect(summaries(await list('?entityType=vehicle&entityId=42'))).toEqual(['Toyota Aqua NHP10-1234567']);
    expect(summaries(await list('?actor=ADMIN@demo'))).toEqual(['Kiwi Motors']);
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
});
