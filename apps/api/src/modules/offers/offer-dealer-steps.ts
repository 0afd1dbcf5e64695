// The dealer's answers on their own offer: accept the sales team's counter, send a new amount,
// withdraw. Each goes through the offer step; the sales team hears of it in the bell.
import { fill } from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/activity-log.ts';
import type { Member } from '../../lib/auth-context.ts';
import type { Notify } from '../../lib/notifications.ts';
import { present } from '../../lib/present.ts';
import type { AcceptOffer } from './offer-acceptance.ts';
import { vehicleName } from './offer-emails.ts';
import type { OfferNegotiationRow } from './offer-negotiation.repository.ts';
import { money, respond, type OfferStep } from './offer-step.ts';
import type { OfferViews } from './offer-views.ts';

const dealerActor = (member: Member): Actor => ({ userId: member.userId, email: member.email });

export function createOfferDealerSteps(
  { db, notify, wakeMail }: { db: Db; notify: Notify; wakeMail: () => void },
  { ownOffer }: Pick<OfferViews, 'ownOffer'>,
  { step, logStep, logged }: OfferStep,
  accept: AcceptOffer,
) {
  async function dealerStep(
    row: OfferNegotiationRow,
    actor: Actor,
    action: 'reoffer' | 'withdraw',
    values: { amount?: string; message?: string },
    now: Date,
  ) {
    const result = await db.transaction(async (tx) => {
      const stepped = await step(tx, row.id, action, 'dealer', actor, values, now);
      await notify(
        tx,
        { staff: true },
        {
          kind: action === 'reoffer' ? 'offer-received' : 'offer-answered',
          title:
            action === 'reoffer'
              ? fill(/*i18n*/ '{company} sent a new amount on {vehicle}: {amount}', {
                  company: row.companyName,
                  vehicle: vehicleName(row),
                  amount: money(row, present(values.amount, 'the new amount')),
                })
              : fill(/*i18n*/ '{company} withdrew the offer on {vehicle}', {
                  company: row.companyName,
                  vehicle: vehicleName(row),
                }),
          body: values.message ?? '',
          link: `/admin/offers/${row.id}`,
        },
      );
      await logStep(tx, actor, action, stepped, values.amount === undefined ? {} : { amount: values.amount });
      return stepped.next;
    });
    wakeMail();
    return result;
  }

  return {
    async dealerAccept(
      member: Member,
      id: number,
      body: { message: string; amount?: string | undefined },
      now = new Date(),
    ) {
      const row = await ownOffer(member, id);
      const actor = dealerActor(member);
      const result = await logged(actor, row, () => accept(id, 'dealer', actor, body, now));
      return respond(
        result.status,
        /*i18n*/ 'You accepted the counter offer. The vehicle is reserved for you.',
        result.purchaseId,
      );
    },
    async dealerReoffer(member: Member, id: number, amount: string, message: string, now = new Date()) {
      const row = await ownOffer(member, id);
      const actor = dealerActor(member);
      const status = await logged(actor, row, () =>
        dealerStep(row, actor, 'reoffer', { amount, message }, now),
      );
      return respond(status, /*i18n*/ 'Your new amount has been sent to our sales team.');
    },
    async dealerWithdraw(member: Member, id: number, message: string, now = new Date()) {
      const row = await ownOffer(member, id);
      const actor = dealerActor(member);
      const status = await logged(actor, row, () => dealerStep(row, actor, 'withdraw', { message }, now));
      return respond(status, /*i18n*/ 'Your offer has been withdrawn.');
    },
  };
}
