// The bell: what a signed-in user (dealer or staff) has been told, and marking it read.
// Another user's notification does not exist for them (404). Each is stored in English and read in
// the language of the request (lib/notifications.ts notificationText).
import {
  DEALER_NOTIFICATION_KINDS,
  DEFAULT_LANGUAGE,
  type Language,
  type NotificationDto,
  type NotificationEmailSettings,
  type NotificationList,
  type NotificationPage,
} from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { translator, type Translator } from '../../lib/i18n.ts';
import { notificationText } from '../../lib/notifications.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

type NotificationRow = Awaited<ReturnType<ReturnType<typeof createNotificationsRepository>['list']>>[number];

const toDto = (row: NotificationRow, words: Translator): NotificationDto => ({
  id: row.id,
  kind: row.kind,
  title: notificationText(row.title, words),
  body: notificationText(row.body, words),
  link: row.link,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export function createNotificationsService({ db }: { db: Db }) {
  const repo = createNotificationsRepository(db);
  return {
    /** The bell: the newest notifications, in `language`. */
    async list(
      userId: number,
      limit: number,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<NotificationList> {
      const [rows, unread, words] = await Promise.all([
        repo.list(userId, limit),
        repo.unread(userId),
        translator(language),
      ]);
      return { unread, notifications: rows.map((row) => toDto(row, words)) };
    },
    /** The notifications pages: one page of all of them, newest first, in `language`. */
    async page(
      userId: number,
      page: number,
      pageSize: number,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<NotificationPage> {
      const [{ rows, total }, unread, words] = await Promise.all([
        repo.page(userId, page, pageSize),
        repo.unread(userId),
        translator(language),
      ]);
      return { total, page, pageSize, items: rows.map((row) => toDto(row, words)), unread };
    },
    unread: (userId: number) => repo.unread(userId),
    async markRead(userId: number, id: number): Promise<number> {
      if (!(await repo.markRead(userId, id, new Date())))
        throw notFound(/*i18n*/ 'This notification does not exist.');
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
