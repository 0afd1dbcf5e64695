// SQL of the bell: a user's notifications, newest first, and the unread count. Rows are
// written by lib/notifications.ts in the transactions of the changes they report.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notificationEmailOptOuts, notifications, users } from '../../db/schema.ts';

export function createNotificationsRepository(db: DbOrTx) {
  return {
    list(userId: number, limit: number) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    /** One page of the user's notifications, newest first, and how many he has in all. */
    async page(userId: number, page: number, pageSize: number) {
      const mine = eq(notifications.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(mine)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(notifications).where(mine),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async unread(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Marks one of the user's notifications read; false when it is not the user's. */
    async markRead(userId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      if (rows.length > 0) return true;
      const [mine] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      return mine !== undefined;
    },

    async markAllRead(userId: number, now: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** The kinds a user turned off for e-mail. */
    async emailOptOuts(userId: number): Promise<string[]> {
      const rows = await db
        .select({ kind: notificationEmailOptOuts.kind })
        .from(notificationEmailOptOuts)
        .where(eq(notificationEmailOptOuts.userId, userId));
      return rows.map((row) => row.kind);
    },

    /**
     * Replaces the user's opt-outs; in a transaction. The user's row is locked first, so two saves
     * at once (two tabs, a double click) run one after the other: the last one's list is kept, and
     * neither inserts a row the other has just inserted (a duplicate key on PostgreSQL).
     */
    async setEmailOptOuts(userId: number, kinds: string[]): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      await db.delete(notificationEmailOptOuts).where(eq(notificationEmailOptOuts.userId, userId));
      if (kinds.length > 0) {
        await db.insert(notificationEmailOptOuts).values(kinds.map((kind) => ({ userId, kind })));
      }
    },
  };
}
