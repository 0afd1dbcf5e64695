// Purchases, invoices, due dates and payments, through HTTP on PGlite and PostgreSQL:
// gapless numbering per year (a rolled-back invoice gives its number back), the proforma, the NZ final
// invoice dated by spec §1 and refused before departure, the PDF read back, payments recorded,
// confirmed and rejected, balances and credit, reminders and the overdue list, and a second member
// getting 404 on every invoice, PDF, payment and proof of the first.
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  businessDate,
  collectionDateList,
  nzCollectionSchedule,
  type AdminInvoicePage,
  type AdminPaymentList,
  type InvoiceList,
  type PaymentList,
} from '@ibc/domain';
import { invoices, notifications, purchases } from '../../db/schema.ts';
import type { Actor } from '../../lib/activity-log.ts';
import {
  accessTokenFor,
  type Caller,
  createMember,
  createPurchase,
  describeApi,
  NZ_SNAPSHOT,
} from '../../../test/helpers/index.ts';
import { pdfText } from '../../../test/helpers/pdf-text.ts';

/** A recent date paid: a payment may not be dated in the future nor more than a year ago. */
const paidDaysAgo = (days: number) => addCalendarDays(businessDate(new Date()), -days);

describeApi('invoices and payments', (ctx, http) => {
  let dealer: Caller & { companyId: number };
  let other: Caller & { companyId: number };
  let uk: Caller & { companyId: number };
  let staff: Caller & { email: string };
  let actor: Actor;

  beforeAll(async () => {
    const { db } = ctx();
    const a = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });
    const b = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });
    const c = await createMember(db, { countryId: 44, currencies: ['GBP'], activeCurrency: 'GBP' });
    dealer = { ...a.user, companyId: a.company.id };
    other = { ...b.user, companyId: b.company.id };
    uk = { ...c.user, companyId: c.company.id };
    const s = await createMember(db, { role: 'staff' });
    staff = s.user;
    actor = { userId: s.user.id, email: s.user.email };
  });

  /** A purchase as the purchases module makes it, with an NZ price snapshot for its invoices. */
  const purchase = (
    member: Caller & { companyId: number },
    values: Parameters<typeof createPurchase>[2] = {},
  ) => createPurchase(ctx().db, member, { priceSnapshot: NZ_SNAPSHOT, ...values });

  async function proforma(purchaseId: number, now?: Date) {
    const { db, app } = ctx();
    return db.transaction((tx) => app.services.invoices.issueProforma(tx, purchaseId, actor, now));
  }

  async function myInvoices(member: Caller, query = '') {
    const res = await http.get(`/api/invoices${query}`, member);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<InvoiceList>();
  }

  describe('numbering ("numbered per year without gaps")', () => {
    it('numbers per year without gaps, and a rolled-back invoice gives its number back', async () => {
      const { db, app } = ctx();
      const id = await purchase(dealer);
      const at = (year: number) => new Date(`${year}-06-01T00:00:00Z`);
      expect((await proforma(id, at(2031))).number).toBe('IBC-2031-000001');
      await expect(
        db.transaction(async (tx) => {
          await app.services.invoices.issueProforma(tx, id, actor, at(2031));
          throw new Error('the acceptance failed later on');
        }),
      ).rejects.toThrow('the acceptance failed later on');
      expect((await proforma(id, at(2031))).number).toBe('IBC-2031-000002');
      expect((await proforma(id, at(2032))).number).toBe('IBC-2032-000001');
      expect((await proforma(id, at(2031))).number).toBe('IBC-2031-000003');
      await db.delete(invoices).where(eq(invoices.purchaseId, id));
    });
  });

  describe('proforma and final invoice', () => {
    it('issues the proforma from the price snapshot: lines add up, deposit due in 7 days, dealer told', async () => {
      const id = await purchase(dealer);
      const now = new Date('2026-03-02T01:00:00Z');
      const issued = await proforma(id, now);
      const { invoices: list } = await myInvoices(dealer, `?purchaseId=${id}`);
      expect(list).toHaveLength(1);
      const invoice = list[0]!;
      expect(invoice).toMatchObject({
        id: issued.id,
        kind: 'proforma',
        currency: 'NZD',
        // NZD 10,000 x GST 1.15 = 11,500; 20% deposit.
        total: '2300.00',
        paid: '0.00',
        balance: '2300.00',
        dueDate: '2026-03-09',
        collectionDates: null,
        pdfUrl: `/api/invoices/${issued.id}/pdf`,
      });
      expect(invoice.lines.map((line) => [line.kind, line.amount])).toEqual([
        ['vehicle', '10000.00'],
        ['gst', '1500.00'],
        ['other', '-9200.00'],
      ]);
      const told = await ctx()
        .db.select()
        .from(notifications)
        .where(and(eq(notifications.userId, dealer.id), eq(notifications.kind, 'invoice-issued')));
      expect(
        told.some((n) => n.link === `/my-account/purchases/${id}` && n.title.includes(issued.number)),
      ).toBe(true);
    });

    it('staff issue a proforma for a purchase without an open invoice, once; void frees it again', async () => {
      const id = await purchase(dealer);
      const first = await http.post(`/api/admin/purchases/${id}/invoices/proforma`, {}, staff);
      expect(first.statusCode, first.body).toBe(200);
      const [invoice] = first.json<{ invoices: InvoiceList['invoices'] }>().invoices;
      expect(invoice).toMatchObject({ kind: 'proforma', total: '2300.00' });
      expect((await http.post(`/api/admin/purchases/${id}/invoices/proforma`, {}, staff)).statusCode).toBe(
        409,
      );
      expect((await http.post(`/api/admin/purchases/${id}/invoices/proforma`, {}, dealer)).statusCode).toBe(
        404,
      );
      expect((await http.post(`/api/admin/invoices/${invoice!.id}/void`, {}, staff)).statusCode).toBe(204);
      expect((await http.post(`/api/admin/invoices/${invoice!.id}/void`, {}, staff)).statusCode).toBe(409);
      const listed = (await myInvoices(dealer, `?purchaseId=${id}`)).invoices[0]!;
      expect(listed).toMatchObject({ voided: true, balance: '0.00' });
      expect((await http.post(`/api/admin/purchases/${id}/invoices/proforma`, {}, staff)).statusCode).toBe(
        200,
      );
    });

    it('refuses an NZ final invoice before departure (409), then dates it by §1 from the ETA', async () => {
      const eta = new Date('2030-03-09T12:00:00+13:00');
      const id = await purchase(dealer, { stage: 'booked', etd: new Date('2030-02-20T00:00:00Z'), eta });
      await proforma(id);
      const refused = await http.post(`/api/admin/purchases/${id}/invoices/final`, {}, staff);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(/after the vessel departs/);

      await ctx().db.update(purchases).set({ stage: 'departed' }).where(eq(purchases.id, id));
      const issued = await http.post(`/api/admin/purchases/${id}/invoices/final`, {}, staff);
      expect(issued.statusCode, issued.body).toBe(200);
      const final = issued
        .json<{ invoices: InvoiceList['invoices'] }>()
        .invoices.find((i) => i.kind === 'final')!;
      const schedule = nzCollectionSchedule(eta);
      expect(final.collectionDates).toEqual({
        safeEta: schedule.safeEta,
        safeEtaDate: '2030-03-07', // 06 Mar 23:00 UTC is 7 Mar in New Zealand

        earliest: schedule.earliest,
        medium: schedule.medium,
        latest: schedule.latest,
      });
      expect(final.dueDate).toBe(schedule.latest);
      expect(final.total).toBe('9200.00');
      expect(final.lines.at(-1)?.kind).toBe('less-deposit');

      const again = await http.post(`/api/admin/purchases/${id}/invoices/final`, {}, staff);
      expect(again.statusCode).toBe(409);

      // The voyage moved: the open NZ final invoice follows the new ETA.
      const later = new Date('2030-03-16T12:00:00+13:00');
      await ctx().db.update(purchases).set({ eta: later }).where(eq(purchases.id, id));
      await ctx().db.transaction((tx) => ctx().app.services.invoices.purchaseDatesMoved(tx, id, actor));
      const moved = (await myInvoices(dealer, `?purchaseId=${id}`)).invoices.find((i) => i.kind === 'final')!;
      expect(moved.dueDate).toBe(nzCollectionSchedule(later).dueDate);
      // The dealer is told the new dates in calendar order, each in words.
      const [told] = await ctx()
        .db.select({ body: notifications.body })
        .from(notifications)
        .where(
          and(
            eq(notifications.kind, 'invoice-issued'),
            eq(notifications.link, `/my-account/purchases/${id}`),
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(1);
      expect(told?.body).toBe(
        `Collection dates (New Zealand): ${collectionDateList(nzCollectionSchedule(later))
          .map((item) => item.text)
          .join('; ')}.`,
      );
    });

    it('refuses an NZ final invoice without an ETA, and dates other markets by the payment terms', async () => {
      const noEta = await purchase(dealer, { stage: 'departed' });
      const refused = await http.post(`/api/admin/purchases/${noEta}/invoices/final`, {}, staff);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(/no ETA/);

      // Accepted on 1 June (Japan's date): due on acceptance + 30 days, whenever the invoice is issued.
      const id = await purchase(uk, {
        currency: 'GBP',
        agreedAmount: '4000',
        priceSnapshot: {},
        createdAt: new Date('2031-06-01T03:00:00Z'),
      });
      const res = await http.post(`/api/admin/purchases/${id}/invoices/final`, {}, staff);
      expect(res.statusCode, res.body).toBe(200);
      const final = res.json<{ invoices: InvoiceList['invoices'] }>().invoices[0]!;
      expect(final).toMatchObject({
        kind: 'final',
        currency: 'GBP',
        total: '4000.00',
        collectionDates: null,
      });
      expect(final.dueDate).toBe('2031-07-01');

      expect((await http.post(`/api/admin/purchases/${id}/invoices/final`, {}, dealer)).statusCode).toBe(404);
      expect((await http.post('/api/admin/purchases/999999/invoices/final', {}, staff)).statusCode).toBe(404);
    });

    it('serves the PDF as an attachment with the number, lines, total, letterhead and bank details', async () => {
      const id = await purchase(dealer);
      const { id: invoiceId, number } = await proforma(id);
      const res = await http.get(`/api/invoices/${invoiceId}/pdf`, dealer);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
      const text = await pdfText(res.rawPayload);
      for (const expected of [
        'IBC Japan Co., Ltd.',
        'Yokohama Landmark Tower 21F',
        number,
        'Vehicle',
        '10,000.00',
        'GST',
        '1,500.00',
        'NZD 2,300.00',
        'SWIFT: BOTKJPJT',
        `Please quote the invoice number ${number} as the payment reference.`,
      ]) {
        expect(text).toContain(expected);
      }
      expect((await http.get(`/api/admin/invoices/${invoiceId}/pdf`, staff)).statusCode).toBe(200);
    });
  });

  describe('payments', () => {
    async function uploadProof(member: Caller, bytes = Buffer.from('%PDF-1.4 bank proof ' + Math.random())) {
      const res = await http.post('/api/payments/proofs?fileName=swift.pdf', bytes, {
        ...(await bearerOf(member)),
        'content-type': 'application/pdf',
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ proofId: string }>().proofId;
    }

    async function bearerOf(member: Caller) {
      const token = await accessTokenFor(ctx().app, member);
      return { authorization: `Bearer ${token}` };
    }

    it('records, confirms and rejects payments; only confirmed ones count; overpayment is credit', async () => {
      const before = (await myInvoices(dealer)).balances.find((b) => b.currency === 'NZD')!;
      const id = await purchase(dealer);
      const { id: invoiceId, number } = await proforma(id);

      const proofId = await uploadProof(dealer);
      const recorded = await http.post(
        '/api/payments',
        {
          currency: 'NZD',
          amount: '3000',
          paidOn: paidDaysAgo(2),
          reference: number,
          proofId,
          proofFileName: 'swift.pdf',
          allocations: [{ invoiceId, amount: '2300' }],
        },
        dealer,
      );
      expect(recorded.statusCode, recorded.body).toBe(200);
      const payment = recorded.json<PaymentList['payments'][number]>();
      expect(payment).toMatchObject({
        status: 'pending',
        amount: '3000.00',
        proofUrl: `/api/payments/${payment.id}/proof`,
      });
      expect(payment.allocations).toEqual([{ invoiceId, invoiceNumber: number, amount: '2300.00' }]);

      // A second payment, recorded while the first waits: it will be rejected.
      const second = await http.post(
        '/api/payments',
        {
          currency: 'NZD',
          amount: '50',
          paidOn: paidDaysAgo(1),
          proofId: await uploadProof(dealer),
          allocations: [{ invoiceId, amount: '50' }],
        },
        dealer,
      );
      const secondId = second.json<{ id: number }>().id;
      // Pending: nothing counts yet.
      let invoice = (await myInvoices(dealer, `?purchaseId=${id}`)).invoices[0]!;
      expect(invoice).toMatchObject({ paid: '0.00', status: 'due' });

      // The staff's list, a page at a time: the newest pending payment first.
      const pending = await http.get('/api/admin/payments?status=pending&pageSize=1&page=2', staff);
      expect(pending.statusCode, pending.body).toBe(200);
      const page = pending.json<AdminPaymentList>();
      expect(page).toMatchObject({ page: 2, pageSize: 1 });
      expect(page.items.map((p) => p.id)).toEqual([payment.id]);
      const firstPage = (
        await http.get('/api/admin/payments?status=pending&pageSize=1', staff)
      ).json<AdminPaymentList>();
      expect(firstPage.items.map((p) => p.id)).toEqual([secondId]);
      // The export holds every pending payment, not one page of them.
      const sheet = await http.get('/api/admin/payments/export?format=csv&status=pending', staff);
      expect(sheet.statusCode).toBe(200);
      expect(sheet.body.trim().split('\r\n')).toHaveLength(1 + page.total);
      expect(sheet.body).toContain(`\r\n${payment.id},`);
      expect((await http.get('/api/admin/payments?pageSize=201', staff)).statusCode).toBe(400);
      const staffTold = await ctx()
        .db.select()
        .from(notifications)
        .where(and(eq(notifications.userId, staff.id), eq(notifications.kind, 'payment-recorded')));
      expect(staffTold.length).toBeGreaterThan(0);

      const confirmed = await http.post(`/api/admin/payments/${payment.id}/confirm`, {}, staff);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect((await http.post(`/api/admin/payments/${payment.id}/confirm`, {}, staff)).statusCode).toBe(409);

      const after = await myInvoices(dealer, `?purchaseId=${id}`);
      invoice = after.invoices[0]!;
      expect(invoice).toMatchObject({ paid: '2300.00', balance: '0.00', status: 'paid' });
      const balance = after.balances.find((b) => b.currency === 'NZD')!;
      // 3,000 paid against 2,300 invoiced on this purchase: 700 more paid than before.
      expect(Number(balance.paid) - Number(before.paid)).toBe(3000);
      expect(Number(balance.invoiced) - Number(before.invoiced)).toBe(2300);

      // A rejected payment never counts.
      expect(
        (await http.post(`/api/admin/payments/${secondId}/reject`, { reason: '' }, staff)).statusCode,
      ).toBe(400);
      const rejected = await http.post(
        `/api/admin/payments/${secondId}/reject`,
        { reason: 'Not received by our bank' },
        staff,
      );
      expect(rejected.json<{ status: string; rejectReason: string }>()).toMatchObject({
        status: 'rejected',
        rejectReason: 'Not received by our bank',
      });
      expect((await myInvoices(dealer, `?purchaseId=${id}`)).invoices[0]!.paid).toBe('2300.00');
      const mine = (await http.get('/api/payments', dealer)).json<PaymentList>().payments;
      expect(mine.find((p) => p.id === secondId)?.status).toBe('rejected');
    });

    it('credit on a fresh currency account when more is paid than invoiced', async () => {
      const { db } = ctx();
      const fresh = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });
      const member = { ...fresh.user, companyId: fresh.company.id };
      const id = await purchase(member);
      const { id: invoiceId } = await proforma(id);
      const res = await http.post(
        '/api/payments',
        {
          currency: 'NZD',
          amount: '2500',
          paidOn: paidDaysAgo(2),
          proofId: await uploadProof(member),
          allocations: [{ invoiceId, amount: '2300' }],
        },
        member,
      );
      await http.post(`/api/admin/payments/${res.json<{ id: number }>().id}/confirm`, {}, staff);
      expect((await myInvoices(member)).balances).toEqual([
        { currency: 'NZD', invoiced: '2300.00', paid: '2500.00', outstanding: '0.00', credit: '200.00' },
      ]);
    });

    it('never pays an invoice more than it owes: 400 when recorded, 409 when a second payment is confirmed', async () => {
      const id = await purchase(dealer);
      const { id: invoiceId, number } = await proforma(id); // NZD 2,300.00
      const record = async (amount: string) =>
        http.post(
          '/api/payments',
          {
            currency: 'NZD',
            amount,
            paidOn: paidDaysAgo(2),
            proofId: await uploadProof(dealer),
            allocations: [{ invoiceId, amount }],
          },
          dealer,
        );
      const tooMuch = await record('2300.01');
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json<{ fieldErrors: Record<string, string> }>().fieldErrors.allocations).toBe(
        `${number} has NZD 2,300.00 left to pay: put the rest of the payment on another invoice, or leave it as credit.`,
      );
      // Two payments of the whole amount, both recorded while nothing was confirmed.
      const first = (await record('2300')).json<{ id: number }>().id;
      const second = (await record('2300')).json<{ id: number }>().id;
      expect((await http.post(`/api/admin/payments/${first}/confirm`, {}, staff)).statusCode).toBe(200);
      const again = await http.post(`/api/admin/payments/${second}/confirm`, {}, staff);
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toContain(`would pay ${number} more than`);
      const invoice = (await myInvoices(dealer, `?purchaseId=${id}`)).invoices[0]!;
      expect(invoice).toMatchObject({ total: '2300.00', paid: '2300.00', status: 'paid' });
      // Once paid, nothing more can be put on it.
      const more = await record('1');
      expect(more.statusCode, more.body).toBe(400);
    });

    it('refuses bad payments with field messages (400), and proofs of another company', async () => {
      const id = await purchase(dealer);
      const { id: invoiceId } = await proforma(id);
      const proofId = await uploadProof(dealer);
      const base = {
        currency: 'NZD',
        amount: '100',
        paidOn: paidDaysAgo(2),
        proofId,
        allocations: [{ invoiceId, amount: '100' }],
      };
      const cases: [Record<string, unknown>, string, Caller][] = [
        [{ allocations: [{ invoiceId, amount: '150' }] }, 'allocations', dealer],
        [{ currency: 'JPY' }, 'allocations', dealer],
        [{ paidOn: '2999-01-01' }, 'paidOn', dealer],
        [{ proofId: '1.00000000000000000000000000000000' }, 'proofId', dealer],
        [{ amount: '-5' }, 'amount', dealer],
        [
          {
            allocations: [
              { invoiceId, amount: '50' },
              { invoiceId, amount: '50' },
            ],
          },
          'allocations',
          dealer,
        ],
        [{}, 'allocations', other], // someone else's invoice (and proof)
      ];
      for (const [change, field, who] of cases) {
        const res = await http.post('/api/payments', { ...base, ...change }, who);
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(Object.keys(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors)).toContain(field);
      }
      const wrongType = await http.post('/api/payments/proofs', Buffer.from('GIF89a'), {
        ...(await bearerOf(dealer)),
        'content-type': 'image/gif',
      });
      expect(wrongType.statusCode).toBe(400);
      // The bytes decide, not the header: a page of HTML sent as a PDF is refused.
      const disguised = await http.post('/api/payments/proofs', Buffer.from('<html><script>'), {
        ...(await bearerOf(dealer)),
        'content-type': 'application/pdf',
      });
      expect(disguised.statusCode).toBe(400);
      expect(disguised.json<{ fieldErrors: Record<string, string> }>().fieldErrors.proof).toBe(
        'The proof must be a PDF, JPEG or PNG file.',
      );
    });

    it('a second member gets 404 on the invoice PDF, the payment proof, and sees none of them', async () => {
      const id = await purchase(dealer);
      const { id: invoiceId } = await proforma(id);
      const res = await http.post(
        '/api/payments',
        {
          currency: 'NZD',
          amount: '10',
          paidOn: paidDaysAgo(2),
          proofId: await uploadProof(dealer),
          proofFileName: 'swift.pdf',
          allocations: [{ invoiceId, amount: '10' }],
        },
        dealer,
      );
      const paymentId = res.json<{ id: number }>().id;
      const proof = await http.get(`/api/payments/${paymentId}/proof`, dealer);
      expect(proof.statusCode).toBe(200);
      expect(proof.headers['content-disposition']).toBe('attachment; filename="swift.pdf"');

      expect((await http.get(`/api/invoices/${invoiceId}/pdf`, other)).statusCode).toBe(404);
      expect((await http.get(`/api/payments/${paymentId}/proof`, other)).statusCode).toBe(404);
      expect((await myInvoices(other, `?purchaseId=${id}`)).invoices).toEqual([]);
      expect((await http.get('/api/payments', other)).json<PaymentList>().payments).toEqual([]);
      expect((await http.get(`/api/admin/payments/${paymentId}/proof`, staff)).statusCode).toBe(200);
      expect((await http.get('/api/admin/payments', other)).statusCode).toBe(404);
      expect((await http.post(`/api/admin/payments/${paymentId}/confirm`, {}, other)).statusCode).toBe(404);
    });
  });

  describe('jobs', () => {
    it('reminds 2 NZ working days before and on the due date, once per day; lists overdue invoices for staff', async () => {
      const { db, app } = ctx();
      const fresh = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });
      const member = { ...fresh.user, companyId: fresh.company.id };
      const id = await purchase(member);
      // Issued Tue 3 Mar 2026 (Japan): due Tue 10 Mar; reminder on Fri 6 Mar (Mon 9 Mar is a working day).
      const { number } = await proforma(id, new Date('2026-03-03T01:00:00Z'));
      const dueSoon = async () =>
        (
          await db
            .select()
            .from(notifications)
            .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'invoice-due-soon')))
        )
          .map((n) => n.title)
          .filter((title) => title.includes(number));

      await app.jobs.runNow('invoice-reminders', new Date('2026-03-05T20:00:00Z')); // Fri 6 Mar NZ
      await app.jobs.runNow('invoice-reminders', new Date('2026-03-05T21:00:00Z'));
      expect(await dueSoon()).toEqual([`Invoice ${number} is due on 10 Mar 2026: NZD 2,300.00`]);
      await app.jobs.runNow('invoice-reminders', new Date('2026-03-08T20:00:00Z')); // Mon 9 Mar NZ: nothing
      expect(await dueSoon()).toHaveLength(1);
      await app.jobs.runNow('invoice-reminders', new Date('2026-03-09T20:00:00Z')); // Tue 10 Mar NZ
      expect((await dueSoon()).at(-1)).toBe(`Invoice ${number} is due today (10 Mar 2026): NZD 2,300.00`);

      await app.jobs.runNow('invoices-overdue', new Date('2026-03-10T20:00:00Z')); // Wed 11 Mar NZ
      await app.jobs.runNow('invoices-overdue', new Date('2026-03-10T21:00:00Z'));
      const lists = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, staff.id), eq(notifications.kind, 'invoices-overdue')));
      expect(lists).toHaveLength(1);
      expect(lists[0]!.body).toContain(number);

      // The staff's overdue list: open, due before Japan's today, something left to pay.
      const overdue = await http.get('/api/admin/invoices?overdue=true&pageSize=200', staff);
      expect(overdue.statusCode).toBe(200);
      const list = overdue.json<AdminInvoicePage>();
      expect(list.items.every((i) => i.status === 'overdue')).toBe(true);
      expect(list.items.map((i) => i.number)).toContain(number);
      expect(list.total).toBe(list.items.length);
      // A page at a time, soonest due first; the export holds every overdue invoice.
      const second = (
        await http.get('/api/admin/invoices?overdue=true&pageSize=1&page=2', staff)
      ).json<AdminInvoicePage>();
      expect(second).toMatchObject({ page: 2, pageSize: 1, total: list.total });
      expect(second.items.map((i) => i.id)).toEqual(list.items.slice(1, 2).map((i) => i.id));
      const sheet = await http.get('/api/admin/invoices/export?format=csv&overdue=true', staff);
      expect(sheet.body.trim().split('\r\n')).toHaveLength(1 + list.total);
      expect(sheet.body).toContain(number);
      expect((await http.get('/api/admin/invoices?page=0', staff)).statusCode).toBe(400);
    });
  });
});
