// SQL of invoices: the gapless per-year counter, invoices and their lines, what confirmed
// payments paid on each, and the currency accounts' totals. Member reads are filtered by company.
import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  COUNTING_PAYMENT_STATE,
  OPEN_INVOICE_STATE,
  PENDING_PAYMENT_STATE,
  type InvoiceState,
  type PaymentState,
} from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import { createPurchaseReader } from '../../db/purchase-read-model.ts';
import {
  companies,
  countries,
  invoiceCounters,
  invoiceLines,
  invoices,
  paymentAllocations,
  payments,
  purchaseDocuments,
  purchases,
  users,
  vehicles,
} from '../../db/schema.ts';
import { present } from '../../lib/present.ts';
import { vehicleTitleColumns } from '../../db/vehicle-read-model.ts';

/**
 * Confirmed payments allocated to the invoice (numeric text). `invoices.id` is written in full: Drizzle
 * writes a column of a one-table query unqualified, and a bare "id" in the subquery is the payment's.
 */
const paidOnInvoice = sql<string>`coalesce((
  select sum(pa.amount) from ${paymentAllocations} pa
  join ${payments} p on p.id = pa.payment_id and p.status = ${COUNTING_PAYMENT_STATE}
  where pa.invoice_id = invoices.id), 0)::text`;

/**
 * How many payments in `state` are allocated to the invoice: the invoice machine's facts, read in the
 * list's own query so a list of invoices knows what each allows without a query per invoice.
 */
const paymentsOnInvoice = (state: PaymentState) => sql<number>`(
  select count(*) from ${paymentAllocations} pa
  join ${payments} p on p.id = pa.payment_id and p.status = ${state}
  where pa.invoice_id = invoices.id)::int`;

const invoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  purchaseId: invoices.purchaseId,
  companyId: invoices.companyId,
  companyName: companies.name,
  countryName: countries.name,
  currency: invoices.currency,
  jpyPerUnit: invoices.jpyPerUnit,
  total: invoices.total,
  dueDate: invoices.dueDate,
  safeEta: invoices.safeEta,
  collectionEarliest: invoices.collectionEarliest,
  collectionMedium: invoices.collectionMedium,
  collectionLatest: invoices.collectionLatest,
  status: invoices.status,
  issuedAt: invoices.issuedAt,
  userId: purchases.userId,
  ...vehicleTitleColumns,
  chassis: vehicles.chassis,
  paid: paidOnInvoice,
  pendingPayments: paymentsOnInvoice(PENDING_PAYMENT_STATE),
  confirmedPayments: paymentsOnInvoice(COUNTING_PAYMENT_STATE),
};

/** Which invoices a list reads; every condition given must hold. Dates are Japan's calendar dates. */
export interface InvoiceFilter {
  companyId?: number;
  purchaseId?: number;
  /** Only open invoices (not void). */
  open?: boolean;
  kind?: 'proforma' | 'final';
  dueFrom?: string;
  dueTo?: string;
  dueBefore?: string;
  /** Only invoices that confirmed payments have not paid in full. */
  unpaid?: boolean;
}

function whereOf(filter: InvoiceFilter): SQL | undefined {
  return and(
    filter.companyId === undefined ? undefined : eq(invoices.companyId, filter.companyId),
    filter.purchaseId === undefined ? undefined : eq(invoices.purchaseId, filter.purchaseId),
    filter.open ? eq(invoices.status, OPEN_INVOICE_STATE) : undefined,
    filter.kind === undefined ? undefined : eq(invoices.kind, filter.kind),
    filter.dueFrom === undefined ? undefined : gte(invoices.dueDate, filter.dueFrom),
    filter.dueTo === undefined ? undefined : lte(invoices.dueDate, filter.dueTo),
    filter.dueBefore === undefined ? undefined : lt(invoices.dueDate, filter.dueBefore),
    filter.unpaid ? sql`${invoices.total} > ${paidOnInvoice}::numeric` : undefined,
  );
}

/** A purchase as invoices read it (purchaseForInvoice). */
export type InvoicePurchase = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createInvoicesRepository>['purchaseForInvoice']>>
>;

export type InvoiceRow = Awaited<ReturnType<ReturnType<typeof createInvoicesRepository>['list']>>[number];

