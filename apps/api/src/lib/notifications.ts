// Notifications (issue 12): a service calls notify(tx, audience, notification) in the transaction of
// the change it reports, like recordActivity. One row per recipient (the bell and /my-account/notices
// read them); an e-mail through the outbox unless the recipient turned that kind off in My Profile.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { NotificationKind } from '@ibc/domain';
import type { DbOrTx } from '../db/client.ts';
import { notifications, users } from '../db/schema.ts';

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

async function recipients(tx: DbOrTx, audience: NotificationAudience) {
  const active = isNull(users.deactivatedAt);
  const where =
    'userId' in audience
      ? and(eq(users.id, audience.userId), active)
      : 'companyId' in audience
        ? and(eq(users.companyId, audience.companyId), active)
        : and(inArray(users.role, ['staff', 'admin']), active);
  return tx.select({ id: users.id, email: users.email }).from(users).where(where);
}

/** Writes the notification for each recipient; returns the recipients' user ids. */
export async function notify(
  tx: DbOrTx,
  audience: NotificationAudience,
  input: NotificationInput,
): Promise<number[]> {
  const people = await recipients(tx, audience);
  if (people.length === 0) return [];
  await tx.insert(notifications).values(
    people.map((person) => ({
      userId: person.id,
      kind: input.kind,
      title: input.title,
      body: input.body ?? '',
      link: input.link ?? '',
    })),
  );
  return people.map((person) => person.id);
}
