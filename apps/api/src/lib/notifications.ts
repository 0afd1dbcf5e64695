// Notifications: a service calls notify(tx, audience, notification) in the transaction of
// the change it reports, like recordActivity. What a notification is and the notify function every
// service is handed; the notifier that writes the rows and queues the e-mails is
// modules/notifications/notifier.ts, built once in services.ts (lib/ never imports a module).
import type { NotificationKind } from '@ibc/domain';
import type { DbOrTx } from '../db/client.ts';

/** Who is told: one user, every active user of a company, or every active staff user. */
export type NotificationAudience = { userId: number } | { companyId: number } | { staff: true };

export interface NotificationInput {
  kind: NotificationKind;
  /** One line: 'Counter offer on 2019 Toyota Aqua: NZD 12,500'. */
  title: string;
  body?: string;
  /** Where it leads in the site: '/my-account/purchases/12'. */
  link?: string;
}

/** Writes the notification for each recipient (and queues the e-mails); returns the recipients' ids. */
export type Notify = (
  tx: DbOrTx,
  audience: NotificationAudience,
  input: NotificationInput,
) => Promise<number[]>;
