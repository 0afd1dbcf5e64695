// The sales team's answers on an offer: accept, counter with an amount, decline with a reason.
// Each goes through the offer step; the dealer hears of it in the bell and by e-mail.
import { fill, type NotificationKind } from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/activity-log.ts';
import type { Notify } from '../../lib/notifications.ts';
import { present } from '../../lib/present.ts';
import type { AcceptOffer } from './offer-acceptance.ts';
import { vehicleName } from './offer-emails.ts';
import { audienceOf, money, respond, type OfferStep } from './offer-step.ts';
import type { OfferViews } from './offer-views.ts';

export function createOfferStaffSteps(
  { db, notify, wakeMail }: { db: Db; notify: Notify; wakeMail: () => void },
  { anyOffer }: Pick<OfferViews, 'anyOffer'>,
  { step, logStep, logged }: OfferStep,
  accept: AcceptOffer,
) {
  async function staffStep(
    offerId: number,
    action: 'counter' | 'decline',
    actor: Actor,
    values: { amount?: string; message?: string; closedReason?: string },
    now: Date,
  ) {
    const result = await db.transaction(async (tx) => {
      const stepped = await step(tx, offerId, action, 'staff', actor, values, now);
      const { row, next } = stepped;
      const kind: NotificationKind = action === 'counter' ? 'offer-countered' : 'offer-declined';
      const vehicle = vehicleName(row);
      const title =
        action === 'counter'
          ? fill(/*i18n*/ 'Counter offer on {vehicle}: {amount}', {
              vehicle,
              amount: money(row, present(values.amount, 'the amount of a counter')),
            })
          : fill(/*i18n*/ 'Your offer on {vehicle} was declined', { vehicle });
      await notify(tx, audienceOf(row), {
        kind,
        title,
        body: values.message ?? values.closedReason ?? '',
        link: `/my-account/my-offer-history/${offerId}`,
      });
      await logStep(tx, actor, action, stepped, {
        ...(values.amount === undefined ? {} : { amount: values.amount }),
        ...(values.closedReason === undefined ? {} : { reason: values.closedReason }),
      });
      return next;
    });
    wakeMail();
    return result;
  }

  return {
    async staffAccept(
      actor: Actor,
      id: number,
      body: { message: string; amount?: string | undefined },
      now = new Date(),
    ) {
      const row = await anyOffer(id);
      const result = await logged(actor, row, () => accept(id, 'staff', actor, body, now));
      return respond(
        result.status,
        /*i18n*/ 'Offer accepted. The vehicle is reserved and the purchase created.',
        result.purchaseId,
      );
    },
    async staffCounter(actor: Actor, id: number, amount: string, message: string, now = new Date()) {
      const row = await anyOffer(id);
      const status = await logged(actor, row, () =>
        staffStep(id, 'counter', actor, { amount, message }, now),
      );
      return respond(status, /*i18n*/ 'Counter offer sent.');
    },
    async staffDecline(actor: Actor, id: number, reason: string, now = new Date()) {
      const row = await anyOffer(id);
      const status = await logged(actor, row, () =>
        staffStep(id, 'decline', actor, { closedReason: reason }, now),
      );
      return respond(status, /*i18n*/ 'Offer declined.');
    },
  };
}
