// The bell (issue 12): what a signed-in user (dealer or staff) has been told, and marking it read.
// Another user's notification does not exist for them (404).
import type { NotificationDto, NotificationList } from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

export function createNotificationsService({ db }: { db: Db }) {
  const repo = createNotificationsRepository(db);
  return {
    async list(userId: number, limit: number): Promise<NotificationList> {
      const [rows, unread] = await Promise.all([repo.list(userId, limit), repo.unread(userId)]);
      return {
        unread,
        notifications: rows.map((row): NotificationDto => ({
          id: row.id,
          kind: row.kind,
          title: row.title,
          body: row.body,
          link: row.link,
          readAt: row.readAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
    unread: (userId: number) => repo.unread(userId),
    async markRead(userId: number, id: number): Promise<number> {
      if (!(await repo.markRead(userId, id, new Date()))) throw notFound('This notification does not exist.');
      return repo.unread(userId);
    },
    async markAllRead(userId: number): Promise<number> {
      await repo.markAllRead(userId, new Date());
      return 0;
    },
  };
}
