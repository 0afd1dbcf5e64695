import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  computeLandedPrice,
  Money,
  offerAmountToSend,
  OFFER_MESSAGES,
  OFFER_SENT_MESSAGE,
} from '@ibc/domain';
import { emailOutbox, enquiries, offers } from '../../db/schema.ts';
import { loadMember } from '../../db/member-read-model.ts';
import { bearer, createMember, createVehicle, describeApi } from '../../../test/helpers/index.ts';
import { startTestSmtpServer } from '../../../test/helpers/smtp-server.ts';
import { priceVehiclesForMember } from '../pricing/pricing.service.ts';
import { FEES_CHANGED_MESSAGE } from './offers.service.ts';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

const SALES = 'sales-team@ibc.example';
const PUBLIC_URL = 'https://ibc.example';

describeApi(
  'offers',
  (ctx, http) => {
    let nz: Awaited<ReturnType<typeof createMember>>;
    let headers: Record<string, string>;

    beforeAll(async () => {
      nz = await createMember(ctx().db, { countryId: 75, currencies: ['JPY', 'NZD'], activeCurrency: 'NZD' });
      headers = await bearer(ctx().app, nz.user);
    });
    beforeEach(async () => {
      await ctx().db.delete(emailOutbox);
      smtp.clear();
    });

    /** What the modal computes: the landed price of the typed offer, and the payload it sends. */
    async function offerFor(
      vehicleId: number,
      typed: string,
      userId = nz.user.id,
      extra: Record<string, unknown> = {},
    ) {
      const { db } = ctx();
      const member = (await loadMember(db, userId))!;
      const vehicle = (await db.query.vehicles.findFirst({ where: (v, { eq: is }) => is(v.id, vehicleId) }))!;
      const price = (await priceVehiclesForMember(db, member, [vehicle])).get(vehicleId)!;
      const landed = computeLandedPrice({
        offer: typed,
        exportRegion: price.pricingRegion,
        priceDetails: price.priceDetails,
      });
      return {
        landed,
        price,
        payload: {
          vehicleId,
          offerAmount: offerAmountToSend(typed, price.priceDetails.negotiateCurrency),
          computedFees: landed.amount,
          comment: '',
          vehiclePrice: price.price,
          deliveryType: '',
          checklistLink: `/checklist?id=${vehicleId}`,
          tab: 11,
          ...extra,
        },
      };
    }

    const send = (payload: unknown, opts: { headers?: Record<string, string>; query?: string } = {}) =>
      http.post(
        `/api/vehicle-auction/send-offer${opts.query ?? '?isNZICP=false&isDduStock=false'}`,
        payload,
        opts.headers ?? headers,
      );

    it('stores a valid offer and e-mails the sales team and the dealer in one go', async () => {
      const { db, app } = ctx();
      const vehicle = await createVehicle(db, { basePrice: '650', negotiateCurrency: 'JPY' });
      const comment = 'Can you do <b>better</b>?\n<script>alert("x")</script> & thanks';
      const { payload, landed } = await offerFor(vehicle.id, '600', nz.user.id, { comment });
      expect(landed.currency).toBe('NZD');

      const res = await send(payload);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ message: OFFER_SENT_MESSAGE, offerId: expect.any(Number) });

      const [offer] = await db.select().from(offers).where(eq(offers.id, body.offerId));
      expect(offer).toMatchObject({
        userId: nz.user.id,
        vehicleId: vehicle.id,
        offerAmount: '600000.00',
        currency: 'JPY',
        status: 'submitted',
        tab: 11,
        isNzicp: false,
        isDduStock: false,
        checklistLink: `${PUBLIC_URL}/checklist?id=${vehicle.id}`,
      });
      expect(new Money(offer!.computedFees).eq(landed.amount)).toBe(true);

      const outbox = await db.select().from(emailOutbox).where(eq(emailOutbox.status, 'pending'));
      expect(outbox.map((row) => row.kind).sort()).toEqual(['offer-confirmation', 'offer-sales']);

      await app.mailWorker.runOnce();
      await smtp.waitFor(2);
      const sales = smtp.messages.find((m) => m.to.includes(SALES))!;
      const confirmation = smtp.messages.find((m) => m.to.includes(nz.user.email))!;
      expect(sales.subject).toContain(
        `Offer #${body.offerId}: JPY 600,000.00 for 2015 Toyota Aqua S (${vehicle.chassis})`,
      );
      expect(sales.headers['reply-to']).toBe(nz.user.email);
      expect(sales.html).toContain(`href="${PUBLIC_URL}/checklist?id=${vehicle.id}"`);
      expect(sales.html).toContain(`NZD ${landed.formatted}`);
      expect(sales.html).toContain(nz.company.name);
      expect(sales.html).toContain(
        'Can you do &lt;b&gt;better&lt;/b&gt;?<br>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; thanks',
      );
      expect(sales.html).not.toContain('<script>');
      expect(sales.text).toContain('> <script>alert("x")</script> & thanks');
      expect(sales.text).toContain(`${PUBLIC_URL}/checklist?id=${vehicle.id}`);
      expect(confirmation.subject).toBe(`Your offer #${body.offerId} for 2015 Toyota Aqua S`);
      expect(confirmation.html).toContain(`${PUBLIC_URL}/my-account/my-offer-history`);
    });

    it.each([
      ['ja', 'オファーを受け付けました', 'へのオファー #', 'ltr'],
      ['ar', 'تلقّينا عرضك', 'عرضك رقم', 'rtl'],
    ] as const)(
      'e-mails a dealer who reads %s his copy of the offer in his language; the sales team’s stays English',
      async (language, title, subjectWords, direction) => {
        const { db, app } = ctx();
        const reader = await createMember(db, {
          countryId: 75,
          currencies: ['JPY', 'NZD'],
          activeCurrency: 'NZD',
        });
        const readerHeaders = await bearer(app, reader.user);
        expect((await http.put('/api/account/language', { language }, readerHeaders)).statusCode).toBe(200);
        const vehicle = await createVehicle(db, { basePrice: '650', negotiateCurrency: 'JPY' });
        const { payload } = await offerFor(vehicle.id, '600', reader.user.id, { comment: 'Best price?' });
        const res = await send(payload, { headers: readerHeaders });
        expect(res.statusCode).toBe(200);
        const { offerId } = res.json();

        await app.mailWorker.runOnce();
        await smtp.waitFor(2);
        const confirmation = smtp.messages.find((m) => m.to.includes(reader.user.email))!;
        const sales = smtp.messages.find((m) => m.to.includes(SALES))!;
        // Set PAPERS_DIR to keep the e-mail and look at it.
        if (process.env.PAPERS_DIR) {
          writeFileSync(`${process.env.PAPERS_DIR}/offer-email-${language}.html`, confirmation.html);
        }
        expect(confirmation.html).toContain(`<html lang="${language}" dir="${direction}">`);
        expect(confirmation.html).toContain(title);
        expect(confirmation.text).toContain(title);
        // Vehicle names, chassis codes and amounts are data: the same in every language.
        expect(confirmation.subject).toContain(subjectWords);
        expect(confirmation.subject).toContain(`${offerId}`);
        expect(confirmation.subject).toContain('2015 Toyota Aqua S');
        expect(confirmation.html).toContain('JPY 600,000.00');
        expect(confirmation.html).toContain(vehicle.chassis);
        expect(confirmation.text).toContain('Best price?');
        expect(confirmation.text).not.toContain('We received your offer');
        expect(sales.subject).toContain(`Offer #${offerId}:`);
        expect(sales.html).toContain('<html lang="en" dir="ltr">');
      },
    );

    it('rejects a payload whose computedFees disagree with the recomputed landed price', async () => {
      const { db } = ctx();
      const vehicle = await createVehicle(db, { basePrice: '700' });
      const { payload, landed } = await offerFor(vehicle.id, '650');
      const before = (await db.select().from(emailOutbox)).length;
      const wrong = new Money(landed.amount).plus('0.01').toFixed(2);
      const res = await send({ ...payload, computedFees: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: FEES_CHANGED_MESSAGE,
        fieldErrors: { computedFees: expect.stringContaining(landed.formatted) },
      });
      expect(await db.select().from(offers).where(eq(offers.vehicleId, vehicle.id))).toHaveLength(0);
      expect(await db.select().from(emailOutbox)).toHaveLength(before);

      // The same value written differently ('1234.5' for '1234.50') is the same amount.
      const normalised = await send({ ...payload, computedFees: new Money(landed.amount).toFixed(3) });
      expect(normalised.statusCode).toBe(200);
    });

    it.each([
      ['offer of zero', { offerAmount: '0' }, 'offerAmount', OFFER_MESSAGES.invalidOfferPrice],
      ['negative offer', { offerAmount: -5 }, 'offerAmount', undefined],
      ['offer that is not a number', { offerAmount: 'ten' }, 'offerAmount', undefined],
      ['missing vehicle id', { vehicleId: undefined }, 'vehicleId', undefined],
      [
        'computedFees not a decimal',
        { computedFees: '12,00' },
        'computedFees',
        'computedFees must be a decimal number.',
      ],
      [
        'comment too long',
        { comment: 'x'.repeat(2001) },
        'comment',
        'Your comment must be at most 2000 characters.',
      ],
      ['unknown tab', { tab: 99 }, 'tab', undefined],
      ['vehicle price too long', { vehiclePrice: 'x'.repeat(65) }, 'vehiclePrice', undefined],
      ['checklist link too long', { checklistLink: 'x'.repeat(501) }, 'checklistLink', undefined],
      [
        'unknown delivery type',
        { deliveryType: 'Teleport' },
        'deliveryType',
        expect.stringContaining('Pick Up At Port'),
      ],
    ])('400 for %s', async (_name, change, field, message) => {
      const vehicle = await createVehicle(ctx().db);
      const { payload } = await offerFor(vehicle.id, '500');
      const res = await send({ ...payload, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty(field);
      if (message) expect(res.json().fieldErrors[field]).toEqual(message);
    });

    it("400 'Invalid offer price.' when a JPY offer is under one thousand yen (typed offer below 1)", async () => {
      const vehicle = await createVehicle(ctx().db);
      const { payload } = await offerFor(vehicle.id, '500');
      const res = await send({ ...payload, offerAmount: '999', computedFees: '1.00' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: OFFER_MESSAGES.invalidOfferPrice,
        fieldErrors: { offerAmount: OFFER_MESSAGES.invalidOfferPrice },
      });
    });

    it("400 'Invalid offer price.' (never a 500) for a JPY offer too large to store", async () => {
      const vehicle = await createVehicle(ctx().db);
      const { payload } = await offerFor(vehicle.id, '500');
      // 1,000,000,000 thousand yen is sent as 10^12 yen (§9 "JPY offers are sent as offer times 1000").
      const res = await send({ ...payload, offerAmount: '1000000000000', computedFees: '1.00' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ offerAmount: OFFER_MESSAGES.invalidOfferPrice });
    });

    it('checks the query flags against the tab, and the DDU tab against the country', async () => {
      const vehicle = await createVehicle(ctx().db);
      const { payload } = await offerFor(vehicle.id, '500');
      expect((await send(payload, { query: '?isNZICP=true&isDduStock=false' })).statusCode).toBe(400);
      expect((await send(payload, { query: '?isNZICP=yes' })).statusCode).toBe(400);
      expect(
        (await send({ ...payload, tab: 16 }, { query: '?isNZICP=false&isDduStock=true' })).statusCode,
      ).toBe(403);
      const nzicp = await send({ ...payload, tab: 4 }, { query: '?isNZICP=true&isDduStock=false' });
      expect(nzicp.statusCode).toBe(200);
      const [row] = await ctx().db.select().from(offers).where(eq(offers.id, nzicp.json().offerId));
      expect(row).toMatchObject({ tab: 4, isNzicp: true, isDduStock: false });
    });

    it('accepts a DDU offer with its delivery type from a DDU-market dealer', async () => {
      const { db, app } = ctx();
      const ddu = await createMember(db, { countryId: 70, currencies: ['USD'], activeCurrency: 'USD' });
      const vehicle = await createVehicle(db, {
        stockTab: 16,
        stockType: 'ddu',
        negotiateCurrency: 'USD',
        basePrice: '5200',
        deliveryTypes: [0, 2],
      });
      const { payload, landed } = await offerFor(vehicle.id, '5000', ddu.user.id, {
        tab: 16,
        deliveryType: 'Delivery Via Car Carrier',
      });
      expect(landed.currency).toBe('USD');
      const res = await send(payload, {
        headers: await bearer(app, ddu.user),
        query: '?isNZICP=false&isDduStock=true',
      });
      expect(res.statusCode).toBe(200);
      const [row] = await db.select().from(offers).where(eq(offers.id, res.json().offerId));
      expect(row).toMatchObject({
        isDduStock: true,
        deliveryType: 'Delivery Via Car Carrier',
        currency: 'USD',
        offerAmount: '5000.00',
      });
    });

    it('answers 401 without a token, 404 for an unknown vehicle, 409 for a sold or reserved one, 400 for KAP stock', async () => {
      const { db } = ctx();
      const vehicle = await createVehicle(db);
      const { payload } = await offerFor(vehicle.id, '500');
      expect((await send(payload, { headers: {} })).statusCode).toBe(401);
      expect((await send({ ...payload, vehicleId: 99_999_999 })).statusCode).toBe(404);
      const sold = await createVehicle(db, { status: 'sold' });
      expect((await send({ ...payload, vehicleId: sold.id })).statusCode).toBe(409);
      // A reserved unit shows in the search, marked, but takes no offer.
      const reserved = await createVehicle(db, { status: 'reserved' });
      expect((await send({ ...payload, vehicleId: reserved.id })).statusCode).toBe(409);
      const kap = await createVehicle(db, { isKapStock: true });
      const kapRes = await send({ ...payload, vehicleId: kap.id });
      expect(kapRes.statusCode).toBe(400);
      expect(kapRes.json().message).toMatch(/enquiry/);
    });

    it('creates one offer for a retried request or a double click with the same Idempotency-Key', async () => {
      const { db } = ctx();
      const vehicle = await createVehicle(db);
      const { payload } = await offerFor(vehicle.id, '480');
      const key = randomUUID();
      const first = await send(payload, { headers: { ...headers, 'idempotency-key': key } });
      const retry = await send(payload, { headers: { ...headers, 'idempotency-key': key } });
      expect(first.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());

      const doubleKey = randomUUID();
      const [a, b] = await Promise.all([
        send(payload, { headers: { ...headers, 'idempotency-key': doubleKey } }),
        send(payload, { headers: { ...headers, 'idempotency-key': doubleKey } }),
      ]);
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(a.json().offerId).toBe(b.json().offerId);

      const rows = await db.select().from(offers).where(eq(offers.vehicleId, vehicle.id));
      expect(rows).toHaveLength(2); // one per key
      const mails = await db.select().from(emailOutbox);
      for (const row of rows) {
        expect(
          mails.filter((m) => m.kind === 'offer-sales' && m.subject.startsWith(`Offer #${row.id}:`)),
        ).toHaveLength(1);
      }

      // The same key for a different offer is refused; a malformed key too.
      const other = await offerFor(vehicle.id, '490');
      expect(
        (await send(other.payload, { headers: { ...headers, 'idempotency-key': key } })).statusCode,
      ).toBe(409);
      expect((await send(payload, { headers: { ...headers, 'idempotency-key': 'short' } })).statusCode).toBe(
        400,
      );
    });

    it('sends a KAP enquiry instead of an offer for a vehicle priced NZD 0', async () => {
      const { db, app } = ctx();
      const kap = await createVehicle(db, { isKapStock: true });
      const { price } = await offerFor(kap.id, '1');
      expect(price.price).toBe('NZD 0');
      const res = await app.inject({
        method: 'POST',
        url: '/api/vehicle-auction/send-email-kap-enquiry',
        headers,
        payload: {
          id: kap.id,
          chassis: kap.chassis,
          price: 'NZD 0',
          vehicleFullname: 'whatever the tile had',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Success' });
      const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.userId, nz.user.id));
      expect(enquiry).toMatchObject({ kind: 'kap', vehicleIds: [kap.id], senderEmailAddress: nz.user.email });
      await app.mailWorker.runOnce();
      await smtp.waitFor(2);
      const sales = smtp.messages.find((m) => m.to.includes(SALES))!;
      expect(sales.subject).toContain(`(KAP): 2015 Toyota Aqua S (${kap.chassis})`);
      expect(sales.html).toContain(`${PUBLIC_URL}/checklist?id=${kap.id}`);

      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/vehicle-auction/send-email-kap-enquiry',
            payload: { id: kap.id },
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/vehicle-auction/send-email-kap-enquiry',
            headers,
            payload: {},
          })
        ).statusCode,
      ).toBe(400);
    });

    it("lists the member's own offers, newest first, with vehicle, amount, currency, date and status", async () => {
      const { db, app } = ctx();
      const member = await createMember(db, { countryId: 75 });
      const memberHeaders = await bearer(app, member.user);
      const v1 = await createVehicle(db);
      const v2 = await createVehicle(db);
      const first = await send((await offerFor(v1.id, '400', member.user.id)).payload, {
        headers: memberHeaders,
      });
      const second = await send((await offerFor(v2.id, '410', member.user.id)).payload, {
        headers: memberHeaders,
      });

      const res = await app.inject({
        method: 'GET',
        url: '/api/vehicle-auction/my-offers',
        headers: memberHeaders,
      });
      expect(res.statusCode).toBe(200);
      const list = res.json<{ offers: Array<{ id: number; createdAt: string }> }>().offers;
      expect(list.map((o: { id: number }) => o.id)).toEqual([second.json().offerId, first.json().offerId]);
      expect(list[0]).toMatchObject({
        vehicleId: v2.id,
        vehicleName: '2015 Toyota Aqua S',
        chassis: v2.chassis,
        offerAmount: '410000.00',
        currency: 'JPY',
        status: 'submitted',
        checklistLink: `/checklist?id=${v2.id}`,
        photoUrl: `/media/vehicles/${v2.id}/0.svg`,
      });
      expect(Date.parse(list[0]!.createdAt)).not.toBeNaN();
      expect((await app.inject({ method: 'GET', url: '/api/vehicle-auction/my-offers' })).statusCode).toBe(
        401,
      );
    });
  },
  { env: { SMTP_URL: smtp.url, PUBLIC_URL, SALES_EMAIL: SALES } },
);
