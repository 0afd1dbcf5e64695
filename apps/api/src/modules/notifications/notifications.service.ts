// The bell: what a signed-in user (dealer or staff) has been told, and marking it read.
// Another user's notification does not exist for them (404).
import {
  DEALER_NOTIFICATION_KINDS,
  type NotificationDto,
  type NotificationEmailSettings,
  type NotificationList,
  type NotificationPage,
} from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

type NotificationRow = Awaited<ReturnType<ReturnType<typeof createNotificationsRepository>['list']>>[number];

const toDto = (row: NotificationRow): NotificationDto => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export function createNotificationsService({ db }: { db: Db }) {
  const repo = createNotificationsRepository(db);
  return {
    async list(userId: number, limit: number): Promise<NotificationList> {
      const [rows, unread] = await Promise.all([repo.list(userId, limit), repo.unread(userId)]);
      return { unread, notifications: rows.map(toDto) };
    },
    /** The notifications pages: one page of all of them, newest first. */
    async page(userId: number, page: number, pageSize: number): Promise<NotificationPage> {
      const [{ rows, total }, unread] = await Promise.all([
        repo.page(userId, page, pageSize),
        repo.unread(userId),
      ]);
      return { total, page, pageSize, items: rows.map(toDto), unread };
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

    /** My Profile's "E-mail notifications": every dealer kind, on unless the user turned it off. */
    async emailSettings(userId: number): Promise<NotificationEmailSettings> {
      const off = new Set(await repo.emailOptOuts(userId));
      return {
        kinds: Object.entries(DEALER_NOTIFICATION_KINDS).map(([kind, label]) => ({
          kind,
          label,
          email: !off.has(kind),
        })),
      };
    },

    /** Keeps e-mail on for `email` (unknown kinds are ignored) and turns it off for the other kinds. */
    async setEmailSettings(userId: number, email: string[]): Promise<NotificationEmailSettings> {
      const on = new Set(email);
      await db.transaction((tx) =>
        createNotificationsRepository(tx).setEmailOptOuts(
          userId,
          Object.keys(DEALER_NOTIFICATION_KINDS).filter((kind) => !on.has(kind)),
        ),
      );
      return this.emailSettings(userId);
    },
  };
}
