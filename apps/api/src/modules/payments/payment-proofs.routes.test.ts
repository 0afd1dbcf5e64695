// The proof upload through HTTP, on PGlite and PostgreSQL: who may upload is decided before the body
// is read (a visitor 401 even when the body says it is huge, an unapproved company 403, a company with
// no invoice to pay 403), the daily cap per company (the last place raced by two uploads at once),
// a proof the file cleanup removed before its payment was recorded, and one proof recorded twice at once.
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  addCalendarDays,
  businessDate,
  MAX_PAYMENT_PROOF_BYTES,
  UNAPPROVED_ACCOUNT_NOTICES,
} from '@ibc/domain';
import { files, paymentProofUploads } from '../../db/schema.ts';
import type { Actor } from '../../lib/activity-log.ts';
import { UNUSED_FILE_GRACE_MS } from '../../lib/file-store.ts';
import {
  bearer,
  type Caller,
  createMember,
  createPurchase,
  describeApi,
  NZ_SNAPSHOT,
} from '../../../test/helpers/index.ts';
import { PROOF_MESSAGES, PROOF_UPLOAD_BYTES_PER_DAY, PROOF_UPLOADS_PER_DAY } from './payments.service.ts';

type Dealer = Caller & { companyId: number };

describeApi('payment proof uploads', (ctx, http) => {
  let staff: Caller;
  let actor: Actor;

  beforeAll(async () => {
    const s = await createMember(ctx().db, { role: 'staff' });
    staff = s.user;
    actor = { userId: s.user.id, email: s.user.email };
  });

  async function dealer(status: 'approved' | 'pending' | 'rejected' = 'approved'): Promise<Dealer> {
    const { user, company } = await createMember(ctx().db, { countryId: 75, activeCurrency: 'NZD', status });
    return { ...user, companyId: company.id };
  }

  /** A purchase of the dealer's with its proforma (NZD 2,300.00): the invoice's id. */
  async function invoiceFor(member: Dealer): Promise<number> {
    const { db, app } = ctx();
    const purchaseId = await createPurchase(db, member, { priceSnapshot: NZ_SNAPSHOT });
    const issued = await db.transaction((tx) => app.services.invoices.issueProforma(tx, purchaseId, actor));
    return issued.id;
  }

  const pdf = () => Buffer.from(`%PDF-1.4 bank proof ${Math.random()}`);

  async function upload(as: Caller | null, body = pdf(), headers: Record<string, string> = {}) {
    return ctx().app.inject({
      method: 'POST',
      url: '/api/payments/proofs?fileName=swift.pdf',
      headers: {
        'content-type': 'application/pdf',
        ...(as ? await bearer(ctx().app, as) : {}),
        ...headers,
      },
      payload: body,
    });
  }

  const today = () => businessDate(new Date());
  const yesterday = () => addCalendarDays(today(), -1);
  const setToday = (member: Dealer, values: { files: number; bytes: number }) =>
    ctx()
      .db.insert(paymentProofUploads)
      .values({ companyId: member.companyId, day: today(), ...values })
      .onConflictDoUpdate({
        target: [paymentProofUploads.companyId, paymentProofUploads.day],
        set: values,
      });
  const countedToday = async (member: Dealer) =>
    (
      await ctx()
        .db.select({ files: paymentProofUploads.files, bytes: paymentProofUploads.bytes })
        .from(paymentProofUploads)
        .where(and(eq(paymentProofUploads.companyId, member.companyId), eq(paymentProofUploads.day, today())))
    )[0];

  it('answers before reading the body: a visitor 401 however large it says it is', async () => {
    const member = await dealer();
    await invoiceFor(member);
    const huge = { 'content-length': String(20 * MAX_PAYMENT_PROOF_BYTES) };
    const visitor = await upload(null, pdf(), huge);
    expect(visitor.statusCode).toBe(401);
    // Only a member who may upload has the body read, and is told it is too big.
    const allowed = await upload(member, pdf(), huge);
    expect(allowed.statusCode).toBe(400);
    expect(allowed.json<{ message: string }>().message).toBe('The proof file is larger than 10 MB.');
  });

  it('refuses a company not approved (403) and staff, who have no company (404)', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const res = await upload(await dealer(status), pdf(), { 'content-length': '999999999' });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(UNAPPROVED_ACCOUNT_NOTICES[status].message);
    }
    expect((await upload(staff)).statusCode).toBe(404);
  });

  it('refuses an approved company with no invoice to pay: none, void, or paid in full', async () => {
    const member = await dealer();
    const refused = async () => {
      const res = await upload(member, pdf(), { 'content-length': '999999999' });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(PROOF_MESSAGES.noInvoiceToPay);
    };
    await refused();

    const voided = await invoiceFor(member);
    expect((await upload(member)).statusCode).toBe(200);
    expect((await http.post(`/api/admin/invoices/${voided}/void`, {}, staff)).statusCode).toBe(204);
    await refused();

    const invoiceId = await invoiceFor(member);
    const proof = await upload(member);
    expect(proof.statusCode, proof.body).toBe(200);
    const payment = await http.post(
      '/api/payments',
      {
        currency: 'NZD',
        amount: '2300',
        paidOn: yesterday(),
        proofId: proof.json<{ proofId: string }>().proofId,
        allocations: [{ invoiceId, amount: '2300' }],
      },
      member,
    );
    expect(payment.statusCode, payment.body).toBe(200);
    // A payment waiting for review does not pay the invoice yet: another proof may still come.
    expect((await upload(member)).statusCode).toBe(200);
    const paymentId = payment.json<{ id: number }>().id;
    expect((await http.post(`/api/admin/payments/${paymentId}/confirm`, {}, staff)).statusCode).toBe(200);
    await refused();
  });

  it(`caps a company's proofs at ${PROOF_UPLOADS_PER_DAY} files a Japan day, saying so (429)`, async () => {
    const member = await dealer();
    const other = await dealer();
    await invoiceFor(member);
    await invoiceFor(other);
    const first = pdf();
    const second = pdf();
    expect((await upload(member, first)).statusCode).toBe(200);
    expect((await upload(member, second)).statusCode).toBe(200);
    expect(await countedToday(member)).toEqual({ files: 2, bytes: first.length + second.length });

    await setToday(member, { files: PROOF_UPLOADS_PER_DAY - 1, bytes: 0 });
    expect((await upload(member)).statusCode).toBe(200);
    const over = await upload(member);
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toBe(PROOF_MESSAGES.dailyLimit);
    expect(PROOF_MESSAGES.dailyLimit).toContain(
      `at most ${PROOF_UPLOADS_PER_DAY} proof files (50 MB in all) a day`,
    );
    const wait = Number(over.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(24 * 60 * 60);
    expect((await countedToday(member))?.files).toBe(PROOF_UPLOADS_PER_DAY);
    // Another company's day is its own.
    expect((await upload(other)).statusCode).toBe(200);
  });

  it('caps the bytes of a day at 50 MB, counting the refused upload nowhere', async () => {
    const member = await dealer();
    await invoiceFor(member);
    await setToday(member, { files: 1, bytes: PROOF_UPLOAD_BYTES_PER_DAY - 10 });
    const res = await upload(member, Buffer.from('%PDF-1.4 eleven+ bytes'));
    expect(res.statusCode).toBe(429);
    expect(await countedToday(member)).toEqual({ files: 1, bytes: PROOF_UPLOAD_BYTES_PER_DAY - 10 });
    expect((await upload(member, Buffer.from('%PDF-1.4'))).statusCode).toBe(200);
  });

  it("gives the day's last place to one of two uploads sent at once", async () => {
    const member = await dealer();
    await invoiceFor(member);
    for (let i = 0; i < 5; i++) {
      await setToday(member, { files: PROOF_UPLOADS_PER_DAY - 1, bytes: 0 });
      const answers = await Promise.all([upload(member), upload(member)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 429]);
      expect((await countedToday(member))?.files).toBe(PROOF_UPLOADS_PER_DAY);
    }
  });

  it('asks for the proof again when the file cleanup removed it before the payment; keeps it after', async () => {
    const member = await dealer();
    const invoiceId = await invoiceFor(member);
    const record = (proofId: string) =>
      http.post(
        '/api/payments',
        {
          currency: 'NZD',
          amount: '100',
          paidOn: yesterday(),
          proofId,
          allocations: [{ invoiceId, amount: '100' }],
        },
        member,
      );
    const ageEveryFile = () =>
      ctx()
        .db.update(files)
        .set({ lastUsedAt: new Date(Date.now() - 2 * UNUSED_FILE_GRACE_MS) });

    const lost = (await upload(member)).json<{ proofId: string }>().proofId;
    const kept = (await upload(member)).json<{ proofId: string }>().proofId;
    const paid = await record(kept);
    expect(paid.statusCode, paid.body).toBe(200);
    await ageEveryFile();
    await ctx().app.jobs.runNow('file-cleanup');

    const late = await record(lost);
    expect(late.statusCode).toBe(400);
    expect(late.json<{ fieldErrors: Record<string, string> }>().fieldErrors.proofId).toBe(
      'Upload the proof of payment again.',
    );
    const proof = await http.get(`/api/payments/${paid.json<{ id: number }>().id}/proof`, member);
    expect(proof.statusCode).toBe(200);
    expect(proof.body).toContain('%PDF-1.4 bank proof');
  });

  it('records one payment for a proof sent eight times at once; the others are told why', async () => {
    const member = await dealer();
    const invoiceId = await invoiceFor(member);
    const proofId = (await upload(member)).json<{ proofId: string }>().proofId;
    const body = {
      currency: 'NZD',
      amount: '100',
      paidOn: yesterday(),
      proofId,
      allocations: [{ invoiceId, amount: '100' }],
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => http.post('/api/payments', body, member)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 400, 400, 400, 400, 400, 400, 400,
    ]);
    for (const answer of answers.filter((a) => a.statusCode === 400)) {
      expect(answer.json<{ fieldErrors: Record<string, string> }>().fieldErrors.proofId).toBe(
        'This proof is already on a payment you recorded.',
      );
    }
    const mine = await http.get('/api/payments', member);
    expect(mine.json<{ payments: unknown[] }>().payments).toHaveLength(1);
  });
});
