// SQL of enquiries (contact form, e-mailed checklists, KAP price enquiries) and the checklist's vehicles.
import type { DbOrTx } from '../../db/client.ts';
import { enquiries } from '../../db/schema.ts';
import { createVehicleReader, type VehicleReadRow } from '../../db/vehicle-read-model.ts';

export function createEnquiriesRepository(db: DbOrTx) {
  return {
    /** Every enquiry: contact form, e-mailed checklist, and the offers module's KAP enquiries. */
    async insertEnquiry(values: NewEnquiry): Promise<number> {
      const [row] = await db.insert(enquiries).values(values).returning({ id: enquiries.id });
      return row!.id;
    },

    /** The vehicles of a checklist e-mail, in the order asked for; unknown ids are left out. */
    async findVehicles(ids: readonly number[]): Promise<VehicleReadRow[]> {
      const rows = await createVehicleReader(db).findByIds(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;
export type ChecklistVehicleRow = VehicleReadRow;
export type NewEnquiry = typeof enquiries.$inferInsert;
