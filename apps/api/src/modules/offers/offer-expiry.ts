// Offers nobody answered in time expire, through the offer step as the system, and the dealer is
// told in the bell and by e-mail.
import { fill } from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import { systemActor } from '../../lib/activity-log.ts';
import type { Notify } from '../../lib/notifications.ts';
import { every, type ScheduledJob } from '../../lib/scheduled-jobs.ts';
import { vehicleName } from './offer-emails.ts';
import { createOfferNegotiationRepository } from './offer-negotiation.repository.ts';
import { audienceOf, type OfferStep } from './offer-step.ts';

export function createOfferExpiry(
  { db, notify, wakeMail }: { db: Db; notify: Notify; wakeMail: () => void },
  { step }: Pick<OfferStep, 'step'>,
) {
  async function expireDue(now: Date): Promise<number> {
    const expired = await db.transaction(async (tx) => {
      const due = await createOfferNegotiationRepository(tx).dueToExpire(now);
      for (const offer of due) {
        const { row } = await step(tx, offer.id, 'expire', 'system', systemActor('offer-expiry'), {}, now);
        await notify(tx, audienceOf(offer), {
          kind: 'offer-expired',
          title: fill(/*i18n*/ 'Your offer on {vehicle} expired without an answer', {
            vehicle: vehicleName(row),
          }),
          link: `/my-account/my-offer-history/${offer.id}`,
        });
      }
      return due.length;
    });
    if (expired > 0) wakeMail();
    return expired;
  }

  return {
    expireDue,
    /** Offers nobody answered in time expire; every 10 minutes, on whichever instance. */
    expiryJob: {
      name: 'offer-expiry',
      next: every(10 * 60_000),
      run: async (_db, now) => {
        await expireDue(now);
      },
    } satisfies ScheduledJob,
  };
}
