// SQL of purchases: the purchase an accepted offer becomes, its stage timeline, and the
// member's list and deal page (always filtered by the member's company).
import { and, asc, countDistinct, eq, gte, ne, sql } from 'drizzle-orm';
import { CANCELLED_PURCHASE_STATE, PENDING_PAYMENT_STATE } from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import { createPurchaseReader, selectPurchases, type PurchaseReadRow } from '../../db/purchase-read-model.ts';
import {
  companies,
  invoices,
  paymentAllocations,
  payments,
  purchaseStages,
  purchases,
  vessels,
  voyagePortCalls,
  voyages,
} from '../../db/schema.ts';
import { voyageColumns } from '../../db/voyage-columns.ts';
import { present } from '../../lib/present.ts';

export function createPurchasesRepository(db: DbOrTx) {
  const reader = createPurchaseReader(db);

  return {
    async company(id: number) {
      const [row] = await db
        .select({ name: companies.name, portId: companies.portId })
        .from(companies)
        .where(eq(companies.id, id));
      return row ?? null;
    },

    async insert(values: typeof purchases.$inferInsert): Promise<number> {
      const [row] = await db.insert(purchases).values(values).returning({ id: purchases.id });
      return present(row, 'the inserted purchase').id;
    },

    async addStage(values: typeof purchaseStages.$inferInsert): Promise<void> {
      await db.insert(purchaseStages).values(values);
    },

    listForCompany(companyId: number, limit = 1000) {
      return reader.listNewestFirst(eq(purchases.companyId, companyId), limit);
    },

    async findForCompany(companyId: number, id: number) {
      const [row] = await selectPurchases(db).where(
        and(eq(purchases.id, id), eq(purchases.companyId, companyId)),
      );
      return row ?? null;
    },

    find: (id: number) => reader.findById(id),

    /** Locks the purchase row for a step and reads it (the stage a step before it left). */
    lock: (id: number) => reader.lockById(id),

    /** Payments allocated to any invoice of the purchase that staff have not confirmed or rejected. */
    async pendingPayments(purchaseId: number): Promise<number> {
      const [row] = await db
        .select({ count: countDistinct(payments.id) })
        .from(payments)
        .innerJoin(paymentAllocations, eq(paymentAllocations.paymentId, payments.id))
        .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
        .where(and(eq(invoices.purchaseId, purchaseId), eq(payments.status, PENDING_PAYMENT_STATE)));
      return Number(row?.count ?? 0);
    },

    /** A page of every purchase (or those at `stage`), newest first, and how many there are in all. */
    async page(stage: string | null, offset: number, limit: number) {
      const where = stage ? eq(purchases.stage, stage) : undefined;
      const [rows, total] = await Promise.all([
        reader.listNewestFirst(where, limit, offset),
        reader.count(where),
      ]);
      return { rows, total };
    },

    /** The voyage a purchase is booked on, with its ETA at `portId`. */
    async voyage(voyageId: number, portId: number | null) {
      const [row] = await db
        .select({
          ...voyageColumns,
          eta: sql<Date | null>`(select c.eta from voyage_port_calls c where c.voyage_id = ${voyages.id} and c.port_id = ${portId ?? -1})`,
        })
        .from(voyages)
        .innerJoin(vessels, eq(vessels.id, voyages.vesselId))
        .where(eq(voyages.id, voyageId));
      return row ? { ...row, eta: row.eta === null ? null : new Date(row.eta) } : null;
    },

    /** Voyages calling at `portId` that leave Japan from `from` on, by ETD: what a purchase can be booked on. */
    voyagesCallingAt(portId: number, from: Date) {
      return db
        .select({
          ...voyageColumns,
          eta: voyagePortCalls.eta,
        })
        .from(voyages)
        .innerJoin(vessels, eq(vessels.id, voyages.vesselId))
        .innerJoin(
          voyagePortCalls,
          and(eq(voyagePortCalls.voyageId, voyages.id), eq(voyagePortCalls.portId, portId)),
        )
        .where(gte(voyages.etd, from))
        .orderBy(asc(voyages.etd), asc(voyages.id))
        .limit(50);
    },

    async setStage(id: number, stage: string, now: Date) {
      await db.update(purchases).set({ stage, updatedAt: now }).where(eq(purchases.id, id));
    },

    async setVoyage(id: number, values: { voyageId: number; etd: Date; eta: Date | null }, now: Date) {
      await db
        .update(purchases)
        .set({ ...values, updatedAt: now })
        .where(eq(purchases.id, id));
    },

    /** The purchases going ahead on a voyage (a cancelled one keeps its booking as history only). */
    bookedOn(voyageId: number) {
      return db
        .select({ id: purchases.id, destinationPortId: purchases.destinationPortId })
        .from(purchases)
        .where(and(eq(purchases.voyageId, voyageId), ne(purchases.stage, CANCELLED_PURCHASE_STATE)));
    },

    /** Records the date a stage was reached (a stage reached again keeps its first date). */
    async reachStage(values: typeof purchaseStages.$inferInsert) {
      await db.insert(purchaseStages).values(values).onConflictDoNothing();
    },

    stages(purchaseId: number) {
      return db
        .select({
          stage: purchaseStages.stage,
          occurredAt: purchaseStages.occurredAt,
          note: purchaseStages.note,
        })
        .from(purchaseStages)
        .where(eq(purchaseStages.purchaseId, purchaseId))
        .orderBy(asc(purchaseStages.occurredAt));
    },

    async updateParties(id: number, values: { consignee: string; notifyParty: string }, now: Date) {
      await db
        .update(purchases)
        .set({ ...values, updatedAt: now })
        .where(eq(purchases.id, id));
    },
  };
}

export type PurchaseRow = PurchaseReadRow;
