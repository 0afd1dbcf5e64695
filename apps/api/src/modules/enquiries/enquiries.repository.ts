// SQL of contact enquiries and e-mailed checklists.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { enquiries, vehicles } from '../../db/schema.ts';

export function createEnquiriesRepository(db: DbOrTx) {
  return {
    async insertEnquiry(values: typeof enquiries.$inferInsert): Promise<number> {
      const [row] = await db.insert(enquiries).values(values).returning({ id: enquiries.id });
      return row!.id;
    },

    /** The vehicles of a checklist e-mail, in the order asked for; unknown ids are left out. */
    async findVehicles(ids: readonly number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: vehicles.id,
          chassis: vehicles.chassis,
          year: vehicles.year,
          month: vehicles.month,
          make: vehicles.make,
          model: vehicles.model,
          grade: vehicles.grade,
          bodyType: vehicles.bodyType,
          transmission: vehicles.transmission,
          engineCc: vehicles.engineCc,
          fuel: vehicles.fuel,
          color: vehicles.color,
          kms: vehicles.kms,
          doors: vehicles.doors,
          isLeftHandDrive: vehicles.isLeftHandDrive,
          conditionGrade: vehicles.conditionGrade,
          location: vehicles.location,
          terms: vehicles.terms,
          negotiateCurrency: vehicles.negotiateCurrency,
          basePrice: vehicles.basePrice,
          sizeClass: vehicles.sizeClass,
          isKapStock: vehicles.isKapStock,
          stockType: vehicles.stockType,
          status: vehicles.status,
        })
        .from(vehicles)
        .where(inArray(vehicles.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;
export type ChecklistVehicleRow = Awaited<ReturnType<EnquiriesRepository['findVehicles']>>[number];
