// SQL of purchases: the purchase an accepted offer becomes, its stage timeline, and the
// member's list and deal page (always filtered by the member's company).
import { and, asc, countDistinct, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CANCELLED_PURCHASE_STATE, PENDING_PAYMENT_STATE } from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  invoices,
  paymentAllocations,
  payments,
  ports,
  purchaseStages,
  purchases,
  vehicles,
  vessels,
  voyagePortCalls,
  voyages,
} from '../../db/schema.ts';

/** The purchase's 'cancelled' row of its timeline: when and why it was cancelled. */
const cancellation = alias(purchaseStages, 'cancellation');

const summaryColumns = {
  id: purchases.id,
  offerId: purchases.offerId,
  companyId: purchases.companyId,
  stage: purchases.stage,
  createdAt: purchases.createdAt,
  currency: purchases.currency,
  agreedAmount: purchases.agreedAmount,
  terms: purchases.terms,
  etd: purchases.etd,
  eta: purchases.eta,
  consignee: purchases.consignee,
  notifyParty: purchases.notifyParty,
  priceSnapshot: purchases.priceSnapshot,
  destinationPort: ports.name,
  destinationPortId: purchases.destinationPortId,
  userId: purchases.userId,
  voyageId: purchases.voyageId,
  vesselName: vessels.name,
  voyageNumber: voyages.voyageNumber,
  companyName: companies.name,
  vehicleId: vehicles.id,
  chassis: vehicles.chassis,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  grade: vehicles.grade,
  stockType: vehicles.stockType,
  cancelledAt: cancellation.occurredAt,
  cancelReason: cancellation.note,
};

export function createPurchasesRepository(db: DbOrTx) {
  const select = () =>
    db
      .select(summaryColumns)
      .from(purchases)
      .innerJoin(vehicles, eq(vehicles.id, purchases.vehicleId))
      .innerJoin(companies, eq(companies.id, purchases.companyId))
      .leftJoin(ports, eq(ports.id, purchases.destinationPortId))
      .leftJoin(voyages, eq(voyages.id, purchases.voyageId))
      .leftJoin(vessels, eq(vessels.id, voyages.vesselId))
      .leftJoin(
        cancellation,
        and(eq(cancellation.purchaseId, purchases.id), eq(cancellation.stage, CANCELLED_PURCHASE_STATE)),
      );

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
      return row!.id;
    },

    async addStage(values: typeof purchaseStages.$inferInsert): Promise<void> {
      await db.insert(purchaseStages).values(values);
    },

    listForCompany(companyId: number, limit = 1000) {
      return select()
        .where(eq(purchases.companyId, companyId))
        .orderBy(desc(purchases.createdAt), desc(purchases.id))
        .limit(limit);
    },

    async findForCompany(companyId: number, id: number) {
      const [row] = await select().where(and(eq(purchases.id, id), eq(purchases.companyId, companyId)));
      return row ?? null;
    },

    async find(id: number) {
      const [row] = await select().where(eq(purchases.id, id));
      return row ?? null;
    },

    /**
     * Locks the purchase row for a step (SELECT ... FOR UPDATE) and reads it: a second step on the
     * same purchase waits for the first to commit, then reads the stage it left.
     */
    async lock(id: number) {
      await db.execute(sql`select id from ${purchases} where ${purchases.id} = ${id} for update`);
      const [row] = await select().where(eq(purchases.id, id));
      return row ?? null;
    },

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

    listAll(stage: string | null, limit = 500) {
      const query = select();
      return (stage ? query.where(eq(purchases.stage, stage)) : query)
        .orderBy(desc(purchases.createdAt), desc(purchases.id))
        .limit(limit);
    },

    /** The voyage a purchase is booked on, with its ETA at `portId`. */
    async voyage(voyageId: number, portId: number | null) {
      const [row] = await db
        .select({
          id: voyages.id,
          vesselName: vessels.name,
          voyageNumber: voyages.voyageNumber,
          loadingPort: voyages.loadingPort,
          etd: voyages.etd,
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
          id: voyages.id,
          vesselName: vessels.name,
          voyageNumber: voyages.voyageNumber,
          loadingPort: voyages.loadingPort,
          etd: voyages.etd,
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

export type PurchaseRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createPurchasesRepository>['findForCompany']>>
>;
