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

/**
 * An invoice's number, currency, total and what confirmed payments paid on it (numeric text). The
 * subquery names `invoices.id` in full: Drizzle writes a column of a one-table query unqualified, and
 * a bare "id" inside the subquery would be the payment's.
 */
const invoiceBalanceColumns = {
  id: invoices.id,
  number: invoices.number,
  currency: invoices.currency,
  total: invoices.total,
  paid: sql<string>`coalesce((
    select sum(pa.amount) from ${paymentAllocations} pa
    join ${payments} p on p.id = pa.payment_id and p.status = 'confirmed'
    where pa.invoice_id = invoices.id), 0)::text`,
};

/** A company's payments; with `purchaseId`, those allocated to an invoice of that purchase. */
export function ofCompany(companyId: number, purchaseId?: number): SQL | undefined {
  return and(
    eq(payments.companyId, companyId),
    purchaseId === undefined
      ? undefined
      : sql`exists (select 1 from payment_allocations pa join invoices i on i.id = pa.invoice_id
             where pa.payment_id = payments.id and i.purchase_id = ${purchaseId})`,
  );
}

/** Payments in one review status (all when none is given). */
export const withStatus = (status?: 'pending' | 'confirmed' | 'rejected'): SQL | undefined =>
  status === undefined ? undefined : eq(payments.status, status);

export type PaymentRow = Awaited<ReturnType<ReturnType<typeof createPaymentsRepository>['list']>>[number];

export function createPaymentsRepository(db: DbOrTx) {
  const select = () =>
    db
      .select(paymentColumns)
      .from(payments)
      .innerJoin(companies, eq(companies.id, payments.companyId))
      .innerJoin(users, eq(users.id, payments.userId));

  return {
    /**
     * The company's invoices among `ids` (any currency and status: the service says what is wrong),
     * with what confirmed payments have paid on each.
     */
    async invoicesOf(companyId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ ...invoiceBalanceColumns, status: invoices.status })
        .from(invoices)
        .where(and(eq(invoices.companyId, companyId), inArray(invoices.id, ids)));
    },

    /**
     * The invoices a payment is allocated to, locked first (so two confirmations of payments on the
     * same invoice run one after the other), then read with what confirmed payments paid on each.
     */
    async lockAllocatedInvoices(paymentId: number) {
      const allocated = db
        .select({ id: paymentAllocations.invoiceId })
        .from(paymentAllocations)
        .where(eq(paymentAllocations.paymentId, paymentId));
      await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(inArray(invoices.id, allocated))
        .for('update');
      // A new statement: under READ COMMITTED it sees what a confirmation we waited for committed.
      return db
        .select({ ...invoiceBalanceColumns, allocated: paymentAllocations.amount })
        .from(paymentAllocations)
        .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
        .where(eq(paymentAllocations.paymentId, paymentId))
        .orderBy(asc(invoices.number));
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
