// SQL of payments: T/T payments with their proof and allocations; the invoices a payment
// may be allocated to are read here too (the company's own, open, in the payment's currency), and
// the count of each company's proof uploads per day.
//
// Lock order, where payments meet invoices: the invoices first (in id order), then the payment. A
// confirmation locks its invoices then the payment; a void locks its invoice; a new payment locks
// its invoices (shared) before it is written. Everyone takes invoice rows in the same order and no
// one holds a payment while waiting for an invoice, so simultaneous steps queue and never deadlock.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  COUNTING_PAYMENT_STATE,
  OPEN_INVOICE_STATE,
  PENDING_PAYMENT_STATE,
  type CalendarDate,
  type PaymentState,
} from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  invoices,
  paymentAllocations,
  paymentProofUploads,
  payments,
  users,
} from '../../db/schema.ts';

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
 * An invoice's number, state, currency, total and what confirmed payments paid on it (numeric text).
 * The subquery names `invoices.id` in full: Drizzle writes a column of a one-table query unqualified,
 * and a bare "id" inside the subquery would be the payment's.
 */
const invoiceBalanceColumns = {
  id: invoices.id,
  number: invoices.number,
  status: invoices.status,
  currency: invoices.currency,
  total: invoices.total,
  paid: sql<string>`coalesce((
    select sum(pa.amount) from ${paymentAllocations} pa
    join ${payments} p on p.id = pa.payment_id and p.status = ${COUNTING_PAYMENT_STATE}
    where pa.invoice_id = invoices.id), 0)::text`,
};

/** How many payments in `state` are allocated to the invoice (the invoice machine's facts). */
const paymentsOnInvoice = (state: PaymentState) => sql<number>`(
  select count(*) from ${paymentAllocations} pa
  join ${payments} p on p.id = pa.payment_id and p.status = ${state}
  where pa.invoice_id = invoices.id)::int`;

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

/** Payments in one review state (all when none is given). */
export const withStatus = (status?: PaymentState): SQL | undefined =>
  status === undefined ? undefined : eq(payments.status, status);

export type PaymentRow = Awaited<ReturnType<ReturnType<typeof createPaymentsRepository>['list']>>[number];

/** An allocation with its invoice as the payment machine reads it (state, total, what is paid). */
export type AllocationRow = Awaited<
  ReturnType<ReturnType<typeof createPaymentsRepository>['allocations']>
>[number];

