// The life of a purchase through HTTP, on PGlite and PostgreSQL: the stages only through the
// purchase's machine (forward only, departure once booked, arrival after departure), stage dates
// checked on Japan's calendar, departure selling the car, cancellation end to end (invoices voided,
// the car back on sale and in the member search, the dealer told, the log written), the actions each
// role is offered, and the races: two cancellations at once, a cancellation against a departure.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  businessDate,
  PURCHASE_MESSAGES,
  type AdminPurchaseDetail,
  type PurchaseDetail,
  type PurchaseList,
} from '@ibc/domain';
import {
  activityLog,
  invoices,
  notifications,
  paymentAllocations,
  payments,
  purchaseStages,
  purchases,
  vehicles,
} from '../../db/schema.ts';
import type { Actor } from '../../lib/activity-log.ts';
import { AppError } from '../../lib/errors.ts';
import {
  type Caller,
  createMember,
  createPurchase,
  describeApi,
  NZ_SNAPSHOT,
} from '../../../test/helpers/index.ts';

/** Japan's date `days` from today: the calendar stage dates are checked on. */
const japanDay = (days = 0) => addCalendarDays(businessDate(new Date()), days);

type FieldErrors = { fieldErrors: Record<string, string> };

describeApi('purchases: stages, booking and cancellation', (ctx, http) => {
  let dealer: Caller & { companyId: number };
  let rival: Caller & { companyId: number };
  let staff: Caller & { email: string };
  let actor: Actor;

  beforeAll(async () => {
    const { db } = ctx();
    const a = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });
    const b = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });
    dealer = { ...a.user, companyId: a.company.id };
    rival = { ...b.user, companyId: b.company.id };
    const s = await createMember(db, { role: 'staff' });
    staff = s.user;
    actor = { userId: s.user.id, email: s.user.email };
  });

  /**
   * A purchase as an accepted offer leaves it, bought ten days ago (so stages have days to be dated
   * on): its car reserved, its 'purchased' step on the timeline, its proforma issued.
   */
  async function purchase(): Promise<{ id: number; vehicleId: number; chassis: string; proforma: string }> {
    const { db, app } = ctx();
    const boughtAt = new Date(Date.now() - 10 * 24 * 3600_000);
    const id = await createPurchase(db, dealer, {
      priceSnapshot: NZ_SNAPSHOT,
      destinationPortId: 7501,
      createdAt: boughtAt,
    });
    const [row] = await db.select().from(purchases).where(eq(purchases.id, id));
    const [car] = await db
      .update(vehicles)
      .set({ status: 'reserved' })
      .where(eq(vehicles.id, row!.vehicleId))
      .returning();
    await db.insert(purchaseStages).values({ purchaseId: id, stage: 'purchased', occurredAt: boughtAt });
    const proforma = await db.transaction((tx) => app.services.invoices.issueProforma(tx, id, actor));
    return { id, vehicleId: car!.id, chassis: car!.chassis, proforma: proforma.number };
  }

  let voyageSerial = 0;
  /** A voyage to Auckland leaving Japan in a few days. */
  async function voyage(): Promise<number> {
    voyageSerial += 1;
    const res = await http.post(
      '/api/admin/shipping/voyages',
      {
        vesselName: `Purchase Leader ${voyageSerial}`,
        voyageNumber: `${voyageSerial}A`,
        loadingPort: 'Yokohama',
        etd: japanDay(3),
        calls: [{ portId: 7501, eta: japanDay(20) }],
      },
      staff,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  }

  const stage = (id: number, body: Record<string, unknown>) =>
    http.post(`/api/admin/purchases/${id}/stage`, body, staff);
  const book = async (id: number) => {
    const res = await http.post(`/api/admin/purchases/${id}/booking`, { voyageId: await voyage() }, staff);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminPurchaseDetail>();
  };
  const cancel = (id: number, reason: unknown = 'The dealer found the car damaged in the yard photos.') =>
    http.post(`/api/admin/purchases/${id}/cancel`, { reason }, staff);
  const adminView = async (id: number) =>
    (await http.get(`/api/admin/purchases/${id}`, staff)).json<AdminPurchaseDetail>();
  const dealerView = async (id: number) =>
    (await http.get(`/api/purchases/${id}`, dealer)).json<PurchaseDetail>();
  const carStatus = async (vehicleId: number) =>
    (await ctx().db.select().from(vehicles).where(eq(vehicles.id, vehicleId)))[0]!.status;
  /** Whether the dealer's member search finds the car (it shows cars on sale and reserved ones). */
  async function inMemberSearch(vehicleId: number, chassis: string): Promise<boolean> {
    const res = await http.post('/api/vehicles/postlog/search', { freeText: chassis.toLowerCase() }, rival);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ vehicles: { id: number }[] }>().vehicles.some((v) => v.id === vehicleId);
  }
  /** A payment the dealer recorded against the purchase's proforma, in `status`. */
  async function payment(proforma: string, status: 'pending' | 'confirmed'): Promise<number> {
    const { db } = ctx();
    const [invoice] = await db.select().from(invoices).where(eq(invoices.number, proforma));
    const [paid] = await db
      .insert(payments)
      .values({
        companyId: dealer.companyId,
        userId: dealer.id,
        currency: 'NZD',
        amount: '500',
        paidOn: japanDay(-1),
        status,
      })
      .returning();
    await db
      .insert(paymentAllocations)
      .values({ paymentId: paid!.id, invoiceId: invoice!.id, amount: '500' });
    return paid!.id;
  }

  describe('the stages, through the machine', () => {
    it('moves forward only, each stage on a Japan date between the last stage and today', async () => {
      const { id, vehicleId, chassis } = await purchase();
      // Staff are offered the yard's stages, booking and cancelling; the dealer the consignee.
      expect((await adminView(id)).allowedActions).toEqual([
        'mark-in-yard',
        'mark-export-certificate',
        'mark-inspected',
        'book',
        'cancel',
        'edit-parties',
        'invoice',
      ]);
      expect((await dealerView(id)).allowedActions).toEqual(['edit-parties']);

      // Departure and arrival wait for the booking; 'purchased' and 'booked' are not dated stages.
      for (const ahead of ['departed', 'arrived', 'released', 'purchased', 'booked']) {
        const refused = await stage(id, { stage: ahead, occurredOn: japanDay() });
        expect(refused.statusCode, ahead).toBe(409);
      }
      expect((await stage(id, { stage: 'departed', occurredOn: japanDay() })).json()).toMatchObject({
        message: 'A vehicle departs only once it is booked on a voyage, and only once.',
      });

      const yard = await stage(id, { stage: 'in-yard', occurredOn: japanDay(-3), note: 'Yokohama yard' });
      expect(yard.statusCode, yard.body).toBe(200);
      // Not before the stage before it; not after today in Japan; a real date.
      const early = await stage(id, { stage: 'export-certificate', occurredOn: japanDay(-5) });
      expect(early.statusCode).toBe(400);
      expect(early.json<FieldErrors>().fieldErrors.occurredOn).toMatch(
        /^The purchase reached its previous stage on .*: this stage cannot be dated before it\.$/,
      );
      const future = await stage(id, { stage: 'export-certificate', occurredOn: japanDay(30) });
      expect(future.statusCode).toBe(400);
      expect(future.json<FieldErrors>().fieldErrors.occurredOn).toMatch(
        /^A stage is recorded once it has happened: the date cannot be after today \(.* in Japan\)\.$/,
      );
      const unreal = await stage(id, { stage: 'export-certificate', occurredOn: '2026-02-30' });
      expect(unreal.json<FieldErrors>().fieldErrors.occurredOn).toBe('Enter a real date.');
      // Back to a stage already reached: the machine refuses it, and the log says so.
      const back = await stage(id, { stage: 'in-yard', occurredOn: japanDay() });
      expect(back.statusCode).toBe(409);
      const refusals = await ctx()
        .db.select()
        .from(activityLog)
        .where(
          and(
            eq(activityLog.entityType, 'purchase'),
            eq(activityLog.entityId, String(id)),
            eq(activityLog.action, 'refused'),
          ),
        );
      expect(refusals.some((r) => r.summary.startsWith('mark-in-yard refused'))).toBe(true);

      // The yard's stages may be skipped; the booking follows, then departure, arrival, release.
      expect((await stage(id, { stage: 'inspected', occurredOn: japanDay(-2) })).statusCode).toBe(200);
      const booked = await book(id);
      expect(booked).toMatchObject({
        stage: 'booked',
        allowedActions: ['book', 'mark-departed', 'cancel', 'invoice'],
      });
      expect((await dealerView(id)).allowedActions).toEqual([]);
      expect(
        (await http.patch(`/api/purchases/${id}`, { consignee: 'Someone else' }, dealer)).statusCode,
      ).toBe(409);
      // Booked again (another voyage) while booked: allowed.
      expect((await book(id)).stage).toBe('booked');
      expect((await stage(id, { stage: 'arrived', occurredOn: japanDay() })).statusCode).toBe(409);
      // The booking happened today: departure cannot be dated before it.
      expect((await stage(id, { stage: 'departed', occurredOn: japanDay(-1) })).statusCode).toBe(400);

      expect(await carStatus(vehicleId)).toBe('reserved');
      expect(await inMemberSearch(vehicleId, chassis)).toBe(true);
      const departed = await stage(id, { stage: 'departed', occurredOn: japanDay() });
      expect(departed.statusCode, departed.body).toBe(200);
      expect(departed.json<AdminPurchaseDetail>().allowedActions).toEqual(['mark-arrived', 'invoice']);
      // Departure sells the car: it leaves the member search.
      expect(await carStatus(vehicleId)).toBe('sold');
      expect(await inMemberSearch(vehicleId, chassis)).toBe(false);
      // Once it has left Japan, the booking no longer changes.
      const rebook = await http.post(
        `/api/admin/purchases/${id}/booking`,
        { voyageId: await voyage() },
        staff,
      );
      expect(rebook.statusCode).toBe(409);
      expect(rebook.json()).toMatchObject({
        message: 'The vehicle has left on its voyage: its booking can no longer change.',
      });

      expect((await stage(id, { stage: 'arrived', occurredOn: japanDay() })).statusCode).toBe(200);
      const released = await stage(id, { stage: 'released', occurredOn: japanDay() });
      expect(released.json<AdminPurchaseDetail>().allowedActions).toEqual(['invoice']);

      // The dealer reads every stage on its Japan date, and heard of each.
      const deal = await dealerView(id);
      expect(deal.timeline.map((t) => [t.stage, t.occurredOn])).toEqual([
        ['purchased', japanDay(-10)],
        ['in-yard', japanDay(-3)],
        ['export-certificate', null],
        ['inspected', japanDay(-2)],
        ['booked', japanDay()],
        ['departed', japanDay()],
        ['arrived', japanDay()],
        ['released', japanDay()],
      ]);
      expect(deal.timeline[1]).toMatchObject({
        note: 'Yokohama yard',
        occurredAt: `${japanDay(-3)}T00:00:00.000Z`,
      });
      expect(deal.purchasedOn).toBe(japanDay(-10));
      const told = await ctx().db.select().from(notifications).where(eq(notifications.userId, dealer.id));
      const titles = told.filter((n) => n.link === `/my-account/purchases/${id}`).map((n) => n.title);
      for (const reached of [
        'In yard',
        'Inspected (JEVIC/MPI)',
        'Loaded / departed',
        'Arrived',
        'Released',
      ]) {
        expect(
          titles.some((title) => title.endsWith(`: ${reached}`)),
          reached,
        ).toBe(true);
      }
    });

    it('refuses a departure without a voyage, even when the stage says booked', async () => {
      const { id } = await purchase();
      await ctx().db.update(purchases).set({ stage: 'booked' }).where(eq(purchases.id, id));
      const refused = await stage(id, { stage: 'departed', occurredOn: japanDay() });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: PURCHASE_MESSAGES.needsVoyage });
      expect((await adminView(id)).allowedActions).not.toContain('mark-departed');
    });

    it("accepts Japan's today when it is already tomorrow in UTC, and refuses the day after", async () => {
      const { id } = await purchase();
      // 20:00 UTC is 05:00 the next morning in Japan.
      const now = new Date();
      now.setUTCHours(20, 0, 0, 0);
      if (now.getTime() < Date.now()) now.setUTCDate(now.getUTCDate() + 1);
      const japanToday = businessDate(now);
      expect(japanToday).toBe(addCalendarDays(now.toISOString().slice(0, 10), 1));
      const { purchases: service } = ctx().app.services;
      const tomorrow = service.moveStage(
        actor,
        id,
        { stage: 'in-yard', occurredOn: addCalendarDays(japanToday, 1), note: '' },
        now,
      );
      await expect(tomorrow).rejects.toBeInstanceOf(AppError);
      await expect(tomorrow).rejects.toMatchObject({ statusCode: 400 });
      const moved = await service.moveStage(
        actor,
        id,
        { stage: 'in-yard', occurredOn: japanToday, note: '' },
        now,
      );
      expect(moved.timeline.find((t) => t.stage === 'in-yard')?.occurredOn).toBe(japanToday);
    });

    it('is the sales team’s: a dealer gets 404, a visitor 401', async () => {
      const { id } = await purchase();
      expect((await http.post(`/api/admin/purchases/${id}/cancel`, { reason: 'x' }, dealer)).statusCode).toBe(
        404,
      );
      expect((await http.post(`/api/admin/purchases/${id}/cancel`, { reason: 'x' })).statusCode).toBe(401);
      expect((await stage(999_999, { stage: 'in-yard', occurredOn: japanDay() })).statusCode).toBe(404);
      expect((await cancel(999_999)).statusCode).toBe(404);
    });
  });

  it('lists every purchase newest first, a page at a time, with how many there are in all', async () => {
    const made = [(await purchase()).id, (await purchase()).id, (await purchase()).id];
    type Page = { items: { id: number; stage: string }[]; total: number; page: number; pageSize: number };
    const first = (await http.get('/api/admin/purchases?pageSize=2', staff)).json<Page>();
    expect(first).toMatchObject({ page: 1, pageSize: 2 });
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.items.map((p) => p.id)).toEqual([made[2], made[1]]);
    const second = (await http.get('/api/admin/purchases?pageSize=2&page=2', staff)).json<Page>();
    expect(second.items[0]!.id).toBe(made[0]);
    expect(second.total).toBe(first.total);
    const purchased = (
      await http.get('/api/admin/purchases?stage=purchased&pageSize=200', staff)
    ).json<Page>();
    expect(purchased.total).toBe(purchased.items.length);
    expect(purchased.items.every((p) => p.stage === 'purchased')).toBe(true);
    expect((await http.get('/api/admin/purchases?pageSize=500', staff)).statusCode).toBe(400);
  });

  describe('cancelling a purchase', () => {
    it('voids the open invoices, puts the car back on sale, tells the dealer and writes the log', async () => {
      const { id, vehicleId, chassis, proforma } = await purchase();
      await book(id);
      // A payment waiting for confirmation holds the cancellation back.
      const pending = await payment(proforma, 'pending');
      expect((await adminView(id)).allowedActions).not.toContain('cancel');
      const held = await cancel(id);
      expect(held.statusCode).toBe(409);
      expect(held.json()).toMatchObject({ message: PURCHASE_MESSAGES.pendingPayments });
      // Confirmed, it stays as credit.
      await ctx().db.update(payments).set({ status: 'confirmed' }).where(eq(payments.id, pending));
      expect((await adminView(id)).allowedActions).toContain('cancel');

      const empty = await cancel(id, '   ');
      expect(empty.statusCode).toBe(400);
      expect(empty.json<FieldErrors>().fieldErrors.reason).toBe('Please give the reason.');
      expect(await carStatus(vehicleId)).toBe('reserved');

      const done = await cancel(id, '  The dealer found the car damaged in the yard photos.  ');
      expect(done.statusCode, done.body).toBe(200);
      const cancelled = done.json<AdminPurchaseDetail>();
      expect(cancelled).toMatchObject({
        stage: 'cancelled',
        allowedActions: [],
        cancellation: { on: japanDay(), reason: 'The dealer found the car damaged in the yard photos.' },
      });
      // The timeline keeps what was reached and the cancellation, with nothing ahead.
      expect(cancelled.timeline.map((t) => t.stage)).toEqual(['purchased', 'booked', 'cancelled']);
      expect(cancelled.timeline[2]).toMatchObject({
        label: 'Cancelled',
        occurredOn: japanDay(),
        note: 'The dealer found the car damaged in the yard photos.',
      });

      const [invoice] = await ctx().db.select().from(invoices).where(eq(invoices.number, proforma));
      expect(invoice!.status).toBe('void');
      expect((await ctx().db.select().from(payments).where(eq(payments.id, pending)))[0]!.status).toBe(
        'confirmed',
      );
      // The car is on sale again: in the member search, taking offers.
      expect(await carStatus(vehicleId)).toBe('available');
      expect(await inMemberSearch(vehicleId, chassis)).toBe(true);

      const told = await ctx()
        .db.select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, dealer.id), eq(notifications.link, `/my-account/purchases/${id}`)),
        );
      const notice = told.find((n) => n.title.endsWith('purchase cancelled'))!;
      expect(notice.kind).toBe('shipment-stage');
      expect(notice.body).toContain('The dealer found the car damaged in the yard photos.');
      expect(notice.body).toContain(`Invoices voided: ${proforma}.`);
      expect(notice.body).toContain('stays as credit on your account');

      const [entry] = await ctx()
        .db.select()
        .from(activityLog)
        .where(
          and(
            eq(activityLog.entityType, 'purchase'),
            eq(activityLog.entityId, String(id)),
            eq(activityLog.action, 'cancelled'),
          ),
        );
      expect(entry!.summary).toContain(proforma);
      expect(entry!.summary).toContain('The dealer found the car damaged in the yard photos.');
      expect(entry!.changes).toMatchObject({ stage: { before: 'booked', after: 'cancelled' } });

      // The dealer's list and deal page show it cancelled, why and when; nothing is left to do.
      const mine = (await http.get('/api/purchases', dealer)).json<PurchaseList>().purchases;
      expect(mine.find((p) => p.id === id)).toMatchObject({
        stage: 'cancelled',
        cancellation: { on: japanDay(), reason: 'The dealer found the car damaged in the yard photos.' },
      });
      expect((await dealerView(id)).allowedActions).toEqual([]);
      const filtered = (await http.get('/api/admin/purchases?stage=cancelled', staff)).json<{
        items: { id: number }[];
      }>();
      expect(filtered.items.map((p) => p.id)).toContain(id);
      // Once is enough; no stage after it, and a cancelled purchase is never invoiced again.
      expect((await cancel(id)).statusCode).toBe(409);
      expect((await stage(id, { stage: 'in-yard', occurredOn: japanDay() })).statusCode).toBe(409);
      expect(cancelled.allowedActions).not.toContain('invoice');
      for (const kind of ['proforma', 'final']) {
        const issued = await http.post(`/api/admin/purchases/${id}/invoices/${kind}`, {}, staff);
        expect(issued.statusCode, kind).toBe(409);
        expect(issued.json()).toMatchObject({
          message: 'This purchase is cancelled: it is no longer invoiced.',
        });
      }
    });

    it('is refused once the vehicle has left Japan', async () => {
      const { id, vehicleId } = await purchase();
      await book(id);
      expect((await stage(id, { stage: 'departed', occurredOn: japanDay() })).statusCode).toBe(200);
      const late = await cancel(id);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        message:
          'This purchase can no longer be cancelled: the vehicle has left Japan, or it is cancelled already.',
      });
      expect(await carStatus(vehicleId)).toBe('sold');
    });
  });

  describe('at the same instant', () => {
    const TRIES = 10;

    it('two cancellations: one cancels, the other is refused', async () => {
      const outcomes: string[] = [];
      for (let i = 0; i < TRIES; i++) {
        const { id, vehicleId } = await purchase();
        const answers = await Promise.all([cancel(id, 'First'), cancel(id, 'Second')]);
        const codes = answers.map((a) => a.statusCode).sort();
        expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 409]);
        expect(await carStatus(vehicleId)).toBe('available');
        const entries = await ctx()
          .db.select()
          .from(activityLog)
          .where(
            and(
              eq(activityLog.entityType, 'purchase'),
              eq(activityLog.entityId, String(id)),
              eq(activityLog.action, 'cancelled'),
            ),
          );
        expect(entries).toHaveLength(1);
        outcomes.push(codes.join('+'));
      }
      console.info(`two cancellations x${TRIES} [${ctx().kind}]:`, tally(outcomes));
    });

    it('a cancellation and a departure: the car is sold and departed, or available and cancelled', async () => {
      const outcomes: string[] = [];
      for (let i = 0; i < TRIES; i++) {
        const { id, vehicleId } = await purchase();
        await book(id);
        const [cancelled, departed] = await Promise.all([
          cancel(id, 'The dealer changed his mind.'),
          stage(id, { stage: 'departed', occurredOn: japanDay() }),
        ]);
        expect(
          [cancelled.statusCode, departed.statusCode].sort(),
          `${cancelled.body}\n${departed.body}`,
        ).toEqual([200, 409]);
        const [row] = await ctx().db.select().from(purchases).where(eq(purchases.id, id));
        const car = await carStatus(vehicleId);
        const outcome = `${row!.stage}/${car}`;
        expect(['cancelled/available', 'departed/sold']).toContain(outcome);
        expect(cancelled.statusCode === 200).toBe(outcome === 'cancelled/available');
        outcomes.push(outcome);
      }
      console.info(`cancel vs departure x${TRIES} [${ctx().kind}]:`, tally(outcomes));
    });
  });
});

function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}
