// SQL of offers. Created with a transaction (`createOffersRepository(tx)`), it writes the offer in
// the same transaction as its e-mails (transactional outbox). KAP enquiries are written through the
// enquiries repository, which the composition root (modules/services.ts) hands to the offers service.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countries, offerEvents, offers } from '../../db/schema.ts';
import { createVehicleReader, type VehicleReadRow } from '../../db/vehicle-read-model.ts';

export type NewOffer = typeof offers.$inferInsert;

export function createOffersRepository(db: DbOrTx) {
  return {
    findVehicle: (id: number) => createVehicleReader(db).findById(id),

    async countryName(countryId: number | null): Promise<string | null> {
      if (countryId === null) return null;
      const [row] = await db
        .select({ name: countries.name })
        .from(countries)
        .where(eq(countries.id, countryId));
      return row?.name ?? null;
    },

    /** Inserts the offer unless the member already used this idempotency key; null when it existed. */
    async insertOffer(values: NewOffer): Promise<{ id: number; createdAt: Date } | null> {
      const rows = await db
        .insert(offers)
        .values(values)
        .onConflictDoNothing({ target: [offers.userId, offers.idempotencyKey] })
        .returning({ id: offers.id, createdAt: offers.createdAt });
      return rows[0] ?? null;
    },

    async findByIdempotencyKey(userId: number, key: string) {
      const [row] = await db
        .select({ id: offers.id, vehicleId: offers.vehicleId, offerAmount: offers.offerAmount })
        .from(offers)
        .where(and(eq(offers.userId, userId), eq(offers.idempotencyKey, key)));
      return row ?? null;
    },

    async insertEvent(values: typeof offerEvents.$inferInsert): Promise<void> {
      await db.insert(offerEvents).values(values);
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
/** The vehicle an offer or a KAP enquiry is about: the shared vehicle read model. */
export type OfferVehicle = VehicleReadRow;
