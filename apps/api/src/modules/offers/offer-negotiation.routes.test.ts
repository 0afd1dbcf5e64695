// The negotiation through HTTP, on PGlite and PostgreSQL: the staff inbox and answers, the
// dealer's thread and answers, reservation and purchase on acceptance, illegal steps refused (409),
// other members' offers invisible (404), expiry. The test cars list at JPY 650,000 (basePrice 650
// thousands of yen), so the amounts here stay near it. Races: offer-races.routes.test.ts.
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { addCalendarDays, businessDate, computeLandedPrice, SOLD_TO_ANOTHER_CUSTOMER } from '@ibc/domain';
import { activityLog, notifications, purchases, vehicles } from '../../db/schema.ts';
import { loadMember } from '../../db/member-read-model.ts';
import {
  bearer,
  createMember,
  createVehicle,
  describeApi,
  sendOfferAs,
  type Caller,
} from '../../../test/helpers/index.ts';
import { priceVehiclesForMember } from '../pricing/pricing.service.ts';

describeApi('offer negotiation', (ctx, http) => {
  let dealer: Caller & { companyId: number };
  let rival: Caller & { companyId: number };
  let staff: Caller;

  beforeAll(async () => {
    const { db } = ctx();
    const a = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });
    const b = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });
    dealer = { ...a.user, companyId: a.company.id };
    rival = { ...b.user, companyId: b.company.id };
    staff = (await createMember(db, { role: 'staff' })).user;
  });

  /** Sends an offer of `typed` (thousands of yen) as the member would from the modal; returns its id. */
  const offer = (member: Caller, vehicleId: number, typed: string) =>
    sendOfferAs(ctx, http, member, vehicleId, { typed, comment: 'Can you do better?' });

  it('puts a new offer in the staff inbox, oldest first, and tells the sales team', async () => {
    const vehicle = await createVehicle(ctx().db);
    const first = await offer(dealer, vehicle.id, '600');
    const second = await offer(rival, vehicle.id, '610');
    const inbox = await http.get('/api/admin/offers', staff);
    expect(inbox.statusCode, inbox.body).toBe(200);
    const ids = inbox.json<{ items: { id: number; awaiting: string }[] }>().items.map((o) => o.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const row = inbox
      .json<{ items: { id: number; awaiting: string; companyName: string }[] }>()
      .items.find((o) => o.id === first)!;
    expect(row.awaiting).toBe('staff');
    const bell = await ctx().db.select().from(notifications).where(eq(notifications.userId, staff.id));
    expect(bell.some((n) => n.kind === 'offer-received' && n.link === `/admin/offers/${first}`)).toBe(true);
  });

  it('pages the inbox: every offer once, oldest first, with how many there are in all', async () => {
    for (let k = 0; k < 3; k++) await offer(dealer, (await createVehicle(ctx().db)).id, String(600 + k));
    type Page = { items: { id: number }[]; total: number; page: number; pageSize: number };
    const whole = (await http.get('/api/admin/offers?status=all&pageSize=200', staff)).json<Page>();
    expect(whole.total).toBe(whole.items.length);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(whole.total / 2); page++) {
      const answer = await http.get(`/api/admin/offers?status=all&pageSize=2&page=${page}`, staff);
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json<Page>();
      expect(body).toMatchObject({ total: whole.total, page, pageSize: 2 });
      seen.push(...body.items.map((o) => o.id));
    }
    expect(seen).toEqual(whole.items.map((o) => o.id));
    const past = (await http.get(`/api/admin/offers?status=all&page=${whole.total + 1}`, staff)).json<Page>();
    expect(past).toMatchObject({ items: [], total: whole.total });
    const bad = await http.get('/api/admin/offers?page=0', staff);
    expect(bad.statusCode).toBe(400);
  });

  it('a KAP price enquiry waits in the inbox without an amount; the counter is the price the dealer accepts', async () => {
    const kap = await createVehicle(ctx().db, { isKapStock: true });
    const asked = await http.post(
      '/api/vehicle-auction/send-email-kap-enquiry',
      { id: kap.id, chassis: kap.chassis, price: 'NZD 0', vehicleFullname: 'KAP car' },
      dealer,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const inbox = await http.get('/api/admin/offers', staff);
    const enquiry = inbox
      .json<{
        items: { id: number; kind: string; vehicleId: number; currentAmount: string; awaiting: string }[];
      }>()
      .items.find((o) => o.vehicleId === kap.id)!;
    expect(enquiry).toMatchObject({ kind: 'kap-enquiry', awaiting: 'staff' });
    expect(Number(enquiry.currentAmount)).toBe(0);
    // The dealer's own history lists the enquiry with its kind; nobody else's does.
    type History = { offers: { id: number; kind: string; status: string; currentAmount: string }[] };
    const mine = (await http.get('/api/vehicle-auction/my-offers', dealer)).json<History>().offers;
    expect(mine.find((o) => o.id === enquiry.id)).toMatchObject({ kind: 'kap-enquiry', status: 'submitted' });
    const theirs = (await http.get('/api/vehicle-auction/my-offers', rival)).json<History>().offers;
    expect(theirs.some((o) => o.id === enquiry.id)).toBe(false);
    expect((await http.get(`/api/vehicle-auction/my-offers/${enquiry.id}`, rival)).statusCode).toBe(404);
    // Nothing to accept yet: the sales team answers with a price.
    const early = await http.post(`/api/admin/offers/${enquiry.id}/accept`, {}, staff);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toContain('price enquiry');
    expect(
      (
        await http.post(
          `/api/admin/offers/${enquiry.id}/counter`,
          { amount: '12500', message: 'Our price, landed Auckland.' },
          staff,
        )
      ).statusCode,
    ).toBe(200);
    const priced = (await http.get('/api/vehicle-auction/my-offers', dealer)).json<History>().offers;
    expect(priced.find((o) => o.id === enquiry.id)).toMatchObject({
      kind: 'kap-enquiry',
      status: 'countered',
      currentAmount: '12500.00',
    });
    const accepted = await http.post(`/api/vehicle-auction/my-offers/${enquiry.id}/accept`, {}, dealer);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { purchaseId } = accepted.json<{ purchaseId: number }>();
    const deal = await http.get(`/api/purchases/${purchaseId}`, dealer);
    expect(deal.json()).toMatchObject({ agreedAmount: '12500.00' });
  });

  it('counter, then the dealer accepts: the vehicle is reserved, a purchase made, the rival declined', async () => {
    const { db } = ctx();
    const vehicle = await createVehicle(db);
    const mine = await offer(dealer, vehicle.id, '600');
    const theirs = await offer(rival, vehicle.id, '550');

    const counter = await http.post(
      `/api/admin/offers/${mine}/counter`,
      { amount: '640000', message: 'Best we can do.' },
      staff,
    );
    expect(counter.statusCode, counter.body).toBe(200);
    expect(counter.json()).toMatchObject({ status: 'countered' });

    const thread = await http.get(`/api/vehicle-auction/my-offers/${mine}`, dealer);
    expect(thread.statusCode).toBe(200);
    const body = thread.json<{
      offer: { status: string; currentAmount: string; awaiting: string };
      events: { kind: string; amount: string | null; message: string }[];
    }>();
    expect(body.offer).toMatchObject({ status: 'countered', currentAmount: '640000.00', awaiting: 'dealer' });
    expect(body.events.map((e) => e.kind)).toEqual(['offer', 'counter']);
    expect(body.events[1]).toMatchObject({ amount: '640000.00', message: 'Best we can do.' });

    const accepted = await http.post(`/api/vehicle-auction/my-offers/${mine}/accept`, {}, dealer);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { purchaseId } = accepted.json<{ purchaseId: number }>();
    expect(purchaseId).toBeGreaterThan(0);

    const [car] = await db
      .select({ status: vehicles.status })
      .from(vehicles)
      .where(eq(vehicles.id, vehicle.id));
    expect(car!.status).toBe('reserved');
    const [purchase] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(purchase).toMatchObject({
      companyId: dealer.companyId,
      vehicleId: vehicle.id,
      agreedAmount: '640000.00',
      currency: 'JPY',
      stage: 'purchased',
    });

    const rivalThread = await http.get(`/api/vehicle-auction/my-offers/${theirs}`, rival);
    expect(rivalThread.json()).toMatchObject({
      offer: { status: 'declined', closedReason: SOLD_TO_ANOTHER_CUSTOMER },
    });

    // Nobody can offer on a reserved car any more.
    const res = await http.post(`/api/admin/offers/${theirs}/accept`, {}, staff);
    expect(res.statusCode).toBe(409);

    // The deal page is the dealer's company's, and nobody else's.
    const deal = await http.get(`/api/purchases/${purchaseId}`, dealer);
    expect(deal.statusCode).toBe(200);
    expect(deal.json()).toMatchObject({
      agreedAmount: '640000.00',
      stage: 'purchased',
      consignee: expect.stringContaining('Test Motors'),
    });
    expect((await http.get(`/api/purchases/${purchaseId}`, rival)).statusCode).toBe(404);
    // "a proforma on acceptance (deposit due within 7 days by default)".
    const issued = await http.get(`/api/invoices?purchaseId=${purchaseId}`, dealer);
    expect(issued.json<{ invoices: { kind: string; dueDate: string }[] }>().invoices).toEqual([
      expect.objectContaining({ kind: 'proforma' }),
    ]);
    const list = await http.get('/api/purchases', rival);
    expect(list.json<{ purchases: { id: number }[] }>().purchases.some((p) => p.id === purchaseId)).toBe(
      false,
    );
  });

  it('refuses steps the negotiation does not allow (409) and hides other dealers offers (404)', async () => {
    const vehicle = await createVehicle(ctx().db);
    const id = await offer(dealer, vehicle.id, '600');
    // The dealer cannot accept his own offer, nor answer before a counter.
    expect((await http.post(`/api/vehicle-auction/my-offers/${id}/accept`, {}, dealer)).statusCode).toBe(409);
    expect(
      (await http.post(`/api/vehicle-auction/my-offers/${id}/reoffer`, { amount: '610000' }, dealer))
        .statusCode,
    ).toBe(409);
    // Another member sees nothing of it (told so in his page's language).
    const hidden = await http.get(`/api/vehicle-auction/my-offers/${id}`, {
      ...(await bearer(ctx().app, rival)),
      'accept-language': 'ar',
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('هذا العرض غير موجود.');
    expect((await http.post(`/api/vehicle-auction/my-offers/${id}/withdraw`, {}, rival)).statusCode).toBe(
      404,
    );
    // Customers cannot reach the staff routes; bad input is a 400 with the field named.
    expect((await http.get('/api/admin/offers', dealer)).statusCode).toBe(404);
    const bad = await http.post(`/api/admin/offers/${id}/counter`, { amount: '-5' }, staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors.amount).toEqual(
      expect.stringMatching(/\S/),
    );
    const noReason = await http.post(`/api/admin/offers/${id}/decline`, { reason: ' ' }, staff);
    expect(noReason.statusCode).toBe(400);

    const declined = await http.post(`/api/admin/offers/${id}/decline`, { reason: 'Price too low' }, staff);
    expect(declined.statusCode).toBe(200);
    expect((await http.post(`/api/vehicle-auction/my-offers/${id}/withdraw`, {}, dealer)).statusCode).toBe(
      409,
    );
    expect((await http.post(`/api/admin/offers/${id}/accept`, {}, staff)).statusCode).toBe(409);
  });

  it('lets the dealer answer a counter with a new amount, and withdraw', async () => {
    const vehicle = await createVehicle(ctx().db);
    const id = await offer(dealer, vehicle.id, '600');
    await http.post(`/api/admin/offers/${id}/counter`, { amount: '645000', message: '' }, staff);
    const re = await http.post(
      `/api/vehicle-auction/my-offers/${id}/reoffer`,
      { amount: '620000', message: 'Meet me halfway' },
      dealer,
    );
    expect(re.json()).toMatchObject({ status: 'submitted' });
    const inbox = await http.get('/api/admin/offers/' + id, staff);
    expect(inbox.json()).toMatchObject({ offer: { currentAmount: '620000.00', awaiting: 'staff' } });
    const out = await http.post(`/api/vehicle-auction/my-offers/${id}/withdraw`, {}, dealer);
    expect(out.json()).toMatchObject({ status: 'withdrawn' });
    const [car] = await ctx()
      .db.select({ status: vehicles.status })
      .from(vehicles)
      .where(eq(vehicles.id, vehicle.id));
    expect(car!.status).toBe('available');
  });

  it('expires an offer nobody answered within 3 days, and tells the dealer', async () => {
    const vehicle = await createVehicle(ctx().db);
    const id = await offer(dealer, vehicle.id, '600');
    await ctx().app.jobs.runNow('offer-expiry', new Date(Date.now() + 2 * 24 * 3600_000));
    expect((await http.get(`/api/vehicle-auction/my-offers/${id}`, dealer)).json()).toMatchObject({
      offer: { status: 'submitted' },
    });
    await ctx().app.jobs.runNow('offer-expiry', new Date(Date.now() + 3 * 24 * 3600_000 + 60_000));
    const thread = await http.get(`/api/vehicle-auction/my-offers/${id}`, dealer);
    expect(thread.json()).toMatchObject({ offer: { status: 'expired', awaiting: null } });
    const told = await ctx().db.select().from(notifications).where(eq(notifications.userId, dealer.id));
    expect(told.some((n) => n.kind === 'offer-expired' && n.link.endsWith(`/${id}`))).toBe(true);
  });

  type OfferAnswer = {
    id: number;
    status: string;
    currentAmount: string;
    companyName: string;
    allowedActions: string[];
    listPrice: string | null;
    currentLandedPrice: string | null;
  };
  type Thread = { offer: OfferAnswer };

  /** The offer's allowedActions in every answer that carries it, for the staff and the dealer. */
  async function actionsOf(id: number) {
    const inbox = (await http.get('/api/admin/offers?status=all&pageSize=200', staff)).json<{
      items: OfferAnswer[];
    }>();
    const mine = (await http.get('/api/vehicle-auction/my-offers', dealer)).json<{ offers: OfferAnswer[] }>();
    return {
      staffThread: (await http.get(`/api/admin/offers/${id}`, staff)).json<Thread>().offer.allowedActions,
      staffInbox: inbox.items.find((o) => o.id === id)!.allowedActions,
      dealerThread: (await http.get(`/api/vehicle-auction/my-offers/${id}`, dealer)).json<Thread>().offer
        .allowedActions,
      dealerList: mine.offers.find((o) => o.id === id)!.allowedActions,
    };
  }
  const everywhere = (staffActions: string[], dealerActions: string[]) => ({
    staffThread: staffActions,
    staffInbox: staffActions,
    dealerThread: dealerActions,
    dealerList: dealerActions,
  });

  it('answers with the steps the caller may take now: staff on /api/admin, the dealer on his routes', async () => {
    const { db } = ctx();
    const vehicle = await createVehicle(db);
    const id = await offer(dealer, vehicle.id, '600');
    expect(await actionsOf(id)).toEqual(everywhere(['accept', 'counter', 'decline'], ['withdraw']));
    await http.post(`/api/admin/offers/${id}/counter`, { amount: '640000' }, staff);
    expect(await actionsOf(id)).toEqual(
      everywhere(['counter', 'decline'], ['accept', 'reoffer', 'withdraw']),
    );
    // The car reserved meanwhile (stock reserved outside the portal): nobody can accept any more.
    await db.update(vehicles).set({ status: 'reserved' }).where(eq(vehicles.id, vehicle.id));
    expect(await actionsOf(id)).toEqual(everywhere(['counter', 'decline'], ['reoffer', 'withdraw']));
    await db.update(vehicles).set({ status: 'available' }).where(eq(vehicles.id, vehicle.id));
    await http.post(`/api/vehicle-auction/my-offers/${id}/withdraw`, {}, dealer);
    expect(await actionsOf(id)).toEqual(everywhere([], []));

    // A price enquiry has no amount to accept until the sales team names one.
    const kap = await createVehicle(db, { isKapStock: true });
    await http.post('/api/vehicle-auction/send-email-kap-enquiry', { id: kap.id }, dealer);
    const enquiry = (await http.get('/api/admin/offers', staff))
      .json<{ items: (OfferAnswer & { vehicleId: number })[] }>()
      .items.find((o) => o.vehicleId === kap.id)!;
    expect(enquiry).toMatchObject({ allowedActions: ['counter', 'decline'], listPrice: null });
  });

  it('refuses an impossible amount next to the field, reads separators, and prices the amount on the table', async () => {
    const { db } = ctx();
    // A JPY 2,850,000 car: counters from JPY 1,425,000 to JPY 2,850,000 are usual.
    const vehicle = await createVehicle(db, { basePrice: '2850' });
    const id = await offer(dealer, vehicle.id, '2000');
    const sent = (await http.get(`/api/admin/offers/${id}`, staff)).json<Thread>().offer;
    expect(sent.listPrice).toBe('2850000');

    const slip = await http.post(`/api/admin/offers/${id}/counter`, { amount: '1000', message: '' }, staff);
    expect(slip.statusCode).toBe(400);
    expect(slip.json<{ fieldErrors: Record<string, string> }>().fieldErrors.amount).toBe(
      'JPY 1,000 cannot be right: it is far below half the list price (JPY 1,425,000). Yen prices are typed in thousands: 2,150 is JPY 2,150,000.',
    );
    expect((await http.get(`/api/admin/offers/${id}`, staff)).json<Thread>().offer).toMatchObject({
      status: 'submitted',
      currentAmount: '2000000.00',
    });

    const typed = await http.post(`/api/admin/offers/${id}/counter`, { amount: '2,150,000' }, staff);
    expect(typed.statusCode, typed.body).toBe(200);
    const countered = (await http.get(`/api/vehicle-auction/my-offers/${id}`, dealer)).json<Thread>().offer;
    expect(countered.currentAmount).toBe('2150000.00');
    // What the counter comes to landed in the dealer's prices, as his purchase will price it.
    const member = (await loadMember(db, dealer.id))!;
    const price = (await priceVehiclesForMember(db, member, [vehicle])).get(vehicle.id)!;
    const landed = computeLandedPrice({
      offer: '2150',
      exportRegion: price.pricingRegion,
      priceDetails: price.priceDetails,
    });
    expect(countered.currentLandedPrice).toBe(`NZD ${landed.formatted}`);
    expect(countered.currentLandedPrice).not.toBe(
      `NZD ${computeLandedPrice({ offer: '2000', exportRegion: price.pricingRegion, priceDetails: price.priceDetails }).formatted}`,
    );

    // The dealer's new amount follows the same rule: yen typed whole by mistake is refused.
    const whole = await http.post(
      `/api/vehicle-auction/my-offers/${id}/reoffer`,
      { amount: '2100000000' },
      dealer,
    );
    expect(whole.statusCode).toBe(400);
    expect(whole.json<{ fieldErrors: Record<string, string> }>().fieldErrors.amount).toMatch(
      /^JPY 2,100,000,000 cannot be right: it is far above the list price \(JPY 2,850,000\)\./,
    );
    const bad = await http.post(
      `/api/vehicle-auction/my-offers/${id}/reoffer`,
      { amount: '2,10,000' },
      dealer,
    );
    expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors.amount).toBe(
      'Thousands separators go every three digits, e.g. 2,150,000.',
    );
    // Above the list price but not a slip: the person's call (the web asks first).
    const above = await http.post(`/api/admin/offers/${id}/counter`, { amount: '3,000,000' }, staff);
    expect(above.statusCode, above.body).toBe(200);
  });

  it('logs each step with the amounts before and after, the acceptance as its own entry, and refusals', async () => {
    const { db } = ctx();
    const vehicle = await createVehicle(db);
    const id = await offer(dealer, vehicle.id, '600');
    await http.post(`/api/admin/offers/${id}/counter`, { amount: '640,000' }, staff);
    await http.post(`/api/admin/offers/${id}/counter`, { amount: '630,000' }, staff);
    // The dealer accepts the amount he saw; it changed meanwhile, so nothing binds him to the new one.
    const stale = await http.post(
      `/api/vehicle-auction/my-offers/${id}/accept`,
      { amount: '640000' },
      dealer,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(
      'The amount on the table is now JPY 630,000. Please look at it again before accepting.',
    );
    const accepted = await http.post(
      `/api/vehicle-auction/my-offers/${id}/accept`,
      { amount: '630000' },
      dealer,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const again = await http.post(`/api/vehicle-auction/my-offers/${id}/accept`, {}, dealer);
    expect(again.statusCode).toBe(409);

    const { companyName } = (await http.get(`/api/admin/offers/${id}`, staff)).json<Thread>().offer;
    const rows = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'offer'), eq(activityLog.entityId, String(id))))
      .orderBy(asc(activityLog.id));
    expect(rows.map((r) => [r.action, r.actorUserId])).toEqual([
      ['countered', staff.id],
      ['countered', staff.id],
      ['refused', dealer.id],
      ['accepted', dealer.id],
      ['refused', dealer.id],
    ]);
    const [first, second, refusedStale, acceptance, refusedAgain] = rows;
    expect(first!.summary).toContain('JPY 600,000 -> JPY 640,000');
    expect(first!.changes).toEqual({
      status: { before: 'submitted', after: 'countered' },
      amount: { before: '600000', after: '640000' },
      // The currency, unchanged, says what the amounts are in.
      currency: { before: 'JPY', after: 'JPY' },
    });
    expect(second!.changes).toEqual({
      amount: { before: '640000', after: '630000' },
      currency: { before: 'JPY', after: 'JPY' },
    });
    expect(refusedStale!.summary).toContain('accept refused');
    expect(refusedStale!.summary).toContain('The amount on the table is now JPY 630,000.');
    expect(acceptance!.summary).toBe(`${companyName}: 2015 Toyota Aqua S ${vehicle.chassis}, JPY 630,000`);
    expect(acceptance!.changes).toEqual({ status: { before: 'countered', after: 'accepted' } });
    expect(refusedAgain!.summary).toBe(
      `accept refused: 2015 Toyota Aqua S ${vehicle.chassis}, ${companyName}: This offer can no longer be accepted.`,
    );
    // The sales team's acceptance is an entry of its own too, named for the staff user.
    const other = await createVehicle(db);
    const theirs = await offer(dealer, other.id, '610');
    expect((await http.post(`/api/admin/offers/${theirs}/accept`, {}, staff)).statusCode).toBe(200);
    const [byStaff] = await db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.entityType, 'offer'),
          eq(activityLog.entityId, String(theirs)),
          eq(activityLog.action, 'accepted'),
        ),
      );
    expect(byStaff).toMatchObject({
      actorUserId: staff.id,
      summary: `${companyName}: 2015 Toyota Aqua S ${other.chassis}, JPY 610,000`,
      changes: { status: { before: 'submitted', after: 'accepted' } },
    });
    // The car was reserved through the stock module, which logs it as the vehicle's step.
    const reserved = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'vehicle'), eq(activityLog.entityId, String(vehicle.id))));
    expect(reserved.map((r) => r.changes)).toEqual([{ status: { before: 'available', after: 'reserved' } }]);
  });

  /** A purchase for `dealer`: his offer on a new car, accepted by staff. */
  async function purchase(): Promise<number> {
    const vehicle = await createVehicle(ctx().db);
    const id = await offer(dealer, vehicle.id, '600');
    const res = await http.post(`/api/admin/offers/${id}/accept`, {}, staff);
    return res.json<{ purchaseId: number }>().purchaseId;
  }
  // Stage and voyage dates are business dates: Japan's calendar.
  const day = (offset: number) => addCalendarDays(businessDate(new Date()), offset);

  it('moves a purchase forward through its stages, books it on a voyage, and moves it with the voyage', async () => {
    const id = await purchase();
    const voyageRes = await http.post(
      '/api/admin/shipping/voyages',
      {
        vesselName: `Deal Leader ${id}`,
        voyageNumber: '12A',
        loadingPort: 'Yokohama',
        etd: day(5),
        calls: [{ portId: 7501, eta: day(20) }],
      },
      staff,
    );
    expect(voyageRes.statusCode, voyageRes.body).toBe(201);
    const voyageId = voyageRes.json<{ id: number }>().id;

    // Forward only, and the voyage's stages wait for a booking.
    const yard = await http.post(
      `/api/admin/purchases/${id}/stage`,
      { stage: 'in-yard', occurredOn: day(0) },
      staff,
    );
    expect(yard.statusCode, yard.body).toBe(200);
    expect(
      (await http.post(`/api/admin/purchases/${id}/stage`, { stage: 'purchased', occurredOn: day(0) }, staff))
        .statusCode,
    ).toBe(409);
    expect(
      (await http.post(`/api/admin/purchases/${id}/stage`, { stage: 'departed', occurredOn: day(0) }, staff))
        .statusCode,
    ).toBe(409);
    const bad = await http.post(
      `/api/admin/purchases/${id}/stage`,
      { stage: 'inspected', occurredOn: '24/11/2026' },
      staff,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors.occurredOn).toBe(
      'Enter the date as YYYY-MM-DD.',
    );

    const options = (await http.get(`/api/admin/purchases/${id}`, staff)).json<{
      voyageOptions: { id: number }[];
    }>();
    expect(options.voyageOptions.map((v) => v.id)).toContain(voyageId);
    const booked = await http.post(`/api/admin/purchases/${id}/booking`, { voyageId }, staff);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ stage: 'booked', voyage: { id: voyageId, voyageNumber: '12A' } });
    expect(booked.json<{ eta: string }>().eta.slice(0, 10)).toBe(day(20));

    // The dealer sees it, and can no longer change the consignee; another member sees nothing.
    const deal = (await http.get(`/api/purchases/${id}`, dealer)).json<{
      timeline: { stage: string; occurredAt: string | null }[];
    }>();
    expect(deal.timeline.filter((t) => t.occurredAt !== null).map((t) => t.stage)).toEqual([
      'purchased',
      'in-yard',
      'booked',
    ]);
    expect((await http.patch(`/api/purchases/${id}`, { consignee: 'Someone else' }, dealer)).statusCode).toBe(
      409,
    );
    expect((await http.get(`/api/admin/purchases/${id}`, dealer)).statusCode).toBe(404);

    // The line moves the voyage: the purchase's ETA follows, and the dealer is told.
    const moved = await http.put(
      `/api/admin/shipping/voyages/${voyageId}`,
      {
        vesselName: `Deal Leader ${id}`,
        voyageNumber: '12A',
        loadingPort: 'Yokohama',
        etd: day(6),
        calls: [{ portId: 7501, eta: day(23) }],
      },
      staff,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await http.get(`/api/purchases/${id}`, dealer)).json<{ eta: string }>().eta.slice(0, 10)).toBe(
      day(23),
    );
    const told = await ctx().db.select().from(notifications).where(eq(notifications.userId, dealer.id));
    expect(told.some((n) => n.kind === 'shipment-stage' && n.title.endsWith('new sailing dates'))).toBe(true);

    // A voyage that has left Japan cannot be booked any more.
    const gone = await http.post(
      '/api/admin/shipping/voyages',
      {
        vesselName: `Gone Leader ${id}`,
        voyageNumber: '1',
        loadingPort: 'Kobe',
        etd: day(-3),
        calls: [{ portId: 7501, eta: day(12) }],
      },
      staff,
    );
    const goneId = gone.json<{ id: number }>().id;
    const late = await http.post(`/api/admin/purchases/${id}/booking`, { voyageId: goneId }, staff);
    expect(late.statusCode).toBe(400);
    expect(late.json<{ fieldErrors: Record<string, string> }>().fieldErrors.voyageId).toBe(
      'This voyage has already left Japan.',
    );
    const offered = (await http.get(`/api/admin/purchases/${id}`, staff)).json<{
      voyageOptions: { id: number }[];
    }>();
    expect(offered.voyageOptions.map((v) => v.id)).not.toContain(goneId);

    // A voyage with vehicles booked on it cannot be deleted.
    expect((await http.delete(`/api/admin/shipping/voyages/${voyageId}`, staff)).statusCode).toBe(409);
  });
});