export function createPaymentsRepository(db: DbOrTx) {
  const select = () =>
    db
      .select(paymentColumns)
      .from(payments)
      .innerJoin(companies, eq(companies.id, payments.companyId))
      .innerJoin(users, eq(users.id, payments.userId));

  const allocationColumns = {
    paymentId: paymentAllocations.paymentId,
    invoiceId: paymentAllocations.invoiceId,
    invoiceNumber: invoices.number,
    invoiceStatus: invoices.status,
    invoiceTotal: invoices.total,
    invoicePaid: invoiceBalanceColumns.paid,
    amount: paymentAllocations.amount,
  };

  /**
   * The allocations of `paymentIds` with their invoices' state, total and confirmed payments: the
   * payment machine's facts for a whole list in one query.
   */
  async function allocations(paymentIds: number[]) {
    if (paymentIds.length === 0) return [];
    return db
      .select(allocationColumns)
      .from(paymentAllocations)
      .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
      .where(inArray(paymentAllocations.paymentId, paymentIds))
      .orderBy(asc(invoices.number));
  }

  /** Payments matching `where`, pending first, then newest first (the staff's list pages them). */
  function list(where: SQL | undefined, limit = 1000, offset = 0) {
    return select()
      .where(where)
      .orderBy(
        sql`case when ${payments.status} = ${PENDING_PAYMENT_STATE} then 0 else 1 end`,
        desc(payments.createdAt),
        desc(payments.id),
      )
      .limit(limit)
      .offset(offset);
  }

  return {
    /** Whether the company has an open (not void) invoice that confirmed payments have not paid in full. */
    async hasInvoiceToPay(companyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(
          and(
            eq(invoices.companyId, companyId),
            eq(invoices.status, OPEN_INVOICE_STATE),
            sql`${invoices.total} > ${invoiceBalanceColumns.paid}::numeric`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Counts one proof upload of `bytes` for the company on `day`, unless that would take the day past
     * `limits`: false then, and nothing is counted. One statement, so uploads sent at once queue on
     * the day's row and the last place goes to one of them. The first upload of a day is always
     * counted (one file is far below the byte limit).
     */
    async countProofUpload(
      companyId: number,
      day: CalendarDate,
      bytes: number,
      limits: { files: number; bytes: number },
    ): Promise<boolean> {
      const counted = await db
        .insert(paymentProofUploads)
        .values({ companyId, day, files: 1, bytes })
        .onConflictDoUpdate({
          target: [paymentProofUploads.companyId, paymentProofUploads.day],
          set: {
            files: sql`${paymentProofUploads.files} + 1`,
            bytes: sql`${paymentProofUploads.bytes} + excluded.bytes`,
          },
          setWhere: sql`${paymentProofUploads.files} < ${limits.files}
            and ${paymentProofUploads.bytes} + excluded.bytes <= ${limits.bytes}`,
        })
        .returning({ files: paymentProofUploads.files });
      return counted.length > 0;
    },

    /**
     * Whether a payment of the company, waiting or confirmed, already names this proof file. Asked
     * after the file's row was locked (the store's `touch`), so a second payment sent at once with the
     * same proof waits for the first and sees it.
     */
    async proofInUse(companyId: number, fileId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.companyId, companyId),
            eq(payments.proofFileId, fileId),
            inArray(payments.status, [PENDING_PAYMENT_STATE, COUNTING_PAYMENT_STATE]),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * The company's invoices among `ids`, locked FOR SHARE in id order until the payment is written
     * (a void of one of them waits, and a void that went first is seen), then read in a new statement
     * with what confirmed payments have paid on each. Any currency and state: the service says what
     * is wrong.
     */
    async lockInvoicesToPay(companyId: number, ids: number[]) {
      if (ids.length === 0) return [];
      const mine = and(eq(invoices.companyId, companyId), inArray(invoices.id, ids));
      await db.select({ id: invoices.id }).from(invoices).where(mine).orderBy(asc(invoices.id)).for('share');
      return db
        .select({
          ...invoiceBalanceColumns,
          pendingPayments: paymentsOnInvoice(PENDING_PAYMENT_STATE),
          confirmedPayments: paymentsOnInvoice(COUNTING_PAYMENT_STATE),
        })
        .from(invoices)
        .where(mine);
    },

    /**
     * The invoices a payment is allocated to, locked FOR UPDATE in id order (before the payment: see
     * the lock order above), then read in a new statement, which under READ COMMITTED sees what a
     * step we waited for committed.
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
        .orderBy(asc(invoices.id))
        .for('update');
      return allocations([paymentId]);
    },

    /**
     * Inserts the payment and its allocations, unless the user already recorded one with this
     * idempotency key: null then, and nothing is written.
     */
    async insert(
      values: typeof payments.$inferInsert,
      allocations: { invoiceId: number; amount: string }[],
    ): Promise<number | null> {
      const [row] = await db
        .insert(payments)
        .values(values)
        .onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] })
        .returning({ id: payments.id });
      if (!row) return null;
      await db.insert(paymentAllocations).values(allocations.map((a) => ({ paymentId: row.id, ...a })));
      return row.id;
    },

    async findByIdempotencyKey(userId: number, key: string) {
      const [row] = await db
        .select({ id: payments.id, currency: payments.currency, amount: payments.amount })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)));
      return row ?? null;
    },

    list,

    /** A page of the payments matching `where` in the list's order, and how many match in all. */
    async page(where: SQL | undefined, offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        list(where, limit, offset),
        db.select({ count: count() }).from(payments).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    async find(id: number) {
      const [row] = await select().where(eq(payments.id, id));
      return row ?? null;
    },

    /** The payment's review state, locked until the step's transaction ends. */
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
        status: PaymentState;
        reviewedBy: number | null;
        reviewedAt: Date;
        rejectReason: string | null;
      },
    ): Promise<void> {
      await db.update(payments).set(values).where(eq(payments.id, id));
    },

    allocations,
  };
}
