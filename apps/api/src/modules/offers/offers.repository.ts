// SQL of offers and KAP enquiries. Every function accepts a transaction so the service can write
// the offer and its e-mails atomically (transactional outbox).
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countries, enquiries, offers, vehicles } from '../../db/schema.ts';

export const offerVehicleColumns = {
  id: vehicles.id,
  chassis: vehicles.chassis,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  grade: vehicles.grade,
  transmission: vehicles.transmission,
  engineCc: vehicles.engineCc,
  fuel: vehicles.fuel,
  color: vehicles.color,
  kms: vehicles.kms,
  conditionGrade: vehicles.conditionGrade,
  location: vehicles.location,
  stockTab: vehicles.stockTab,
  stockType: vehicles.stockType,
  deliveryTypes: vehicles.deliveryTypes,
  terms: vehicles.terms,
  dealerName: vehicles.dealerName,
  negotiateCurrency: vehicles.negotiateCurrency,
  basePrice: vehicles.basePrice,
  sizeClass: vehicles.sizeClass,
  isKapStock: vehicles.isKapStock,
  status: vehicles.status,
};

export type NewOffer = typeof offers.$inferInsert;

export function createOffersRepository(db: DbOrTx) {
  return {
    async findVehicle(id: number) {
      const [row] = await db.select(offerVehicleColumns).from(vehicles).where(eq(vehicles.id, id));
      return row ?? null;
    },

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

    async insertEnquiry(values: typeof enquiries.$inferInsert): Promise<number> {
      const [row] = await db.insert(enquiries).values(values).returning({ id: enquiries.id });
      return row!.id;
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
export type OfferVehicle = NonNullable<Awaited<ReturnType<OffersRepository['findVehicle']>>>;
