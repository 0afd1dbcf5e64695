// SQL of purchase documents: the papers of a deal (bill of lading, export certificate...) with the
// purchase's company and vehicle, so the service can check ownership and name the car.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { createPurchaseReader } from '../../db/purchase-read-model.ts';
import { purchaseDocuments, purchases, vehicles } from '../../db/schema.ts';
import { present } from '../../lib/present.ts';
import { vehicleTitleColumns } from '../../db/vehicle-read-model.ts';

const documentColumns = {
  id: purchaseDocuments.id,
  purchaseId: purchaseDocuments.purchaseId,
  kind: purchaseDocuments.kind,
  fileId: purchaseDocuments.fileId,
  fileName: purchaseDocuments.fileName,
  reference: purchaseDocuments.reference,
  createdAt: purchaseDocuments.createdAt,
  companyId: purchases.companyId,
  chassis: vehicles.chassis,
  ...vehicleTitleColumns,
};

export type DocumentRow = Awaited<ReturnType<ReturnType<typeof createDocumentsRepository>['list']>>[number];

export function createDocumentsRepository(db: DbOrTx) {
  const select = () =>
    db
      .select(documentColumns)
      .from(purchaseDocuments)
      .innerJoin(purchases, eq(purchases.id, purchaseDocuments.purchaseId))
      .innerJoin(vehicles, eq(vehicles.id, purchases.vehicleId));

  return {
    /** The purchase's company and vehicle (null: no such purchase). */
    async purchase(id: number) {
      const row = await createPurchaseReader(db).findById(id);
      return row
        ? {
            id: row.id,
            companyId: row.companyId,
            chassis: row.chassis,
            year: row.year,
            make: row.make,
            model: row.model,
            grade: row.grade,
          }
        : null;
    },

    /** Newest first. */
    list(...conditions: (SQL | undefined)[]) {
      return select()
        .where(and(...conditions))
        .orderBy(desc(purchaseDocuments.createdAt), desc(purchaseDocuments.id))
        .limit(1000);
    },

    async find(id: number) {
      const [row] = await select().where(eq(purchaseDocuments.id, id));
      return row ?? null;
    },

    async insert(values: typeof purchaseDocuments.$inferInsert): Promise<number> {
      const [row] = await db.insert(purchaseDocuments).values(values).returning({ id: purchaseDocuments.id });
      return present(row, 'the inserted document').id;
    },

    async delete(id: number): Promise<void> {
      await db.delete(purchaseDocuments).where(eq(purchaseDocuments.id, id));
    },
  };
}

export const byCompany = (companyId: number) => eq(purchases.companyId, companyId);
export const byPurchase = (purchaseId: number) => eq(purchaseDocuments.purchaseId, purchaseId);
export const byKind = (kind: string) => eq(purchaseDocuments.kind, kind);
