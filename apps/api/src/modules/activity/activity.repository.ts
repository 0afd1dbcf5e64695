import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { activityLog } from '../../db/schema.ts';

export type ActivityRow = typeof activityLog.$inferSelect;

export interface ActivityFilter {
  entityType?: string | undefined;
  entityId?: string | undefined;
  /** Part of the actor's e-mail, any case. */
  actor?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

/** A LIKE pattern that matches `text` literally anywhere ('%' and '_' typed by staff are not wildcards). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: ActivityFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.entityType) conditions.push(eq(activityLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(activityLog.entityId, filter.entityId));
  if (filter.actor) conditions.push(ilike(activityLog.actorEmail, containing(filter.actor)));
  if (filter.from) conditions.push(gte(activityLog.createdAt, filter.from));
  if (filter.to) conditions.push(lt(activityLog.createdAt, filter.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createActivityRepository(db: DbOrTx) {
  return {
    /**
     * One page, newest first. The (created_at, id) index serves the order; the entity filter has
     * its own (entity_type, entity_id, created_at) index.
     */
    async page(
      filter: ActivityFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: ActivityRow[]; total: number }> {
      const where = whereOf(filter);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(activityLog)
          .where(where)
          .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(activityLog).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /**
     * Up to `limit` entries, newest first, `pageSize` at a time (the CSV export): each page starts
     * after the last row of the one before, so a long export never re-reads what it has sent.
     */
    async *newestFirst(
      filter: ActivityFilter,
      limit: number,
      pageSize = 2000,
    ): AsyncGenerator<ActivityRow[]> {
      let afterId: number | null = null;
      for (let left = limit; left > 0;) {
        const conditions = [whereOf(filter)];
        // Compared with the stored instant itself: a JavaScript Date would drop its microseconds.
        if (afterId !== null) {
          conditions.push(
            sql`(${activityLog.createdAt}, ${activityLog.id}) < (select prev.created_at, prev.id from activity_log prev where prev.id = ${afterId})`,
          );
        }
        const rows = await db
          .select()
          .from(activityLog)
          .where(and(...conditions))
          .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
          .limit(Math.min(pageSize, left));
        const last = rows.at(-1);
        if (!last) return;
        yield rows;
        left -= rows.length;
        afterId = last.id;
      }
    },

    async latest(limit: number): Promise<ActivityRow[]> {
      return db
        .select()
        .from(activityLog)
        .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
        .limit(limit);
    },
  };
}
