// SQL of offers. Created with a transaction (`createOffersRepository(tx)`), it writes the offer in
// the same transaction as its e-mails (transactional outbox). KAP enquiries are written through the
// enquiries repository, which the composition root (modules/services.ts) hands to the offers service.
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countries, offers, vehicles } from '../../db/schema.ts';
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

    async listForUser(userId: number, limit = 500) {
      return db
        .select({
          id: offers.id,
          vehicleId: offers.vehicleId,
          offerAmount: offers.offerAmount,
          currency: offers.currency,
          computedFees: offers.computedFees,
          vehiclePrice: offers.vehiclePrice,
          deliveryType: offers.deliveryType,
          comment: offers.comment,
          status: offers.status,
          createdAt: offers.createdAt,
          checklistLink: offers.checklistLink,
          chassis: vehicles.chassis,
          year: vehicles.year,
          make: vehicles.make,
          model: vehicles.model,
          grade: vehicles.grade,
          stockType: vehicles.stockType,
        })
        .from(offers)
        .innerJoin(vehicles, eq(vehicles.id, offers.vehicleId))
        .where(eq(offers.userId, userId))
        .orderBy(desc(offers.createdAt), desc(offers.id))
        .limit(limit);
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
/** The vehicle an offer or a KAP enquiry is about: the shared vehicle read model. */
export type OfferVehicle = VehicleReadRow;
