// The notifier: a service calls notify(tx, audience, notification) in the transaction of
// the change it reports, like recordActivity. One row per recipient (the bell and /my-account/notices
// read them) and, for a dealer's user, an e-mail through the outbox in the same transaction unless he
// turned that kind off in My Profile (notification_email_opt_outs). Staff are told in the bell only:
// the sales mailbox already receives the offers and enquiries themselves.
//
// The e-mail is in the dealer's language: its frame (greeting, button, why it came, subject prefix)
// and the notification's title and body, stored in English and translated for him
// (lib/notifications.ts notificationText).
//
// services.ts builds one notifier with the site's public address (e-mailed links are absolute) and
// hands its notify to each service that reports changes.
import { msg } from '@lingui/core/runtime-macro';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DEALER_NOTIFICATION_KINDS, type DealerNotificationKind, type NotificationKind } from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import { notificationEmailOptOuts, notifications, users } from '../../db/schema.ts';
import { translator, type MessageDescriptor } from '../../lib/i18n.ts';
import {
  notificationText,
  type NotificationAudience,
  type NotificationInput,
  type Notify,
} from '../../lib/notifications.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { hello, noticeSubject } from '../mail/templates/greeting.ts';
import { pageUrl } from '../mail/links.ts';
import { renderEmail } from '../mail/templates/layout.ts';

/** Where a dealer turns e-mails off, linked from every notification e-mail. */
const NOTIFICATION_SETTINGS_PATH = '/my-account/my-profile#email-notifications';

/** Each kind's name (DEALER_NOTIFICATION_KINDS) in the words My Profile's switches show it with. */
const KIND_NAMES: Readonly<Record<DealerNotificationKind, MessageDescriptor>> = {
  'offer-countered': msg({ message: 'The sales team countered your offer' }),
  'offer-accepted': msg({ message: 'Your offer was accepted' }),
  'offer-declined': msg({ message: 'Your offer was declined' }),
  'offer-expired': msg({ message: 'Your offer expired' }),
  'invoice-issued': msg({ message: 'An invoice was issued' }),
  'invoice-due-soon': msg({ message: 'An invoice is due soon' }),
  'payment-confirmed': msg({ message: 'Your payment was confirmed' }),
  'payment-rejected': msg({ message: 'Your payment could not be confirmed' }),
  'shipment-stage': msg({ message: 'Your vehicle reached a shipping stage' }),
  'document-added': msg({ message: 'A document was added to your purchase' }),
  'watch-price-drop': msg({ message: 'A vehicle on your watchlist dropped in price' }),
  'watch-reserved': msg({ message: 'A vehicle on your watchlist was reserved by someone else' }),
};

async function recipients(tx: DbOrTx, audience: NotificationAudience) {
  const active = isNull(users.deactivatedAt);
  const where =
    'userId' in audience
      ? and(eq(users.id, audience.userId), active)
      : 'companyId' in audience
        ? and(eq(users.companyId, audience.companyId), active)
        : and(inArray(users.role, ['staff', 'admin']), active);
  return tx
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      contact: users.contactName,
      language: users.language,
    })
    .from(users)
    .where(where);
}

const isDealerKind = (kind: NotificationKind): kind is DealerNotificationKind =>
  Object.hasOwn(DEALER_NOTIFICATION_KINDS, kind);

export function createNotifier({ publicUrl }: { publicUrl: () => string }): { notify: Notify } {
  async function queueEmails(
    tx: DbOrTx,
    people: Awaited<ReturnType<typeof recipients>>,
    input: NotificationInput,
  ) {
    const dealers = people.filter((person) => person.role === 'customer' && person.email);
    const { kind } = input;
    if (dealers.length === 0 || !isDealerKind(kind)) return;
    const optedOut = new Set(
      (
        await tx
          .select({ userId: notificationEmailOptOuts.userId })
          .from(notificationEmailOptOuts)
          .where(
            and(
              eq(notificationEmailOptOuts.kind, kind),
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
      const words = await translator(person.language);
      const { t } = words;
      const name = t(KIND_NAMES[kind]);
      const url = pageUrl(base, NOTIFICATION_SETTINGS_PATH, words.language);
      const title = notificationText(input.title, words);
      const body = notificationText(input.body ?? '', words);
      const rendered = renderEmail(
        {
          title,
          preheader: body || title,
          blocks: [
            { type: 'paragraph', text: hello(person.contact, words) },
            ...(body ? [{ type: 'paragraph' as const, text: body }] : []),
            ...(input.link
              ? [
                  {
                    type: 'button' as const,
                    label: t(msg({ message: 'Open in my account' })),
                    href: pageUrl(base, input.link, words.language),
                  },
                ]
              : []),
            {
              type: 'paragraph',
              text: t(
                msg`You receive this e-mail because it is switched on for "${{ name }}". You can turn it off in My Profile: ${{ url }}`,
              ),
            },
          ],
        },
        words,
      );
      await enqueueEmail(tx, {
        kind: `notification:${kind}`,
        to: [person.email],
        subject: noticeSubject(title, words),
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