export function createInvoicesRepository(db: DbOrTx) {
  const select = () =>
    db
      .select(invoiceColumns)
      .from(invoices)
      .innerJoin(purchases, eq(purchases.id, invoices.purchaseId))
      .innerJoin(vehicles, eq(vehicles.id, purchases.vehicleId))
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .innerJoin(countries, eq(countries.id, companies.countryId));

  /** Invoices matching `filter`, soonest due first (the staff's list pages them). */
  function list(filter: InvoiceFilter, limit = 2000, offset = 0) {
    return select()
      .where(whereOf(filter))
      .orderBy(asc(invoices.dueDate), desc(invoices.id))
      .limit(limit)
      .offset(offset);
  }

  return {
    /**
     * The next number of `year`, in the caller's transaction: the counter row stays locked until it
     * commits, so numbers are handed out in order, and a rolled-back invoice gives its number back.
     */
    async nextSequence(year: number): Promise<number> {
      const [row] = await db
        .insert(invoiceCounters)
        .values({ year, lastNumber: 1 })
        .onConflictDoUpdate({
          target: invoiceCounters.year,
          set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: invoiceCounters.lastNumber });
      return present(row, `the invoice counter of ${year}`).lastNumber;
    },

    /** A purchase as invoices need it, locked so two final invoices cannot be issued at once. */
    async purchaseForInvoice(purchaseId: number) {
      const row = await createPurchaseReader(db).lockById(purchaseId);
      return row
        ? {
            id: row.id,
            companyId: row.companyId,
            countryId: row.countryId,
            currency: row.currency,
            agreedAmount: row.agreedAmount,
            priceSnapshot: row.priceSnapshot,
            stage: row.stage,
            acceptedAt: row.createdAt,
            etd: row.etd,
            eta: row.eta,
            year: row.year,
            make: row.make,
            model: row.model,
            grade: row.grade,
          }
        : null;
    },

    async insert(
      values: typeof invoices.$inferInsert,
      lines: { kind: string; description: string; amount: string }[],
    ): Promise<number> {
      const [inserted] = await db.insert(invoices).values(values).returning({ id: invoices.id });
      const row = present(inserted, 'the inserted invoice');
      if (lines.length > 0) {
        await db
          .insert(invoiceLines)
          .values(lines.map((line, index) => ({ invoiceId: row.id, position: index + 1, ...line })));
      }
      return row.id;
    },

    list,

    /** A page of the invoices matching `filter` in the list's order, and how many match in all. */
    async page(filter: InvoiceFilter, offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        list(filter, limit, offset),
        db.select({ count: count() }).from(invoices).where(whereOf(filter)),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    async find(id: number) {
      const [row] = await select().where(eq(invoices.id, id));
      return row ?? null;
    },

    async lines(invoiceIds: number[]) {
      if (invoiceIds.length === 0) return [];
      return db
        .select({
          invoiceId: invoiceLines.invoiceId,
          kind: invoiceLines.kind,
          description: invoiceLines.description,
          amount: invoiceLines.amount,
        })
        .from(invoiceLines)
        .where(inArray(invoiceLines.invoiceId, invoiceIds))
        .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
    },

    /** Open invoices of a company per currency, and its confirmed payments per currency. */
    async currencyTotals(companyId: number) {
      const invoiced = await db
        .select({ currency: invoices.currency, total: sql<string>`sum(${invoices.total})::text` })
        .from(invoices)
        .where(and(eq(invoices.companyId, companyId), eq(invoices.status, OPEN_INVOICE_STATE)))
        .groupBy(invoices.currency);
      const paid = await db
        .select({ currency: payments.currency, total: sql<string>`sum(${payments.amount})::text` })
        .from(payments)
        .where(and(eq(payments.companyId, companyId), eq(payments.status, COUNTING_PAYMENT_STATE)))
        .groupBy(payments.currency);
      return { invoiced, paid };
    },

    /**
     * Locks the invoice until the step's transaction ends (void, cancel and a payment's confirmation
     * queue here) and answers its state; read the facts with `find` after it, in a new statement.
     */
    async lockState(id: number): Promise<string | null> {
      const [row] = await db
        .select({ status: invoices.status })
        .from(invoices)
        .where(eq(invoices.id, id))
        .for('update');
      return row?.status ?? null;
    },

    /** The ids of a purchase's invoices, locked, in number order. */
    async lockOfPurchase(purchaseId: number): Promise<number[]> {
      const rows = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.purchaseId, purchaseId))
        .orderBy(asc(invoices.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    async setStatus(id: number, status: InvoiceState): Promise<void> {
      await db.update(invoices).set({ status }).where(eq(invoices.id, id));
    },

    async updateDates(
      id: number,
      values: Pick<
        typeof invoices.$inferInsert,
        'dueDate' | 'safeEta' | 'collectionEarliest' | 'collectionMedium' | 'collectionLatest'
      >,
    ): Promise<void> {
      await db.update(invoices).set(values).where(eq(invoices.id, id));
    },

    /** Whether a notification of `kind` with exactly this title was already written (idempotent jobs). */
    async notified(kind: string, title: string): Promise<boolean> {
      const rows: unknown = await db.execute(
        sql`select 1 from notifications where kind = ${kind} and title = ${title} limit 1`,
      );
      return (rows as { rows: unknown[] }).rows.length > 0;
    },

    /** The purchase as its invoices' papers name it: parties, ports, voyage (purchase read model). */
    papersOf(purchaseId: number) {
      return createPurchaseReader(db).findById(purchaseId);
    },

    /** The B/L number of the purchase's latest bill of lading that has one (null before it is issued). */
    async billOfLadingNumber(purchaseId: number): Promise<string | null> {
      const [row] = await db
        .select({ reference: purchaseDocuments.reference })
        .from(purchaseDocuments)
        .where(
          and(
            eq(purchaseDocuments.purchaseId, purchaseId),
            eq(purchaseDocuments.kind, 'bill-of-lading'),
            ne(purchaseDocuments.reference, ''),
          ),
        )
        .orderBy(desc(purchaseDocuments.createdAt), desc(purchaseDocuments.id))
        .limit(1);
      return row?.reference ?? null;
    },

    /** The language the user reads his papers in (null: not chosen). */
    async language(userId: number | null): Promise<string | null> {
      if (userId === null) return null;
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
      return row?.language ?? null;
    },

    async userName(userId: number | null): Promise<string | null> {
      if (userId === null) return null;
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },
  };
}
