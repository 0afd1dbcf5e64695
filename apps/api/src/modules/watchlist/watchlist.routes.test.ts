// Watchlist: a heart adds a vehicle to /my-account/watchlist, kept on the server with the
// price when added; the list shows the price now, the landed price and the status (sold ones with
// their date); the member is told (bell + e-mail) when a watched vehicle drops in price or is
// reserved by someone else, once. Each member's list is his own (a second member gets 404).
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Watchlist } from '@ibc/domain';
import { emailOutbox, notifications, purchases, vehicles } from '../../db/schema.ts';
import {
  bearer,
  createMember,
  createPurchase,
  createVehicle,
  describeApi,
  type Caller,
} from '../../../test/helpers/index.ts';

describeApi('watchlist', (ctx, http) => {
  let dealer: Caller & { email: string; companyId: number | null };
  let other: Caller;
  let pending: Caller;

  beforeAll(async () => {
    const { db } = ctx();
    dealer = (await createMember(db, { activeCurrency: 'NZD' })).user;
    other = (await createMember(db)).user;
    pending = (await createMember(db, { status: 'pending' })).user;
  });

  const list = async (who: Caller) => (await http.get('/api/watchlist', who)).json<Watchlist>().items;
  const told = async (vehicleId: number, kind: string) =>
    (
      await ctx()
        .db.select()
        .from(notifications)
        .where(and(eq(notifications.userId, dealer.id), eq(notifications.kind, kind)))
    ).filter((row) => row.link.includes(`id=${vehicleId}`) || row.link === '/my-account/watchlist');

  it("adds a vehicle with its price now, lists it, and keeps it the member's own", async () => {
    const vehicle = await createVehicle(ctx().db, { basePrice: '800' });
    expect((await http.put(`/api/watchlist/${vehicle.id}`, undefined, dealer)).statusCode).toBe(204);
    // Adding it again changes nothing.
    expect((await http.put(`/api/watchlist/${vehicle.id}`, undefined, dealer)).statusCode).toBe(204);
    const items = await list(dealer);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      vehicleId: vehicle.id,
      vehicleFullname: '2015 Toyota Aqua S',
      status: 'available',
      statusSince: null,
      priceDropped: false,
    });
    expect(items[0]!.price).toMatch(/^NZD [\d,]+$/);
    expect(items[0]!.priceWhenAdded).toBe(items[0]!.price);
    expect(items[0]!.priceDetails?.landedPriceLabel).toMatch(/Landed Price/);
    expect((await http.get('/api/watchlist/ids', dealer)).json()).toEqual({ vehicleIds: [vehicle.id] });

    // A second member sees none of it and cannot remove it.
    expect(await list(other)).toEqual([]);
    expect((await http.delete(`/api/watchlist/${vehicle.id}`, other)).statusCode).toBe(404);
    expect(await list(dealer)).toHaveLength(1);
    // Visitors and members not yet approved have no watchlist (prices are a member privilege).
    expect((await http.get('/api/watchlist')).statusCode).toBe(401);
    expect((await http.put(`/api/watchlist/${vehicle.id}`, undefined, pending)).statusCode).toBe(403);

    expect((await http.delete(`/api/watchlist/${vehicle.id}`, dealer)).statusCode).toBe(204);
    expect(await list(dealer)).toEqual([]);
  });

  it('adds and removes a vehicle sent twice at once (two tabs, a double click) without an error', async () => {
    const { db } = ctx();
    const { user } = await createMember(db, { activeCurrency: 'NZD' });
    const headers = await bearer(ctx().app, user);
    const vehicle = await createVehicle(db);
    const times8 = (send: () => Promise<{ statusCode: number }>) =>
      Promise.all(Array.from({ length: 8 }, send)).then((answers) => answers.map((a) => a.statusCode).sort());
    expect(await times8(() => http.put(`/api/watchlist/${vehicle.id}`, undefined, headers))).toEqual(
      Array(8).fill(204),
    );
    expect((await list(user)).map((item) => item.vehicleId)).toEqual([vehicle.id]);
    // The first removal removes it; the others find nothing left to remove.
    expect(await times8(() => http.delete(`/api/watchlist/${vehicle.id}`, headers))).toEqual([
      204,
      ...Array(7).fill(404),
    ]);
    expect(await list(user)).toEqual([]);
  });

  it('refuses vehicles that do not exist, are sold, or are DDU stock the member may not see', async () => {
    const { db } = ctx();
    const sold = await createVehicle(db, { status: 'sold' });
    const ddu = await createVehicle(db, { stockType: 'ddu', stockTab: 16 });
    expect((await http.put('/api/watchlist/999999', undefined, dealer)).statusCode).toBe(404);
    expect((await http.put(`/api/watchlist/${sold.id}`, undefined, dealer)).statusCode).toBe(404);
    expect((await http.put(`/api/watchlist/${ddu.id}`, undefined, dealer)).statusCode).toBe(404);
    expect((await http.put('/api/watchlist/abc', undefined, dealer)).statusCode).toBe(400);
  });

  describe('the watchlist job', () => {
    it('tells a price drop once, by bell and e-mail, and shows it on the list', async () => {
      const { db, app } = ctx();
      const vehicle = await createVehicle(db, { basePrice: '900' });
      await http.put(`/api/watchlist/${vehicle.id}`, undefined, dealer);
      await app.jobs.runNow('watchlist-changes');
      expect(await told(vehicle.id, 'watch-price-drop')).toEqual([]);

      await db.update(vehicles).set({ basePrice: '850' }).where(eq(vehicles.id, vehicle.id));
      await app.jobs.runNow('watchlist-changes');
      await app.jobs.runNow('watchlist-changes');
      const drops = await told(vehicle.id, 'watch-price-drop');
      expect(drops).toHaveLength(1);
      expect(drops[0]!.title).toBe('Price drop on 2015 Toyota Aqua S');
      expect(drops[0]!.body).toMatch(/^Now NZD [\d,]+ \(was NZD [\d,]+\)/);
      const mails = await db
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.kind, 'notification:watch-price-drop'),
            like(emailOutbox.subject, '%Price drop%'),
          ),
        );
      expect(mails.filter((mail) => mail.to.includes(dealer.email))).toHaveLength(1);

      const item = (await list(dealer)).find((entry) => entry.vehicleId === vehicle.id)!;
      expect(item.priceDropped).toBe(true);
      expect(item.price).not.toBe(item.priceWhenAdded);

      // A rise is not news; a later drop below the risen price is.
      await db.update(vehicles).set({ basePrice: '950' }).where(eq(vehicles.id, vehicle.id));
      await app.jobs.runNow('watchlist-changes');
      expect(await told(vehicle.id, 'watch-price-drop')).toHaveLength(1);
    });

    it("tells a reservation by another dealer, not one by the member's own company; sold units stay with their date", async () => {
      const { db, app } = ctx();
      const theirs = await createVehicle(db);
      await http.put(`/api/watchlist/${theirs.id}`, undefined, dealer);
      await db.update(vehicles).set({ status: 'reserved' }).where(eq(vehicles.id, theirs.id));
      await app.jobs.runNow('watchlist-changes');
      await app.jobs.runNow('watchlist-changes');
      const reserved = (
        await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, dealer.id), eq(notifications.kind, 'watch-reserved')))
      ).filter((row) => row.title.endsWith('2015 Toyota Aqua S'));
      expect(reserved).toHaveLength(1);
      expect(reserved[0]!.title).toBe('Reserved by another dealer: 2015 Toyota Aqua S');

      // The dealer's own accepted offer reserves a vehicle: nothing to tell him.
      const purchaseId = await createPurchase(db, { id: dealer.id, companyId: dealer.companyId! });
      const [bought] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
      await http.put(`/api/watchlist/${bought!.vehicleId}`, undefined, dealer);
      await db.update(vehicles).set({ status: 'reserved' }).where(eq(vehicles.id, bought!.vehicleId));
      await app.jobs.runNow('watchlist-changes');
      expect(
        await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, dealer.id), eq(notifications.kind, 'watch-reserved'))),
      ).toHaveLength(1);

      // Sold: greyed on the list with the date, no price.
      await db
        .update(vehicles)
        .set({ status: 'sold', updatedAt: new Date('2026-11-20T03:00:00Z') })
        .where(eq(vehicles.id, theirs.id));
      const item = (await list(dealer)).find((entry) => entry.vehicleId === theirs.id)!;
      expect(item).toMatchObject({ status: 'sold', statusSince: '2026-11-20T03:00:00.000Z', price: null });
      // No purchase of his holds that one; his own reads 'Reserved for you', then 'Bought by you'.
      expect(item.buyer).toBeNull();
      const mine = () => list(dealer).then((items) => items.find((e) => e.vehicleId === bought!.vehicleId)!);
      expect(await mine()).toMatchObject({ status: 'reserved', buyer: 'you' });
      await db.update(vehicles).set({ status: 'sold' }).where(eq(vehicles.id, bought!.vehicleId));
      expect(await mine()).toMatchObject({ status: 'sold', buyer: 'you' });
      // Another dealer watching it reads a plain status: it is someone else's deal.
      await db.update(vehicles).set({ status: 'reserved' }).where(eq(vehicles.id, bought!.vehicleId));
      expect((await http.put(`/api/watchlist/${bought!.vehicleId}`, undefined, other)).statusCode).toBe(204);
      expect((await list(other)).find((e) => e.vehicleId === bought!.vehicleId)).toMatchObject({
        buyer: 'another-dealer',
      });
    });
  });
});
