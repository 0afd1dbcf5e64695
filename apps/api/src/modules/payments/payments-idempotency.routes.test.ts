// A payment sent with an Idempotency-Key is recorded once, however often the dealer's client sends
// it: a retry after a lost answer gets the first payment back, two copies sent at once make one
// row, and the same key on another payment is refused. On PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { addCalendarDays, businessDate, type Payment } from '@ibc/domain';
import { paymentAllocations, payments } from '../../db/schema.ts';
import {
  bearer,
  type Caller,
  createMember,
  createPurchase,
  describeApi,
  type Headers,
  NZ_SNAPSHOT,
} from '../../../test/helpers/index.ts';

describeApi('payments with an Idempotency-Key', (ctx, http) => {
  let dealer: Caller & { companyId: number };
  let headers: Headers;
  let invoiceId: number;

  beforeAll(async () => {
    const { db, app } = ctx();
    const member = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });
    dealer = { ...member.user, companyId: member.company.id };
    headers = await bearer(app, dealer);
    const staff = await createMember(db, { role: 'staff' });
    const purchaseId = await createPurchase(db, dealer, { priceSnapshot: NZ_SNAPSHOT });
    const issued = await db.transaction((tx) =>
      app.services.invoices.issueProforma(tx, purchaseId, { userId: staff.user.id, email: staff.user.email }),
    );
    invoiceId = issued.id;
  });

  async function uploadProof(): Promise<string> {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/payments/proofs?fileName=swift.pdf',
      headers: { ...headers, 'content-type': 'application/pdf' },
      payload: Buffer.from(`%PDF-1.4 bank proof ${Math.random()}`),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ proofId: string }>().proofId;
  }

  const payment = (proofId: string, amount = '100') => ({
    currency: 'NZD',
    amount,
    paidOn: addCalendarDays(businessDate(new Date()), -1),
    proofId,
    allocations: [{ invoiceId, amount }],
  });
  const send = (body: unknown, key: string) =>
    http.post('/api/payments', body, { ...headers, 'idempotency-key': key });
  const rowsWithKey = (key: string) =>
    ctx().db.select({ id: payments.id }).from(payments).where(eq(payments.idempotencyKey, key));

  it('answers a retry with the payment the first request recorded, and records it once', async () => {
    const key = `retry-${crypto.randomUUID()}`;
    const body = payment(await uploadProof());
    const first = await send(body, key);
    const retry = await send(body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<Payment>()).toEqual(first.json<Payment>());
    const rows = await rowsWithKey(key);
    expect(rows).toEqual([{ id: first.json<Payment>().id }]);
    const allocated = await ctx()
      .db.select()
      .from(paymentAllocations)
      .where(eq(paymentAllocations.paymentId, rows[0]!.id));
    expect(allocated).toHaveLength(1);
  });

  it('records one payment for two copies sent at once, with the same proof or another', async () => {
    for (const sameProof of [true, false]) {
      const key = `double-${crypto.randomUUID()}`;
      const proof = await uploadProof();
      const [a, b] = await Promise.all([
        send(payment(proof), key),
        send(payment(sameProof ? proof : await uploadProof()), key),
      ]);
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode, b.body).toBe(200);
      expect(a.json<Payment>().id).toBe(b.json<Payment>().id);
      expect(await rowsWithKey(key)).toHaveLength(1);
    }
  });

  it('refuses the same key on a different payment, and a malformed key', async () => {
    const key = `other-${crypto.randomUUID()}`;
    expect((await send(payment(await uploadProof(), '100'), key)).statusCode).toBe(200);
    const other = await send(payment(await uploadProof(), '200'), key);
    expect(other.statusCode).toBe(409);
    expect(other.json<{ message: string }>().message).toMatch(/different payment/);
    expect((await send(payment(await uploadProof()), 'short')).statusCode).toBe(400);
    expect(await rowsWithKey(key)).toHaveLength(1);
  });
});
