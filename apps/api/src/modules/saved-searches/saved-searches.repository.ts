// SQL of saved searches and their alerts.
import { LISTED_VEHICLE_STATUS } from '@ibc/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { savedSearches, savedSearchMatches, users, vehicles } from '../../db/schema.ts';
import { vehicleReadColumns } from '../../db/vehicle-read-model.ts';
import { present } from '../../lib/present.ts';

/** A vehicle newly listed or with a new price since a moment (snake_case as the database returns it). */
export interface CandidateRow {
  vehicle_id: number;
  status: string;
  listed_at: Date | string;
  price: string;
  currency: string;
  last_price_change_at: Date | string | null;
  previous_price: string | null;
  previous_currency: string | null;
}

const newMatchesSql = sql<number>`(select count(*)::int from saved_search_matches m
  where m.saved_search_id = saved_searches.id
    and m.matched_at > coalesce(saved_searches.last_opened_at, saved_searches.created_at))`;

export function createSavedSearchesRepository(db: DbOrTx) {
  const columns = {
    id: savedSearches.id,
    userId: savedSearches.userId,
    name: savedSearches.name,
    query: savedSearches.query,
    frequency: savedSearches.frequency,
    checkedUntil: savedSearches.checkedUntil,
    lastOpenedAt: savedSearches.lastOpenedAt,
    createdAt: savedSearches.createdAt,
  };
  return {
    /** The member's saved searches, oldest first, with their new matches since last opened. */
    async list(userId: number) {
      return db
        .select({ ...columns, newMatches: newMatchesSql })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(asc(savedSearches.id));
    },

    /** One of the member's searches; null for anyone else's (a second member gets 404). */
    async findOwn(userId: number, id: number) {
      const [row] = await db
        .select({ ...columns, newMatches: newMatchesSql })
        .from(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
      return row ?? null;
    },

    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId));
      return row?.n ?? 0;
    },

    /**
     * Locks the member's row until the transaction ends: two saves at once (two tabs, a double click)
     * then run one after the other, so the second sees the first's search and the limit counts both.
     */
    async lockMember(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    },

    /** Whether the member already saved this query under this name. */
    async hasSame(userId: number, name: string, query: string): Promise<boolean> {
      const [row] = await db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(
          and(eq(savedSearches.userId, userId), eq(savedSearches.name, name), eq(savedSearches.query, query)),
        )
        .limit(1);
      return row !== undefined;
    },

    async insert(values: typeof savedSearches.$inferInsert): Promise<number> {
      const [row] = await db.insert(savedSearches).values(values).returning({ id: savedSearches.id });
      return present(row, 'the inserted saved search').id;
    },

    async update(
      userId: number,
      id: number,
      values: Partial<Pick<typeof savedSearches.$inferInsert, 'name' | 'frequency' | 'lastOpenedAt'>>,
    ): Promise<boolean> {
      const rows = await db
        .update(savedSearches)
        .set(values)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /** Every saved search, for the alert job. */
    async all() {
      return db.select(columns).from(savedSearches).orderBy(asc(savedSearches.userId), asc(savedSearches.id));
    },

    async markChecked(ids: readonly number[], until: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(savedSearches)
        .set({ checkedUntil: until })
        .where(inArray(savedSearches.id, [...ids]));
    },

    /**
     * Available vehicles listed, or given a new price, after `since`: each with its latest price
     * change and the price in force before it.
     */
    async candidates(since: Date): Promise<CandidateRow[]> {
      const at = since.toISOString();
      return queryRows<CandidateRow>(
        db,
        sql`select v.id as vehicle_id, v.status, v.listed_at, v.base_price::text as price,
              v.negotiate_currency as currency, h.changed_at as last_price_change_at,
              p.base_price::text as previous_price, p.currency as previous_currency
            from vehicles v
            left join lateral (select h.id, h.changed_at from vehicle_price_history h where h.vehicle_id = v.id
                               order by h.changed_at desc, h.id desc limit 1) h on true
            left join lateral (select p.base_price, p.currency from vehicle_price_history p
                               where p.vehicle_id = v.id and (p.changed_at, p.id) < (h.changed_at, h.id)
                               order by p.changed_at desc, p.id desc limit 1) p on true
            where v.status = ${LISTED_VEHICLE_STATUS}
              and (v.listed_at > ${at}::timestamptz
                   or v.id in (select c.vehicle_id from vehicle_price_history c where c.changed_at > ${at}::timestamptz))
            order by v.id
            limit 5000`,
      );
    },

    /** Which of `vehicleIds` already alerted the search. */
    async alerted(savedSearchId: number, vehicleIds: readonly number[]): Promise<Set<number>> {
      if (vehicleIds.length === 0) return new Set();
      const rows = await db
        .select({ id: savedSearchMatches.vehicleId })
        .from(savedSearchMatches)
        .where(
          and(
            eq(savedSearchMatches.savedSearchId, savedSearchId),
            inArray(savedSearchMatches.vehicleId, [...vehicleIds]),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    /** Records the matches; returns the vehicles recorded now (never one already there). */
    async insertMatches(
      savedSearchId: number,
      matches: readonly { vehicleId: number; reason: string }[],
      at: Date,
      /** Set for a search whose alerts are off: there is nothing to e-mail. */
      emailedAt: Date | null,
    ): Promise<number[]> {
      if (matches.length === 0) return [];
      const rows = await db
        .insert(savedSearchMatches)
        .values(matches.map((match) => ({ savedSearchId, ...match, matchedAt: at, emailedAt })))
        .onConflictDoNothing()
        .returning({ vehicleId: savedSearchMatches.vehicleId });
      return rows.map((row) => row.vehicleId);
    },

    /** Matches not yet e-mailed of the member's daily searches, locked for the digest. */
    async lockPendingDigest(limit: number) {
      return queryRows<{ saved_search_id: number; vehicle_id: number; reason: string; user_id: number }>(
        db,
        sql`select m.saved_search_id, m.vehicle_id, m.reason, s.user_id
              from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
             where m.emailed_at is null and s.frequency = 'daily'
             order by s.user_id, m.saved_search_id, m.matched_at, m.vehicle_id
             limit ${limit}
             for update of m skip locked`,
      );
    },

    async markEmailed(savedSearchId: number, vehicleIds: readonly number[], at: Date): Promise<void> {
      if (vehicleIds.length === 0) return;
      await db
        .update(savedSearchMatches)
        .set({ emailedAt: at })
        .where(
          and(
            eq(savedSearchMatches.savedSearchId, savedSearchId),
            inArray(savedSearchMatches.vehicleId, [...vehicleIds]),
            isNull(savedSearchMatches.emailedAt),
          ),
        );
    },

    /** Marks every match not yet e-mailed as done (the member turned the alerts off). */
    async skipPending(savedSearchId: number, at: Date): Promise<void> {
      await db
        .update(savedSearchMatches)
        .set({ emailedAt: at })
        .where(
          and(eq(savedSearchMatches.savedSearchId, savedSearchId), isNull(savedSearchMatches.emailedAt)),
        );
    },

    /** The vehicles of an alert, for the mail's tiles. */
    async vehicles(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select(vehicleReadColumns)
        .from(vehicles)
        .where(inArray(vehicles.id, [...ids]));
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
