import { beforeAll, expect, it } from 'vitest';
import type { Dashboard } from '@ibc/domain';
import { activityLog, emailOutbox, offers } from '../../db/schema.ts';
import { createMember, createVehicle, describeApi, type Caller } from '../../../test/helpers/index.ts';

describeApi('back-office dashboard', (ctx, http) => {
  let staff: Caller;
  let customer: Caller;

  beforeAll(async () => {
    staff = (await createMember(ctx().db, { role: 'staff' })).user;
    customer = (await createMember(ctx().db)).user;
  });

  const dashboard = async () => {
    const res = await http.get('/api/admin/dashboard', staff);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Dashboard>();
  };

  it('answers 401 to a visitor and 404 to a customer', async () => {
    expect((await http.get('/api/admin/dashboard')).statusCode).toBe(401);
    expect((await http.get('/api/admin/dashboard', customer)).statusCode).toBe(404);
  });

  it('counts what is in the database, and each figure moves when the data does', async () => {
    const { db } = ctx();
    const before = (await dashboard()).figures;

    await createMember(db, { status: 'pending' });
    const fresh = await createVehicle(db, { status: 'available' });
    await createVehicle(db, { status: 'reserved' });
    await createVehicle(db, { status: 'sold', listedAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) });
    await createVehicle(db, {
      status: 'withdrawn',
      listedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000),
    });
    await db.insert(emailOutbox).values({
      kind: 'offer-to-sales',
      to: ['nobody@example.com'],
      subject: 'Undeliverable',
      html: '<p>x</p>',
      text: 'x',
      status: 'dead',
      attempts: 5,
      lastError: '550 mailbox unavailable',
    });
    await db.insert(offers).values({
      userId: customer.id,
      vehicleId: fresh.id,
      offerAmount: '650000',
      currency: 'JPY',
      computedFees: '0',
      tab: 1,
    });

    const after = (await dashboard()).figures;
    expect(after).toEqual({
      vehicles: {
        available: before.vehicles.available + 1,
        reserved: before.vehicles.reserved + 1,
        sold: before.vehicles.sold + 1,
        withdrawn: before.vehicles.withdrawn + 1,
      },
      // The sold one was listed a month ago and the withdrawn one 8 days ago: not this week.
      listedThisWeek: before.listedThisWeek + 2,
      pendingSignUps: before.pendingSignUps + 1,
      offersAwaitingAnswer: before.offersAwaitingAnswer + 1,
      undeliverableMail: before.undeliverableMail + 1,
    });
  });

  it('shows the ten newest log entries, newest first', async () => {
    const { db } = ctx();
    await db.insert(activityLog).values(
      Array.from({ length: 12 }, (_, i) => ({
        actorEmail: 'sales@demo.local',
        entityType: 'vehicle',
        entityId: String(1000 + i),
        action: 'updated',
        summary: `Toyota Aqua ${i}`,
        changes: { status: { before: 'available', after: 'sold' } },
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
      })),
    );
    const { recentActivity } = await dashboard();
    expect(recentActivity).toHaveLength(10);
    expect(recentActivity[0]).toMatchObject({
      summary: 'Toyota Aqua 11',
      actorEmail: 'sales@demo.local',
      changes: [{ field: 'status', before: 'available', after: 'sold' }],
    });
    expect(recentActivity.at(-1)?.summary).toBe('Toyota Aqua 2');
  });
});
