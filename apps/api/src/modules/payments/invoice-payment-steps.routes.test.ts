// The invoice and payment machines through HTTP, on PGlite and PostgreSQL: what each answer allows
// the caller (allowedActions), voiding refused while a payment waits or counts, a confirmation refused
// on a void invoice, refusals and money steps on the activity log, the printed dates, the date paid
// on the dealer's calendar, and the races (void vs confirm, confirm twice, record vs void) sent at
// once, several tries each, every try ending in one consistent state.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  businessDate,
  INVOICE_MESSAGES,
  latestDateOnEarth,
  PAYMENT_MESSAGES,
  type AdminInvoiceList,
  type AdminPaymentList,
  type InvoiceList,
  type PaymentList,
} from '@ibc/domain';
import {
  activityLog,
  invoices,
  paymentAllocations,
  paymentProofUploads,
  payments,
  purchases,
} from '../../db/schema.ts';
import type { Actor } from '../../lib/activity-log.ts';
import type { Member } from '../../lib/auth-context.ts';
import {
  accessTokenFor,
  type Caller,
  createMember,
  createPurchase,
  describeApi,
  NZ_SNAPSHOT,
} from '../../../test/helpers/index.ts';
import { pdfText } from '../../../test/helpers/pdf-text.ts';

const TRIES = 10;
/** A date paid the record accepts today: not in the future, not more than a year ago. */
const paidYesterday = () => addCalendarDays(businessDate(new Date()), -1);

