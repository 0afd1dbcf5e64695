// SQL of payments (issue 12): T/T payments with their proof and allocations; the invoices a payment
// may be allocated to are read here too (the company's own, open, in the payment's currency).
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, invoices, paymentAllocations, payments, users } from '../../db/schema.ts';

const paymentColumns = {
  id: payments.id,
  companyId: payments.companyId,
  companyName: companies.name,
  userId: payments.userId,
  recordedBy: users.email,
  currency: payments.currency,
  amount: payments.amount,
  paidOn: payments.paidOn,
  reference: payments.reference,
  proofFileId: payments.proofFileId,
  proofFileName: payments.proofFileName,
  status: payments.status,
  rejectReason: payments.rejectReason,
  createdAt: payments.createdAt,
};

export type PaymentRow = Awaited<ReturnType<ReturnType<typeof createPaymentsRepository>['list']>>[number];

export function createPaymentsRepository(db: DbOrTx) {
  const select = () =>
    db
      .select(paymentColumns)
      .from(payments)
      .innerJoin(companies, eq(companies.id, payments.companyId))
      .innerJoin(users, eq(users.id, payments.userId));

  return {
    /** The company's invoices among `ids` (any currency and status: the service says what is wrong). */
    async invoicesOf(companyId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: invoices.id,
          number: invoices.number,
          currency: invoices.currency,
          status: invoices.status,
        })
        .from(invoices)
        .where(and(eq(invoices.companyId, companyId), inArray(invoices.id, ids)));
    },

    async insert(
      values: typeof payments.$inferInsert,
      allocations: { invoiceId: number; amount: string }[],
    ): Promise<number> {
      const [row] = await db.insert(payments).values(values).returning({ id: payments.id });
      await db.insert(paymentAllocations).values(allocations.map((a) => ({ paymentId: row!.id, ...a })));
      return row!.id;
    },

    list(where: SQL | undefined, limit = 1000) {
      return select()
        .where(where)
        .orderBy(
          sql`case when ${payments.status} = 'pending' then 0 else 1 end`,
          desc(payments.createdAt),
          desc(payments.id),
        )
        .limit(limit);
    },

    async find(id: number) {
      const [row] = await select().where(eq(payments.id, id));
      return row ?? null;
    },

    async lockStatus(id: number) {
      const [row] = await db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, id))
        .for('update');
      return row?.status ?? null;
    },

    async review(
      id: number,
      values: {
        status: 'confirmed' | 'rejected';
        reviewedBy: number | null;
        reviewedAt: Date;
        rejectReason: string | null;
      },
    ): Promise<void> {
      await db.update(payments).set(values).where(eq(payments.id, id));
    },

    async allocations(paymentIds: number[]) {
      if (paymentIds.length === 0) return [];
      return db
        .select({
          paymentId: paymentAllocations.paymentId,
          invoiceId: paymentAllocations.invoiceId,
          invoiceNumber: invoices.number,
          amount: paymentAllocations.amount,
        })
        .from(paymentAllocations)
        .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
        .where(inArray(paymentAllocations.paymentId, paymentIds))
        .orderBy(asc(invoices.number));
    },
  };
}
