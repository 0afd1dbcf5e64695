// The notifier: a service calls notify(tx, audience, notification) in the transaction of
// the change it reports, like recordActivity. One row per recipient (the bell and /my-account/notices
// read them) and, for a dealer's user, an e-mail through the outbox in the same transaction unless he
// turned that kind off in My Profile (notification_email_opt_outs). Staff are told in the bell only:
// the sales mailbox already receives the offers and enquiries themselves.
//
// services.ts builds one notifier with the site's public address (e-mailed links are absolute) and
// hands its notify to each service that reports changes.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DEALER_NOTIFICATION_KINDS, type NotificationKind } from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import { notificationEmailOptOuts, notifications, users } from '../../db/schema.ts';
import type { NotificationAudience, NotificationInput, Notify } from '../../lib/notifications.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { renderEmail } from '../mail/templates/layout.ts';

/** Where a dealer turns e-mails off, linked from every notification e-mail. */
const NOTIFICATION_SETTINGS_PATH = '/my-account/my-profile#email-notifications';

async function recipients(tx: DbOrTx, audience: NotificationAudience) {
  const active = isNull(users.deactivatedAt);
  const where =
    'userId' in audience
      ? and(eq(users.id, audience.userId), active)
      : 'companyId' in audience
        ? and(eq(users.companyId, audience.companyId), active)
        : and(inArray(users.role, ['staff', 'admin']), active);
  return tx
    .select({ id: users.id, email: users.email, role: users.role, contact: users.contactName })
    .from(users)
    .where(where);
}

const isDealerKind = (kind: NotificationKind) => Object.hasOwn(DEALER_NOTIFICATION_KINDS, kind);

export function createNotifier({ publicUrl }: { publicUrl: () => string }): { notify: Notify } {
  async function queueEmails(
    tx: DbOrTx,
    people: { id: number; email: string; role: string; contact: string | null }[],
    input: NotificationInput,
  ) {
    const dealers = people.filter((person) => person.role === 'customer' && person.email);
    if (dealers.length === 0 || !isDealerKind(input.kind)) return;
    const optedOut = new Set(
      (
        await tx
          .select({ userId: notificationEmailOptOuts.userId })
          .from(notificationEmailOptOuts)
          .where(
            and(
              eq(notificationEmailOptOuts.kind, input.kind),
              inArray(
                notificationEmailOptOuts.userId,
                dealers.map((person) => person.id),
              ),
            ),
          )
      ).map((row) => row.userId),
    );
    const base = publicUrl();
    for (const person of dealers) {
      if (optedOut.has(person.id)) continue;
      const rendered = renderEmail({
        title: input.title,
        preheader: input.body || input.title,
        blocks: [
          { type: 'paragraph', text: `Hello ${person.contact || 'there'},` },
          ...(input.body ? [{ type: 'paragraph' as const, text: input.body }] : []),
          ...(input.link
            ? [{ type: 'button' as const, label: 'Open in my account', href: `${base}${input.link}` }]
            : []),
          {
            type: 'paragraph',
            text: `You receive this e-mail because it is switched on for "${DEALER_NOTIFICATION_KINDS[input.kind as keyof typeof DEALER_NOTIFICATION_KINDS]}". You can turn it off in My Profile: ${base}${NOTIFICATION_SETTINGS_PATH}`,
          },
        ],
      });
      await enqueueEmail(tx, {
        kind: `notification:${input.kind}`,
        to: [person.email],
        subject: `IBC Japan: ${input.title}`,
        ...rendered,
      });
    }
  }

  return {
    async notify(tx, audience, input) {
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
      await queueEmails(tx, people, input);
      return people.map((person) => person.id);
    },
  };
}
