// Issue 12: the bell. notify() reaches a company's active users or every staff user; each reads only
// their own notifications, newest first, with the unread count; marking read is per user.
import { beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { notify } from '../../lib/notifications.ts';
import { createMember, describeApi, type Caller } from '../../../test/helpers/index.ts';

describeApi('notifications (issue 12)', (ctx, http) => {
  let dealer: Caller;
  let colleague: Caller;
  let gone: Caller;
  let other: Caller;
  let staff: Caller;
  let companyId: number;

  beforeAll(async () => {
    const { db } = ctx();
    const first = await createMember(db);
    companyId = first.company.id;
    dealer = first.user;
    const added = await db
      .insert(users)
      .values(
        ['colleague', 'gone'].map((name) => ({
          email: `${name}-${companyId}@example.com`,
          contactName: name,
          passwordHash: first.user.passwordHash,
          companyId,
          deactivatedAt: name === 'gone' ? new Date() : null,
        })),
      )
      .returning();
    [colleague, gone] = [added[0]!, added[1]!];
    other = (await createMember(db)).user;
    staff = (await createMember(db, { role: 'staff' })).user;
  });

  it('tells every active user of the company, and nobody else', async () => {
    const told = await notify(
      ctx().db,
      { companyId },
      {
        kind: 'offer-countered',
        title: 'Counter offer on 2019 Toyota Aqua',
        link: '/my-account/my-offer-history/1',
      },
    );
    expect(told.sort()).toEqual([dealer.id, colleague.id].sort());
    expect(told).not.toContain(gone.id);
    const staffTold = await notify(ctx().db, { staff: true }, { kind: 'offer-received', title: 'New offer' });
    expect(staffTold).toContain(staff.id);
    expect(staffTold).not.toContain(dealer.id);

    const list = await http.get('/api/notifications', dealer);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      unread: 1,
      notifications: [{ title: 'Counter offer on 2019 Toyota Aqua', readAt: null }],
    });
    expect((await http.get('/api/notifications', other)).json()).toMatchObject({
      unread: 0,
      notifications: [],
    });
    expect((await http.get('/api/notifications/unread-count')).statusCode).toBe(401);
  });

  it('marks one read for its owner only, then all', async () => {
    const { db } = ctx();
    await notify(db, { userId: dealer.id }, { kind: 'invoice-issued', title: 'Invoice IBC-2026-000001' });
    const { notifications } = (await http.get('/api/notifications', dealer)).json<{
      notifications: { id: number }[];
    }>();
    const id = notifications[0]!.id;
    expect((await http.post(`/api/notifications/${id}/read`, {}, other)).statusCode).toBe(404);
    expect((await http.get('/api/notifications/unread-count', dealer)).json()).toEqual({ unread: 2 });
    const read = await http.post(`/api/notifications/${id}/read`, {}, dealer);
    expect(read.json()).toEqual({ unread: 1 });
    expect((await http.post(`/api/notifications/${id}/read`, {}, dealer)).json()).toEqual({ unread: 1 });
    expect((await http.post('/api/notifications/read-all', {}, dealer)).json()).toEqual({ unread: 0 });
    expect((await http.get('/api/notifications/unread-count', colleague)).json()).toEqual({ unread: 1 });
    expect((await http.get('/api/notifications?limit=0', dealer)).statusCode).toBe(400);
  });
});
