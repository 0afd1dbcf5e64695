// SQL of enquiries (contact form, e-mailed checklists, KAP price enquiries) and the checklist's vehicles.
import { desc, eq } from 'drizzle-orm';
import type { EnquiryListQuery } from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import { companies, enquiries, users } from '../../db/schema.ts';
import { createVehicleReader, type VehicleReadRow } from '../../db/vehicle-read-model.ts';
import { present } from '../../lib/present.ts';

export function createEnquiriesRepository(db: DbOrTx) {
  return {
    /** Every enquiry: contact form, e-mailed checklist, and the offers module's KAP enquiries. */
    async insertEnquiry(values: NewEnquiry): Promise<number> {
      const [row] = await db.insert(enquiries).values(values).returning({ id: enquiries.id });
      return present(row, 'the inserted enquiry').id;
    },

    /** The staff inbox: newest first, of one kind or all, with the member's company. */
    async list(query: EnquiryListQuery) {
      return db
        .select({
          id: enquiries.id,
          kind: enquiries.kind,
          sender: enquiries.sender,
          senderEmailAddress: enquiries.senderEmailAddress,
          companyName: companies.name,
          body: enquiries.body,
          searchQuery: enquiries.searchQuery,
          vehicleIds: enquiries.vehicleIds,
          createdAt: enquiries.createdAt,
        })
        .from(enquiries)
        .leftJoin(users, eq(users.id, enquiries.userId))
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(query.kind ? eq(enquiries.kind, query.kind) : undefined)
        .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
        .limit(query.limit);
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
