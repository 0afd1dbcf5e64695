// SQL of the negotiation: the thread of an offer, the sales team's inbox, the locked reads
// a step needs, and the writes of each step. Created with a transaction for every step. Which offers
// are open comes from the negotiation's machine (OFFER_MACHINE), never from status literals.
import { and, asc, count, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { OFFER_MACHINE, type OfferState } from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import { companies, countries, offerEvents, offers, purchases, users, vehicles } from '../../db/schema.ts';
import { vehicleTitleColumns } from '../../db/vehicle-read-model.ts';

export type OfferEventInsert = typeof offerEvents.$inferInsert;

const offerColumns = {
  id: offers.id,
  kind: offers.kind,
  userId: offers.userId,
  companyId: offers.companyId,
  vehicleId: offers.vehicleId,
  offerAmount: offers.offerAmount,
  currentAmount: offers.currentAmount,
  currency: offers.currency,
  computedFees: offers.computedFees,
  destinationPortId: offers.destinationPortId,
  vehiclePrice: offers.vehiclePrice,
  deliveryType: offers.deliveryType,
  terms: offers.terms,
  comment: offers.comment,
  status: offers.status,
  expiresAt: offers.expiresAt,
  closedReason: offers.closedReason,
  createdAt: offers.createdAt,
  chassis: vehicles.chassis,
  // The facts of a step (is the car still for sale) and what the car lists at for the offer's member.
  vehicleStatus: vehicles.status,
  negotiateCurrency: vehicles.negotiateCurrency,
  basePrice: vehicles.basePrice,
  sizeClass: vehicles.sizeClass,
  isKapStock: vehicles.isKapStock,
  ...vehicleTitleColumns,
  stockType: vehicles.stockType,
  contactName: users.contactName,
  companyName: sql<string>`coalesce(${companies.name}, '')`,
  countryName: countries.name,
  purchaseId: purchases.id,
};

export function createOfferNegotiationRepository(db: DbOrTx) {
  const select = () =>
    db
      .select(offerColumns)
      .from(offers)
      .innerJoin(vehicles, eq(vehicles.id, offers.vehicleId))
      .innerJoin(users, eq(users.id, offers.userId))
      .leftJoin(companies, eq(companies.id, offers.companyId))
      .leftJoin(countries, eq(countries.id, companies.countryId))
      .leftJoin(purchases, eq(purchases.offerId, offers.id));

  return {
    async findOffer(id: number) {
      const [row] = await select().where(eq(offers.id, id));
      return row ?? null;
    },

    listForUser(userId: number, limit = 500) {
      return select()
        .where(eq(offers.userId, userId))
        .orderBy(desc(offers.createdAt), desc(offers.id))
        .limit(limit);
    },

    /**
     * A page of the inbox: offers in `statuses` (every status when null), oldest first, and their
     * count. The page's ids come first, from the (status,) created_at, id index alone: the walk past
     * the earlier pages reads no row, where joining each skipped offer's car, member and company
     * took ~130 ms on page 150 of 10,000 offers.
     */
    async pageByStatus(statuses: readonly OfferState[] | null, offset: number, limit: number) {
      const where = statuses ? inArray(offers.status, [...statuses]) : undefined;
      const order = [asc(offers.createdAt), asc(offers.id)];
      const ids = db
        .select({ id: offers.id })
        .from(offers)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      const [rows, totals] = await Promise.all([
        select()
          .where(inArray(offers.id, ids))
          .orderBy(...order),
        db.select({ total: count() }).from(offers).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    listEvents(offerId: number) {
      return db
        .select({
          id: offerEvents.id,
          kind: offerEvents.kind,
          actorRole: offerEvents.actorRole,
          actorName: users.contactName,
          amount: offerEvents.amount,
          message: offerEvents.message,
          createdAt: offerEvents.createdAt,
        })
        .from(offerEvents)
        .leftJoin(users, eq(users.id, offerEvents.actorUserId))
        .where(eq(offerEvents.offerId, offerId))
        .orderBy(asc(offerEvents.createdAt), asc(offerEvents.id));
    },

    /** The offer's state and amount on the table, locked until the step's transaction ends. */
    async lockOffer(id: number) {
      const result: unknown = await db.execute(
        sql`select id, status, coalesce(current_amount, offer_amount) as amount from offers where id = ${id} for update`,
      );
      const [row] = (result as { rows: { id: number; status: string; amount: string }[] }).rows;
      return row ? { id: Number(row.id), status: row.status, amount: String(row.amount) } : null;
    },

    /**
     * The vehicle's status, locked: an acceptance locks the car before its offer, so two acceptances
     * of one car queue here (no double sale) and never hold each other's offer rows (no deadlock).
     */
    async lockVehicleStatus(id: number): Promise<string | null> {
      const result: unknown = await db.execute(sql`select status from vehicles where id = ${id} for update`);
      const [row] = (result as { rows: { status: string }[] }).rows;
      return row?.status ?? null;
    },

    /** The vehicle's status as this transaction sees it (a fact of every step; locked only by accept). */
    async vehicleStatus(id: number): Promise<string | null> {
      const [row] = await db.select({ status: vehicles.status }).from(vehicles).where(eq(vehicles.id, id));
      return row?.status ?? null;
    },

    async setOffer(
      id: number,
      values: Partial<
        Pick<typeof offers.$inferInsert, 'status' | 'currentAmount' | 'expiresAt' | 'closedReason'>
      >,
      now: Date,
    ) {
      await db
        .update(offers)
        .set({ ...values, updatedAt: now })
        .where(eq(offers.id, id));
    },

    async addEvent(values: OfferEventInsert) {
      await db.insert(offerEvents).values(values);
    },

    /** The other open offers on a vehicle, locked (they are answered when it is sold). */
    otherOpenOffers(vehicleId: number, exceptOfferId: number) {
      return db
        .select({ id: offers.id, companyId: offers.companyId, userId: offers.userId })
        .from(offers)
        .where(
          and(
            eq(offers.vehicleId, vehicleId),
            ne(offers.id, exceptOfferId),
            inArray(offers.status, OFFER_MACHINE.from('decline', 'system')),
          ),
        )
        .for('update');
    },

    /** Open offers whose time ran out, locked and skipped if another instance has them. */
    dueToExpire(now: Date, limit = 200) {
      return db
        .select({
          id: offers.id,
          companyId: offers.companyId,
          userId: offers.userId,
          vehicleId: offers.vehicleId,
        })
        .from(offers)
        .where(
          and(inArray(offers.status, OFFER_MACHINE.from('expire', 'system')), lte(offers.expiresAt, now)),
        )
        .orderBy(asc(offers.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },
  };
}

export type OfferNegotiationRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createOfferNegotiationRepository>['findOffer']>>
>;
