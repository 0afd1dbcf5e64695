import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { announcements } from '../../db/schema.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;

export function createAnnouncementsRepository(db: DbOrTx) {
  return {
    /** Every announcement, newest start first; the table holds a handful of rows. */
    async listAll(): Promise<AnnouncementRow[]> {
      return db.select().from(announcements).orderBy(desc(announcements.startDate), desc(announcements.id));
    },
  };
}

export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
