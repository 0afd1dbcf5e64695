// Steps of one negotiation sent at the same instant (Promise.all), many times over: on PostgreSQL the
// two requests really run at once; whatever order the database gives them, the outcome is one of
// the consistent ones (one winner, the loser told 409, the car, the offer and the purchases agreeing).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { offerExpiresAt } from '@ibc/domain';
import { offers, purchases, vehicles } from '../../db/schema.ts';
import { createMember, createVehicle, describeApi, type Caller } from '../../../test/helpers/index.ts';

const TRIES = 10;

describeApi('offer negotiation races', (ctx, http) => {
  let dealer: Caller & { companyId: number };
  let rival: Caller & { companyId: number };
  let staff: Caller;
  const outcomes: Record<string, Record<string, number>> = {};
  const tally = (race: string, outcome: string) => {
    outcomes[race] ??= {};
    outcomes[race][outcome] = (outcomes[race][outcome] ?? 0) + 1;
  };

  beforeAll(async () => {
    const { db } = ctx();
    const a = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });
    const b = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });
    dealer = { ...a.user, companyId: a.company.id };
    rival = { ...b.user, companyId: b.company.id };
    staff = (await createMember(db, { role: 'staff' })).user;
  });

  afterAll(() => {
    // The figures of the closing note: tries and outcomes per race, per database.
    console.info(`offer races on ${ctx().kind}: ${JSON.stringify(outcomes)}`);
  });

  /** An open offer of `amount` yen on `vehicleId`, as sending or countering leaves it. */
  async function openOffer(
    member: Caller & { companyId: number },
    vehicleId: number,
    amount: string,
    status: 'submitted' | 'countered' = 'submitted',
  ): Promise<number> {
    const [row] = await ctx()
      .db.insert(offers)
      .values({
        userId: member.id,
        companyId: member.companyId,
        vehicleId,
        offerAmount: amount,
        currentAmount: amount,
        currency: 'JPY',
        computedFees: '0',
        tab: 11,
        status,
        expiresAt: offerExpiresAt(new Date()),
      })
      .returning({ id: offers.id });
    return row!.id;
  }

  async function stateOf(offerId: number, vehicleId: number) {
    const { db } = ctx();
    const [offer] = await db
      .select({ status: offers.status, amount: offers.currentAmount })
      .from(offers)
      .where(eq(offers.id, offerId));
    const [car] = await db
      .select({ status: vehicles.status })
      .from(vehicles)
      .where(eq(vehicles.id, vehicleId));
    const sold = await db.select().from(purchases).where(eq(purchases.vehicleId, vehicleId));
    return { offer: offer!, car: car!.status, purchases: sold };
  }

  it(`never sells one car twice: two acceptances at once, ${TRIES} times`, async () => {
    for (let i = 0; i < TRIES; i++) {
      const vehicle = await createVehicle(ctx().db);
      const a = await openOffer(dealer, vehicle.id, '600000');
      const b = await openOffer(rival, vehicle.id, '610000');
      const [first, second] = await Promise.all([
        http.post(`/api/admin/offers/${a}/accept`, {}, staff),
        http.post(`/api/admin/offers/${b}/accept`, {}, staff),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const [winner, loser] = first.statusCode === 200 ? [a, b] : [b, a];
      const won = await stateOf(winner, vehicle.id);
      expect(won.purchases.map((p) => p.offerId)).toEqual([winner]);
      expect(won).toMatchObject({ car: 'reserved', offer: { status: 'accepted' } });
      // The loser's offer was declined when the car went to the other dealer.
      expect((await stateOf(loser, vehicle.id)).offer.status).toBe('declined');
      tally('two acceptances', winner === a ? 'first won' : 'second won');
    }
  });

  it(`staff accept and dealer withdraw at once: one of them, ${TRIES} times`, async () => {
    for (let i = 0; i < TRIES; i++) {
      const vehicle = await createVehicle(ctx().db);
      const id = await openOffer(dealer, vehicle.id, '600000');
      const [accepted, withdrawn] = await Promise.all([
        http.post(`/api/admin/offers/${id}/accept`, {}, staff),
        http.post(`/api/vehicle-auction/my-offers/${id}/withdraw`, {}, dealer),
      ]);
      expect([accepted.statusCode, withdrawn.statusCode].sort()).toEqual([200, 409]);
      const state = await stateOf(id, vehicle.id);
      if (accepted.statusCode === 200) {
        expect(state).toMatchObject({ offer: { status: 'accepted' }, car: 'reserved' });
        expect(state.purchases).toHaveLength(1);
        tally('accept vs withdraw', 'accepted');
      } else {
        expect(state).toMatchObject({ offer: { status: 'withdrawn' }, car: 'available' });
        expect(state.purchases).toHaveLength(0);
        tally('accept vs withdraw', 'withdrawn');
      }
    }
  });

  it(`dealer accepts a counter while staff counter again: one of them, ${TRIES} times`, async () => {
    for (let i = 0; i < TRIES; i++) {
      const vehicle = await createVehicle(ctx().db);
      const id = await openOffer(dealer, vehicle.id, '640000', 'countered');
      const [accepted, countered] = await Promise.all([
        http.post(`/api/vehicle-auction/my-offers/${id}/accept`, { amount: '640000' }, dealer),
        http.post(`/api/admin/offers/${id}/counter`, { amount: '630000' }, staff),
      ]);
      expect([accepted.statusCode, countered.statusCode].sort()).toEqual([200, 409]);
      const state = await stateOf(id, vehicle.id);
      if (accepted.statusCode === 200) {
        // Accepted at the amount the dealer saw; the late counter found the offer closed.
        expect(state).toMatchObject({ offer: { status: 'accepted', amount: '640000.00' }, car: 'reserved' });
        expect(state.purchases.map((p) => p.agreedAmount)).toEqual(['640000.00']);
        tally('accept vs counter', 'accepted');
      } else {
        // The new counter stands; the dealer is not bound to an amount he never saw.
        expect(state).toMatchObject({
          offer: { status: 'countered', amount: '630000.00' },
          car: 'available',
        });
        expect(state.purchases).toHaveLength(0);
        expect(accepted.json<{ message: string }>().message).toContain('The amount on the table is now');
        tally('accept vs counter', 'countered');
      }
    }
  });
});
