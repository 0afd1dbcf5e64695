// Issue 12: the negotiation through HTTP, on PGlite and PostgreSQL: the staff inbox and answers, the
// dealer's thread and answers, reservation and purchase on acceptance, no double sale under
// concurrency, illegal steps refused (409), other members' offers invisible (404), expiry.
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { computeLandedPrice, offerAmountToSend, SOLD_TO_ANOTHER_CUSTOMER } from '@ibc/domain';
import { notifications, purchases, vehicles } from '../../db/schema.ts';
import { loadMember } from '../../plugins/auth.ts';
import { createMember, createVehicle, describeApi, type Caller } from '../../../test/helpers/index.ts';
import { priceVehiclesForMember } from '../pricing/pricing.service.ts';

describeApi('offer negotiation (issue 12)', (ctx, http) => {
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

  /** Sends an offer of `typed` (whole NZD) as the member would from the modal; returns its id. */
  async function offer(member: Caller, vehicleId: number, typed: string): Promise<number> {
    const { db } = ctx();
    const loaded = (await loadMember(db, member.id))!;
    const vehicle = (await db.query.vehicles.findFirst({ where: (v, { eq: is }) => is(v.id, vehicleId) }))!;
    const price = (await priceVehiclesForMember(db, loaded, [vehicle])).get(vehicleId)!;
    const landed = computeLandedPrice({
      offer: typed,
      exportRegion: price.pricingRegion,
      priceDetails: price.priceDetails,
    });
    const res = await http.post(
      '/api/vehicle-auction/send-offer?isNZICP=false&isDduStock=false',
      {
        vehicleId,
        offerAmount: offerAmountToSend(typed, price.priceDetails.negotiateCurrency),
        computedFees: landed.amount,
        comment: 'Can you do better?',
        vehiclePrice: price.price,
        deliveryType: '',
        checklistLink: '',
        tab: 11,
      },
      member,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ offerId: number }>().offerId;
  }

  it('puts a new offer in the staff inbox, oldest first, and tells the sales team', async () => {
    const vehicle = await createVehicle(ctx().db);
    const first = await offer(dealer, vehicle.id, '9000');
    const second = await offer(rival, vehicle.id, '9500');
    const inbox = await http.get('/api/admin/offers', staff);
    expect(inbox.statusCode, inbox.body).toBe(200);
    const ids = inbox.json<{ offers: { id: number; awaiting: string }[] }>().offers.map((o) => o.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const row = inbox
      .json<{ offers: { id: number; awaiting: string; companyName: string }[] }>()
      .offers.find((o) => o.id === first)!;
    expect(row.awaiting).toBe('staff');
    const bell = await ctx().db.select().from(notifications).where(eq(notifications.userId, staff.id));
    expect(bell.some((n) => n.kind === 'offer-received' && n.link === `/admin/offers/${first}`)).toBe(true);
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
        offers: { id: number; kind: string; vehicleId: number; currentAmount: string; awaiting: string }[];
      }>()
      .offers.find((o) => o.vehicleId === kap.id)!;
    expect(enquiry).toMatchObject({ kind: 'kap-enquiry', awaiting: 'staff' });
    expect(Number(enquiry.currentAmount)).toBe(0);
    // Issue 15: the dealer's own history lists the enquiry with its kind; nobody else's does.
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
    const mine = await offer(dealer, vehicle.id, '9000');
    const theirs = await offer(rival, vehicle.id, '8000');

    const counter = await http.post(
      `/api/admin/offers/${mine}/counter`,
      { amount: '9800', message: 'Best we can do.' },
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
    expect(body.offer).toMatchObject({ status: 'countered', currentAmount: '9800.00', awaiting: 'dealer' });
    expect(body.events.map((e) => e.kind)).toEqual(['offer', 'counter']);
    expect(body.events[1]).toMatchObject({ amount: '9800.00', message: 'Best we can do.' });

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
      agreedAmount: '9800.00',
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
      agreedAmount: '9800.00',
      stage: 'purchased',
      consignee: expect.stringContaining('Test Motors'),
    });
    expect((await http.get(`/api/purchases/${purchaseId}`, rival)).statusCode).toBe(404);
    // Issue 12: "a proforma on acceptance (deposit due within 7 days by default)".
    const issued = await http.get(`/api/invoices?purchaseId=${purchaseId}`, dealer);
    expect(issued.json<{ invoices: { kind: string; dueDate: string }[] }>().invoices).toEqual([
      expect.objectContaining({ kind: 'proforma' }),
    ]);
    const list = await http.get('/api/purchases', rival);
    expect(list.json<{ purchases: { id: number }[] }>().purchases.some((p) => p.id === purchaseId)).toBe(
      false,
    );
  });

  it('never sells one car twice: two acceptances at once, one wins', async () => {
    const vehicle = await createVehicle(ctx().db);
    const a = await offer(dealer, vehicle.id, '9000');
    const b = await offer(rival, vehicle.id, '9100');
    const results = await Promise.all([
      http.post(`/api/admin/offers/${a}/accept`, {}, staff),
      http.post(`/api/admin/offers/${b}/accept`, {}, staff),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const sold = await ctx().db.select().from(purchases).where(eq(purchases.vehicleId, vehicle.id));
    expect(sold).toHaveLength(1);
  });

  it('refuses steps the negotiation does not allow (409) and hides other dealers offers (404)', async () => {
    const vehicle = await createVehicle(ctx().db);
    const id = await offer(dealer, vehicle.id, '9000');
    // The dealer cannot accept his own offer, nor answer before a counter.
    expect((await http.post(`/api/vehicle-auction/my-offers/${id}/accept`, {}, dealer)).statusCode).toBe(409);
    expect(
      (await http.post(`/api/vehicle-auction/my-offers/${id}/reoffer`, { amount: '9100' }, dealer))
        .statusCode,
    ).toBe(409);
    // Another member sees nothing of it.
    expect((await http.get(`/api/vehicle-auction/my-offers/${id}`, rival)).statusCode).toBe(404);
    expect((await http.post(`/api/vehicle-auction/my-offers/${id}/withdraw`, {}, rival)).statusCode).toBe(
      404,
    );
    // Customers cannot reach the staff routes; bad input is a 400 with the field named.
    expect((await http.get('/api/admin/offers', dealer)).statusCode).toBe(404);
    const bad = await http.post(`/api/admin/offers/${id}/counter`, { amount: '-5' }, staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors.amount).toBeTruthy();
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
    const id = await offer(dealer, vehicle.id, '9000');
    await http.post(`/api/admin/offers/${id}/counter`, { amount: '9900', message: '' }, staff);
    const re = await http.post(
      `/api/vehicle-auction/my-offers/${id}/reoffer`,
      { amount: '9400', message: 'Meet me halfway' },
      dealer,
    );
    expect(re.json()).toMatchObject({ status: 'submitted' });
    const inbox = await http.get('/api/admin/offers/' + id, staff);
    expect(inbox.json()).toMatchObject({ offer: { currentAmount: '9400.00', awaiting: 'staff' } });
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
    const id = await offer(dealer, vehicle.id, '9000');
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

  /** A purchase for `dealer`: his offer on a new car, accepted by staff. */
  async function purchase(): Promise<number> {
    const vehicle = await createVehicle(ctx().db);
    const id = await offer(dealer, vehicle.id, '9000');
    const res = await http.post(`/api/admin/offers/${id}/accept`, {}, staff);
    return res.json<{ purchaseId: number }>().purchaseId;
  }
  const day = (offset: number) => new Date(Date.now() + offset * 24 * 3600_000).toISOString().slice(0, 10);

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
