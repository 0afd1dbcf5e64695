import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { announcements } from '../../db/schema.ts';
import { present } from '../../lib/present.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;
/** The fields staff edit (the slug, storage key and meta stay as they were created). */
export type AnnouncementFields = Pick<
  typeof announcements.$inferInsert,
  'title' | 'bodyHtml' | 'startDate' | 'endDate' | 'audience' | 'showAsPopup'
>;

export function createAnnouncementsRepository(db: DbOrTx) {
  return {
    /** Every announcement, newest start first; the table holds a handful of rows. */
    async listAll(): Promise<AnnouncementRow[]> {
      return db.select().from(announcements).orderBy(desc(announcements.startDate), desc(announcements.id));
    },

    async findById(id: number): Promise<AnnouncementRow | undefined> {
      const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
      return row;
    },

    /** The row as it stands, locked until the transaction ends (an edit or a delete). */
    async lockById(id: number): Promise<AnnouncementRow | undefined> {
      const [row] = await db.select().from(announcements).where(eq(announcements.id, id)).for('update');
      return row;
    },

    async insert(
      fields: AnnouncementFields & { slug: string; storageKey: string },
    ): Promise<AnnouncementRow> {
      const [row] = await db.insert(announcements).values(fields).returning();
      return present(row, 'the inserted announcement');
    },

    async update(id: number, fields: AnnouncementFields): Promise<AnnouncementRow | undefined> {
      const [row] = await db.update(announcements).set(fields).where(eq(announcements.id, id)).returning();
      return row;
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db
        .delete(announcements)
        .where(eq(announcements.id, id))
        .returning({ id: announcements.id });
      return rows.length > 0;
    },
  };
}

export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
