// SQL of purchases (issue 12): the purchase an accepted offer becomes, its stage timeline, and the
// member's list and deal page (always filtered by the member's company).
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, ports, purchaseStages, purchases, vehicles } from '../../db/schema.ts';

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
  vehicleId: vehicles.id,
  chassis: vehicles.chassis,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  grade: vehicles.grade,
  stockType: vehicles.stockType,
};

export function createPurchasesRepository(db: DbOrTx) {
  const select = () =>
    db
      .select(summaryColumns)
      .from(purchases)
      .innerJoin(vehicles, eq(vehicles.id, purchases.vehicleId))
      .leftJoin(ports, eq(ports.id, purchases.destinationPortId));

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

    stages(purchaseId: number) {
      return db
        .select({ stage: purchaseStages.stage, occurredAt: purchaseStages.occurredAt })
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