describeApi('invoice and payment steps', (ctx, http) => {
  let dealer: Caller & { companyId: number };
  let staff: Caller;
  let actor: Actor;

  beforeAll(async () => {
    const { db } = ctx();
    const a = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });
    dealer = { ...a.user, companyId: a.company.id };
    const s = await createMember(db, { role: 'staff' });
    staff = s.user;
    actor = { userId: s.user.id, email: s.user.email };
  });

  /** A purchase with its proforma (NZD 2,300.00); the proforma's id and number. */
  async function proforma(now?: Date, values: Parameters<typeof createPurchase>[2] = {}) {
    const { db, app } = ctx();
    const purchaseId = await createPurchase(db, dealer, { priceSnapshot: NZ_SNAPSHOT, ...values });
    const issued = await db.transaction((tx) =>
      app.services.invoices.issueProforma(tx, purchaseId, actor, now),
    );
    return { purchaseId, ...issued };
  }

  async function uploadProof() {
    // This file's one dealer sends more proofs than a company may in a day (the races try ten times
    // each): the day's count starts again. The cap has its own tests (payment-proofs.routes.test.ts).
    await ctx().db.delete(paymentProofUploads).where(eq(paymentProofUploads.companyId, dealer.companyId));
    const token = await accessTokenFor(ctx().app, dealer);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/payments/proofs?fileName=swift.pdf',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
      payload: Buffer.from(`%PDF-1.4 bank proof ${Math.random()}`),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ proofId: string }>().proofId;
  }

  const recordPayment = async (invoiceId: number, amount = '2300', paid = amount) =>
    http.post(
      '/api/payments',
      {
        currency: 'NZD',
        amount: paid,
        paidOn: paidYesterday(),
        proofId: await uploadProof(),
        allocations: [{ invoiceId, amount }],
      },
      dealer,
    );

  async function pendingPayment(invoiceId: number, amount = '2300') {
    const res = await recordPayment(invoiceId, amount);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number }>().id;
  }

  const voidInvoice = (id: number) => http.post(`/api/admin/invoices/${id}/void`, {}, staff);
  const confirm = (id: number) => http.post(`/api/admin/payments/${id}/confirm`, {}, staff);

  async function stateOf(invoiceId: number, paymentId?: number) {
    const { db } = ctx();
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
    const onIt = await db
      .select({ status: payments.status })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .where(eq(paymentAllocations.invoiceId, invoiceId));
    const payment =
      paymentId === undefined
        ? undefined
        : (await db.select().from(payments).where(eq(payments.id, paymentId)))[0];
    return { invoice: invoice!.status, payments: onIt.map((p) => p.status), payment: payment?.status };
  }

  const logOf = (entityType: string, entityId: number) =>
    ctx()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, entityType), eq(activityLog.entityId, String(entityId))));

  const staffInvoice = async (purchaseId: number, id: number) =>
    (await http.get(`/api/admin/purchases/${purchaseId}/invoices`, staff))
      .json<AdminInvoiceList>()
      .invoices.find((invoice) => invoice.id === id)!;
  const dealerInvoice = async (purchaseId: number, id: number) =>
    (await http.get(`/api/invoices?purchaseId=${purchaseId}`, dealer))
      .json<InvoiceList>()
      .invoices.find((invoice) => invoice.id === id)!;
  const staffPayment = async (id: number) =>
    (await http.get('/api/admin/payments?pageSize=200', staff))
      .json<AdminPaymentList>()
      .items.find((payment) => payment.id === id)!;

  describe('what each answer allows the caller', () => {
    it('the dealer pays an open invoice with something left; staff void one nobody has paid', async () => {
      const { purchaseId, id } = await proforma();
      expect((await dealerInvoice(purchaseId, id)).allowedActions).toEqual(['pay']);
      expect((await staffInvoice(purchaseId, id)).allowedActions).toEqual(['void']);

      const paymentId = await pendingPayment(id, '1000');
      // A payment waits: the dealer may still pay the rest, staff may not void.
      expect((await dealerInvoice(purchaseId, id)).allowedActions).toEqual(['pay']);
      expect((await staffInvoice(purchaseId, id)).allowedActions).toEqual([]);
      expect((await staffPayment(paymentId)).allowedActions).toEqual(['confirm', 'reject']);
      const mine = (await http.get('/api/payments', dealer)).json<PaymentList>().payments;
      expect(mine.find((p) => p.id === paymentId)?.allowedActions).toEqual([]);

      expect((await confirm(paymentId)).json<{ allowedActions: string[] }>().allowedActions).toEqual([]);
      expect((await staffInvoice(purchaseId, id)).allowedActions).toEqual([]);
      const rest = await pendingPayment(id, '1300');
      expect((await confirm(rest)).statusCode).toBe(200);
      // Paid in full: nothing left to pay.
      const paid = await dealerInvoice(purchaseId, id);
      expect(paid).toMatchObject({ status: 'paid', allowedActions: [] });
    });

    it('a payment on a void invoice can only be rejected', async () => {
      const { id, number } = await proforma();
      const paymentId = await pendingPayment(id);
      // Voided as a cancelled purchase would, with no payment waiting at the time it was checked.
      await ctx().db.update(invoices).set({ status: 'void' }).where(eq(invoices.id, id));
      expect((await staffPayment(paymentId)).allowedActions).toEqual(['reject']);
      const refused = await confirm(paymentId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.voidInvoice(number));
      expect(await stateOf(id, paymentId)).toMatchObject({ invoice: 'void', payment: 'pending' });
      // The refusal is on the record; the rejection goes through.
      const log = await logOf('payment', paymentId);
      expect(log.map((row) => row.action)).toEqual(['refused']);
      expect(log[0]!.summary).toContain(`confirm refused: NZD 2,300.00 from`);
      const rejected = await http.post(
        `/api/admin/payments/${paymentId}/reject`,
        { reason: 'Recorded against a void invoice' },
        staff,
      );
      expect(rejected.statusCode, rejected.body).toBe(200);
    });
  });

  describe('voiding and confirming one after the other', () => {
    it('refuses to void while a payment waits, and once one is confirmed', async () => {
      const { id, number } = await proforma();
      const paymentId = await pendingPayment(id, '100');
      const waiting = await voidInvoice(id);
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json<{ message: string }>().message).toBe(INVOICE_MESSAGES.pendingPayments);
      expect((await confirm(paymentId)).statusCode).toBe(200);
      const paid = await voidInvoice(id);
      expect(paid.statusCode).toBe(409);
      expect(paid.json<{ message: string }>().message).toBe(INVOICE_MESSAGES.confirmedPayments);
      expect(await stateOf(id)).toEqual({ invoice: 'open', payments: ['confirmed'], payment: undefined });
      const log = await logOf('invoice', id);
      expect(log.filter((row) => row.action === 'refused').map((row) => row.summary)).toEqual([
        `void refused: ${number} (NZD 2,300.00): ${INVOICE_MESSAGES.pendingPayments}`,
        `void refused: ${number} (NZD 2,300.00): ${INVOICE_MESSAGES.confirmedPayments}`,
      ]);
    });

    it('voids an unpaid invoice, logs its number and total, then refuses payments on it', async () => {
      const { id, number } = await proforma();
      expect((await voidInvoice(id)).statusCode).toBe(204);
      const [voided] = (await logOf('invoice', id)).filter((row) => row.action === 'voided');
      expect(voided!.summary).toMatch(new RegExp(`^${number} voided: NZD 2,300.00 no longer owed by `));
      expect(voided!.changes).toEqual({ status: { before: 'open', after: 'void' } });
      const [issued] = (await logOf('invoice', id)).filter((row) => row.action === 'issued');
      expect(issued!.summary).toContain('NZD 2,300.00');

      const late = await recordPayment(id);
      expect(late.statusCode).toBe(400);
      expect(late.json<{ fieldErrors: Record<string, string> }>().fieldErrors.allocations).toBe(
        `${number}: A void invoice cannot be paid.`,
      );
      expect((await voidInvoice(id)).statusCode).toBe(409);
      expect((await http.post('/api/admin/invoices/999999/void', {}, staff)).statusCode).toBe(404);
    });

    it('logs a confirmation and a rejection with the amount and the invoices', async () => {
      const { id, number } = await proforma();
      const first = await pendingPayment(id, '1,000.50');
      const second = await pendingPayment(id, '200');
      expect((await confirm(first)).statusCode).toBe(200);
      const rejected = await http.post(
        `/api/admin/payments/${second}/reject`,
        { reason: 'Not received by our bank' },
        staff,
      );
      expect(rejected.statusCode).toBe(200);
      const [confirmed] = await logOf('payment', first);
      expect(confirmed).toMatchObject({
        action: 'confirmed',
        changes: { status: { before: 'pending', after: 'confirmed' } },
      });
      expect(confirmed!.summary).toMatch(
        new RegExp(`^NZD 1,000.50 from .* confirmed: ${number} NZD 1,000.50$`),
      );
      const [refusedOne] = await logOf('payment', second);
      expect(refusedOne!.summary).toMatch(
        new RegExp(`rejected: ${number} NZD 200.00; reason: Not received by our bank$`),
      );
    });
  });

  describe('dates', () => {
    it('prints the invoice date on Japan’s calendar, due exactly 7 days later, and says so', async () => {
      // 20:00 UTC on 28 Nov is 05:00 on 29 Nov in Japan.
      const { purchaseId, id, number } = await proforma(new Date('2026-11-28T20:00:00Z'));
      const invoice = await dealerInvoice(purchaseId, id);
      expect(invoice).toMatchObject({ issuedOn: '2026-11-29', dueDate: '2026-12-06' });
      const pdf = await http.get(`/api/invoices/${id}/pdf`, dealer);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('Invoice date 29 Nov 2026 (Japan time)');
      expect(text).toContain('Due date 6 Dec 2026 (Japan time)');
      expect(text).toContain(number);
    });

    it('takes the date paid from the dealer’s calendar: up to the latest date on Earth, back a year', async () => {
      const { app, db } = ctx();
      const { id } = await proforma();
      const member = {
        userId: dealer.id,
        companyId: dealer.companyId,
        companyName: 'Test Motors',
      } as Member;
      // 15:00 UTC on 1 Mar: already 2 Mar in New Zealand (and 3 Mar nowhere yet).
      const now = new Date('2026-03-01T15:00:00Z');
      const input = async (paidOn: string) => ({
        currency: 'NZD',
        amount: '10',
        paidOn,
        reference: '',
        proofId: await uploadProof(),
        allocations: [{ invoiceId: id, amount: '10' }],
      });
      const recorded = await app.services.payments.record(member, await input('2026-03-02'), now);
      expect(recorded.paidOn).toBe('2026-03-02');
      await expect(
        app.services.payments.record(member, await input('2026-03-03'), now),
      ).rejects.toMatchObject({
        statusCode: 400,
        details: { fieldErrors: { paidOn: 'The date paid cannot be in the future.' } },
      });
      await expect(
        app.services.payments.record(member, await input('2026-02-30'), now),
      ).rejects.toMatchObject({
        statusCode: 400,
        details: { fieldErrors: { paidOn: 'Enter the date you paid.' } },
      });
      // A year back from 2 Mar in Japan: 2 Mar 2025 is the earliest date paid, 1 Mar too old.
      await expect(
        app.services.payments.record(member, await input('2025-03-01'), now),
      ).rejects.toMatchObject({
        statusCode: 400,
        details: { fieldErrors: { paidOn: 'The date paid cannot be more than a year ago.' } },
      });
      // Through HTTP, the day after the latest date on Earth is refused next to the field.
      const tomorrow = addCalendarDays(latestDateOnEarth(new Date()), 1);
      const res = await http.post('/api/payments', { ...(await input(tomorrow)), amount: '1,000' }, dealer);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
        paidOn: 'The date paid cannot be in the future.',
      });
      // Nor more than a year before today in Japan: 1900-01-01 is a slip, not a payment.
      for (const paidOn of ['1900-01-01', addCalendarDays(businessDate(new Date()), -400)]) {
        // Refused as the request is read, before any proof is looked for.
        const body = {
          currency: 'NZD',
          amount: '10',
          paidOn,
          proofId: '1.x',
          allocations: [{ invoiceId: id, amount: '10' }],
        };
        const old = await http.post('/api/payments', body, dealer);
        expect(old.statusCode, paidOn).toBe(400);
        expect(old.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
          paidOn: 'The date paid cannot be more than a year ago.',
        });
      }
      await db.delete(paymentAllocations).where(eq(paymentAllocations.invoiceId, id));
    });

    it('issues the NZ final invoice after the recorded departure, not after an ETD that passed', async () => {
      const { purchaseId } = await proforma(undefined, {
        stage: 'booked',
        etd: new Date('2020-02-20T00:00:00Z'),
        eta: new Date('2030-03-09T12:00:00+13:00'),
      });
      const refused = await http.post(`/api/admin/purchases/${purchaseId}/invoices/final`, {}, staff);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(
        'A New Zealand final invoice is issued after the vessel departs: record the Loaded / departed stage of the purchase first (a past ETD is not enough).',
      );
      await ctx().db.update(purchases).set({ stage: 'departed' }).where(eq(purchases.id, purchaseId));
      expect(
        (await http.post(`/api/admin/purchases/${purchaseId}/invoices/final`, {}, staff)).statusCode,
      ).toBe(200);
    });
  });

  describe('at the same instant', () => {
    it('void vs confirm of the payment waiting on the invoice: one wins, never void and paid', async () => {
      const outcomes: Record<string, number> = {};
      for (let i = 0; i < TRIES; i += 1) {
        const { id } = await proforma();
        const paymentId = await pendingPayment(id);
        const [voided, confirmed] = await Promise.all([voidInvoice(id), confirm(paymentId)]);
        // Exactly one step went through; the other was refused with a reason, never a 500.
        const won = [voided.statusCode === 204, confirmed.statusCode === 200].filter(Boolean).length;
        expect(won, `${voided.body} / ${confirmed.body}`).toBe(1);
        expect([voided.statusCode, confirmed.statusCode]).toContain(409);
        const state = await stateOf(id, paymentId);
        expect(state.invoice === 'void' && state.payment === 'confirmed').toBe(false);
        const key = `void ${voided.statusCode}, confirm ${confirmed.statusCode} -> ${state.invoice}/${state.payment}`;
        outcomes[key] = (outcomes[key] ?? 0) + 1;
      }
      console.info(`[${ctx().kind}] void vs confirm, ${TRIES} tries:`, outcomes);
    });

    it('confirm twice: one 200, one 409, the payment confirmed once', async () => {
      const outcomes: Record<string, number> = {};
      for (let i = 0; i < TRIES; i += 1) {
        const { purchaseId, id } = await proforma();
        const paymentId = await pendingPayment(id);
        const answers = await Promise.all([confirm(paymentId), confirm(paymentId)]);
        expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
        const confirmations = (await logOf('payment', paymentId)).filter((row) => row.action === 'confirmed');
        expect(confirmations).toHaveLength(1);
        // Counted once: the invoice is paid NZD 2,300.00, not twice that.
        expect(await dealerInvoice(purchaseId, id)).toMatchObject({ paid: '2300.00', status: 'paid' });
        const key = answers.map((res) => res.statusCode).join(' + ');
        outcomes[key] = (outcomes[key] ?? 0) + 1;
      }
      console.info(`[${ctx().kind}] confirm twice, ${TRIES} tries:`, outcomes);
    });

    it('two confirmations over the same two invoices queue in one lock order: both go through', async () => {
      const outcomes: Record<string, number> = {};
      for (let i = 0; i < TRIES; i += 1) {
        const a = await proforma();
        const b = await proforma();
        const pay = async (allocations: { invoiceId: number; amount: string }[]) => {
          const res = await http.post(
            '/api/payments',
            {
              currency: 'NZD',
              amount: '2000',
              paidOn: paidYesterday(),
              proofId: await uploadProof(),
              allocations,
            },
            dealer,
          );
          expect(res.statusCode, res.body).toBe(200);
          return res.json<{ id: number }>().id;
        };
        // Allocated in opposite orders: locks taken in the allocations' order could deadlock.
        const first = await pay([
          { invoiceId: a.id, amount: '1000' },
          { invoiceId: b.id, amount: '1000' },
        ]);
        const second = await pay([
          { invoiceId: b.id, amount: '1000' },
          { invoiceId: a.id, amount: '1000' },
        ]);
        const answers = await Promise.all([confirm(first), confirm(second), voidInvoice(a.id)]);
        expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 409]);
        const key = answers.map((res) => res.statusCode).join(', ');
        outcomes[key] = (outcomes[key] ?? 0) + 1;
      }
      console.info(`[${ctx().kind}] two confirms over two invoices + a void, ${TRIES} tries:`, outcomes);
    });

    it('record a payment vs void: never a payment that can count on a void invoice', async () => {
      const outcomes: Record<string, number> = {};
      for (let i = 0; i < TRIES; i += 1) {
        const { id } = await proforma();
        const proofId = await uploadProof();
        const [recorded, voided] = await Promise.all([
          http.post(
            '/api/payments',
            {
              currency: 'NZD',
              amount: '2,300',
              paidOn: paidYesterday(),
              proofId,
              allocations: [{ invoiceId: id, amount: '2,300' }],
            },
            dealer,
          ),
          voidInvoice(id),
        ]);
        const state = await stateOf(id);
        if (state.invoice === 'void') {
          // The void went first: the payment was refused next to the invoices, nothing written.
          expect(voided.statusCode).toBe(204);
          expect(recorded.statusCode, recorded.body).toBe(400);
          expect(state.payments).toEqual([]);
        } else {
          // The payment went first: the void was refused, and the payment can be confirmed.
          expect(recorded.statusCode, recorded.body).toBe(200);
          expect(voided.statusCode).toBe(409);
          expect((await confirm(recorded.json<{ id: number }>().id)).statusCode).toBe(200);
        }
        const key = `record ${recorded.statusCode}, void ${voided.statusCode} -> ${state.invoice}`;
        outcomes[key] = (outcomes[key] ?? 0) + 1;
      }
      console.info(`[${ctx().kind}] record vs void, ${TRIES} tries:`, outcomes);
    });
  });
});
