// A vehicle's status through HTTP where it meets the deal: staff withdraw or relist a car while an
// offer on it is accepted (at the same instant, on PostgreSQL: one consistent outcome every try), a
// reserved car that a purchase holds never goes back on sale, and the dealers read the lifecycle on
// their side: 'Reserved for you' for the buyer, 'Reserved' for everyone else, then sold cars leave
// the searches while the buyer can still open his.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, purchases, vehicles } from '../../db/schema.ts';
import {
  createMember,
  createVehicle,
  describeApi,
  sendOfferAs,
  type Caller,
} from '../../../test/helpers/index.ts';

/** Tries of each race: enough for both orders to turn up on PostgreSQL. */
const TRIES = 10;

const NO_LONGER_AVAILABLE = 'This vehicle is no longer available.';

type SearchItem = { id: number; isReserved: boolean; buyer?: string | null };

describeApi('vehicle lifecycle', (ctx, http) => {
  let dealer: Caller;
  let rival: Caller;
  let staff: Caller;
  /** Dealers who take turns in the races: a member may send 30 offers in 10 minutes. */
  let bidders: Caller[] = [];
  const bidder = (i: number) => bidders[i % bidders.length]!;

  beforeAll(async () => {
    const { db } = ctx();
    dealer = (await createMember(db, { countryId: 75, activeCurrency: 'NZD' })).user;
    rival = (await createMember(db, { countryId: 75, activeCurrency: 'NZD' })).user;
    staff = (await createMember(db, { role: 'staff' })).user;
    bidders = [];
    for (let i = 0; i < 4; i += 1) {
      bidders.push((await createMember(db, { countryId: 75, activeCurrency: 'NZD' })).user);
    }
  });

  /** An offer at the list price, sent as the member sends it from the offer dialog; its id. */
  const offer = (member: Caller, vehicleId: number) => sendOfferAs(ctx, http, member, vehicleId);

  const accept = (offerId: number) => http.post(`/api/admin/offers/${offerId}/accept`, {}, staff);
  const step = (vehicleId: number, action: string) =>
    http.post(`/api/admin/stock/${vehicleId}/status`, { action }, staff);

  async function stateOf(vehicleId: number) {
    const { db } = ctx();
    const [row] = await db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    const held = await db.select().from(purchases).where(eq(purchases.vehicleId, vehicleId));
    return { status: row!.status, purchases: held.length };
  }

  const search = async (member: Caller | null, chassis: string): Promise<SearchItem[]> => {
    const res = member
      ? await http.post('/api/vehicles/postlog/search', { tab: 11, freeText: chassis }, member)
      : await http.post('/api/vehicles/prelog/search', { tab: 11, freeText: chassis });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ vehicles: SearchItem[] }>().vehicles;
  };

  describe('races (two requests at once)', () => {
    it('withdraw vs accepting an offer: reserved with one purchase, or withdrawn and the acceptance refused', async () => {
      const outcomes = { reserved: 0, withdrawn: 0 };
      for (let i = 0; i < TRIES; i += 1) {
        const vehicle = await createVehicle(ctx().db);
        const offerId = await offer(bidder(i), vehicle.id);
        const [accepted, withdrawn] = await Promise.all([accept(offerId), step(vehicle.id, 'withdraw')]);
        const state = await stateOf(vehicle.id);
        if (accepted.statusCode === 200) {
          expect(withdrawn.statusCode, withdrawn.body).toBe(409);
          expect(state).toEqual({ status: 'reserved', purchases: 1 });
          outcomes.reserved += 1;
        } else {
          expect(accepted.statusCode, accepted.body).toBe(409);
          expect(accepted.json().message).toBe(NO_LONGER_AVAILABLE);
          expect(withdrawn.statusCode, withdrawn.body).toBe(200);
          expect(state).toEqual({ status: 'withdrawn', purchases: 0 });
          outcomes.withdrawn += 1;
        }
      }
      expect(outcomes.reserved + outcomes.withdrawn).toBe(TRIES);
      console.info(`[${ctx().kind}] withdraw vs accept, ${TRIES} tries:`, outcomes);
    });

    it('relist vs accepting an offer on a withdrawn car: reserved with one purchase, or back on sale and the acceptance refused', async () => {
      const outcomes = { reserved: 0, available: 0 };
      for (let i = 0; i < TRIES; i += 1) {
        const vehicle = await createVehicle(ctx().db);
        const offerId = await offer(bidder(i), vehicle.id);
        expect((await step(vehicle.id, 'withdraw')).statusCode).toBe(200);
        const [accepted, relisted] = await Promise.all([accept(offerId), step(vehicle.id, 'relist')]);
        expect(relisted.statusCode, relisted.body).toBe(200);
        const state = await stateOf(vehicle.id);
        if (accepted.statusCode === 200) {
          // Relisted first: the offer, still open, was accepted on the car back on sale.
          expect(state).toEqual({ status: 'reserved', purchases: 1 });
          outcomes.reserved += 1;
        } else {
          expect(accepted.statusCode, accepted.body).toBe(409);
          expect(accepted.json().message).toBe(NO_LONGER_AVAILABLE);
          expect(state).toEqual({ status: 'available', purchases: 0 });
          outcomes.available += 1;
        }
      }
      expect(outcomes.reserved + outcomes.available).toBe(TRIES);
      console.info(`[${ctx().kind}] relist vs accept, ${TRIES} tries:`, outcomes);
    });

    it("relist vs accepting another dealer's offer on a reserved car a purchase holds: both refused, every time", async () => {
      for (let i = 0; i < TRIES; i += 1) {
        const vehicle = await createVehicle(ctx().db);
        const theirs = await offer(bidder(i), vehicle.id);
        const mine = await offer(bidder(i + 1), vehicle.id);
        expect((await accept(mine)).statusCode).toBe(200);
        const [relisted, accepted] = await Promise.all([step(vehicle.id, 'relist'), accept(theirs)]);
        expect(relisted.statusCode, relisted.body).toBe(409);
        expect(accepted.statusCode, accepted.body).toBe(409);
        expect(await stateOf(vehicle.id)).toEqual({ status: 'reserved', purchases: 1 });
      }
    });
  });

  it('a reserved car with a live purchase is never set back on sale: no second sale, nothing answers 500', async () => {
    const { db } = ctx();
    const vehicle = await createVehicle(db);
    const theirs = await offer(rival, vehicle.id);
    const mine = await offer(dealer, vehicle.id);
    const accepted = await accept(mine);
    expect(accepted.statusCode, accepted.body).toBe(200);

    const relist = await step(vehicle.id, 'relist');
    expect(relist.statusCode).toBe(409);
    expect(relist.json().message).toBe(
      'This vehicle is reserved by a purchase: cancel the purchase to put it back on sale.',
    );
    const refused = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, String(vehicle.id)));
    expect(refused.filter((row) => row.entityType === 'vehicle' && row.action === 'refused')).toEqual([
      expect.objectContaining({ summary: expect.stringMatching(/^relist refused: Toyota Aqua /) }),
    ]);

    // It stays out of reach: the rival's offer cannot be accepted, nor a new one sent.
    const second = await accept(theirs);
    expect(second.statusCode, second.body).toBe(409);
    const again = await http.post(
      '/api/vehicle-auction/send-offer?isNZICP=false&isDduStock=false',
      {
        vehicleId: vehicle.id,
        offerAmount: '650000',
        computedFees: '10000',
        comment: '',
        vehiclePrice: 'NZD 10,000',
        deliveryType: '',
        checklistLink: '',
        tab: 11,
      },
      rival,
    );
    expect(again.statusCode).toBe(409);
    expect(await stateOf(vehicle.id)).toEqual({ status: 'reserved', purchases: 1 });
  });

  it("marks the buyer's car 'Reserved for you' to him only; sold cars leave the searches, his checklist still opens", async () => {
    const { db } = ctx();
    const vehicle = await createVehicle(db);
    expect(await search(dealer, vehicle.chassis)).toEqual([
      expect.objectContaining({ id: vehicle.id, isReserved: false, buyer: null }),
    ]);
    expect((await accept(await offer(dealer, vehicle.id))).statusCode).toBe(200);

    expect(await search(dealer, vehicle.chassis)).toEqual([
      expect.objectContaining({ id: vehicle.id, isReserved: true, buyer: 'you' }),
    ]);
    expect(await search(rival, vehicle.chassis)).toEqual([
      expect.objectContaining({ id: vehicle.id, isReserved: true, buyer: 'another-dealer' }),
    ]);
    // Visitors see the plain marker and are never told whose deal it is.
    const [visible] = await search(null, vehicle.chassis);
    expect(visible).toMatchObject({ isReserved: true });
    expect(visible).not.toHaveProperty('buyer');
    const checklist = await http.get(`/api/vehicles/checklist/${vehicle.id}`, dealer);
    expect(checklist.json()).toMatchObject({ status: 'reserved', buyer: 'you' });

    // Departure sells it (the purchases module steps the vehicle): out of every search.
    await db.update(vehicles).set({ status: 'sold' }).where(eq(vehicles.id, vehicle.id));
    expect(await search(dealer, vehicle.chassis)).toEqual([]);
    expect(await search(rival, vehicle.chassis)).toEqual([]);
    expect(await search(null, vehicle.chassis)).toEqual([]);
    const sold = await http.get(`/api/vehicles/checklist/${vehicle.id}`, dealer);
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json()).toMatchObject({ id: vehicle.id, status: 'sold', buyer: 'you' });
    expect((await http.get(`/api/vehicles/checklist/${vehicle.id}`, rival)).json()).toMatchObject({
      status: 'sold',
      buyer: 'another-dealer',
    });
    const anonymous = (await http.get(`/api/vehicles/checklist/${vehicle.id}`)).json<object>();
    expect(anonymous).not.toHaveProperty('buyer');
  });
});
