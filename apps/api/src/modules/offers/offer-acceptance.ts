// Accepting an offer, by the sales team or by the dealer accepting their counter: the car is
// reserved, the other open offers on it are declined, and the purchase is made in one transaction.
import { fill, SOLD_TO_ANOTHER_CUSTOMER } from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import { systemActor, type Actor } from '../../lib/activity-log.ts';
import type { CreatePurchase, StepVehicle } from '../../lib/deal-hooks.ts';
import { notFound } from '../../lib/errors.ts';
import type { Notify } from '../../lib/notifications.ts';
import { present } from '../../lib/present.ts';
import { vehicleName } from './offer-emails.ts';
import { createOfferNegotiationRepository } from './offer-negotiation.repository.ts';
import { priceOffers, priceSnapshot, UNPRICED } from './offer-pricing.ts';
import { audienceOf, money, type OfferStep } from './offer-step.ts';

export interface OfferAcceptanceDeps {
  db: Db;
  notify: Notify;
  createPurchase: CreatePurchase;
  stepVehicle: StepVehicle;
  wakeMail: () => void;
}

export function createOfferAcceptance(
  { db, notify, createPurchase, stepVehicle, wakeMail }: OfferAcceptanceDeps,
  { step, logStep }: OfferStep,
) {
  /**
   * Accepting: the car is locked before the offer (two acceptances of one car queue on the vehicle
   * row and never hold each other's offer rows, so no deadlock; the second finds it reserved), the
   * machine decides, the car is reserved through the stock module, the other open offers on it are
   * declined, and the purchase is made (with its proforma) in the same transaction.
   */
  return async function accept(
    offerId: number,
    role: 'staff' | 'dealer',
    actor: Actor,
    body: { message: string; amount?: string | undefined },
    now: Date,
  ) {
    const result = await db.transaction(async (tx) => {
      const txRepo = createOfferNegotiationRepository(tx);
      const target = await txRepo.findOffer(offerId);
      if (!target) throw notFound(/*i18n*/ 'This offer does not exist.');
      await txRepo.lockVehicleStatus(target.vehicleId);
      const stepped = await step(
        tx,
        offerId,
        'accept',
        role,
        actor,
        { message: body.message, expectedAmount: body.amount },
        now,
      );
      const { row, next } = stepped;
      const agreed = row.currentAmount ?? row.offerAmount;
      await stepVehicle(tx, row.vehicleId, 'reserve', actor);
      for (const other of await txRepo.otherOpenOffers(row.vehicleId, offerId)) {
        await step(
          tx,
          other.id,
          'decline',
          'system',
          systemActor('system'),
          { closedReason: SOLD_TO_ANOTHER_CUSTOMER },
          now,
        );
        await notify(tx, audienceOf(other), {
          kind: 'offer-declined',
          // SOLD_TO_ANOTHER_CUSTOMER said inside the sentence, as one message with it.
          title: fill(/*i18n*/ 'Your offer on {vehicle} was declined: sold to another customer', {
            vehicle: vehicleName(row),
          }),
          link: `/my-account/my-offer-history/${other.id}`,
        });
      }
      const pricing = (await priceOffers(tx, [row])).get(row.id) ?? UNPRICED;
      // The acceptance is an entry of its own, before the purchase it makes.
      await logStep(tx, actor, 'accept', stepped, {});
      const { purchaseId } = await createPurchase(tx, {
        offerId,
        companyId: present(row.companyId, `the company of the offer ${offerId}`),
        userId: row.userId,
        vehicleId: row.vehicleId,
        currency: row.currency,
        agreedAmount: agreed,
        priceSnapshot: priceSnapshot(row, pricing, agreed),
        destinationPortId: row.destinationPortId,
        terms: row.terms,
        acceptedAt: now,
        actor,
      });
      const deal = { vehicle: vehicleName(row), amount: money(row, agreed) };
      if (role === 'staff') {
        await notify(tx, audienceOf(row), {
          kind: 'offer-accepted',
          title: fill(/*i18n*/ 'Offer accepted: {vehicle} for {amount}', deal),
          link: `/my-account/purchases/${purchaseId}`,
        });
      } else {
        await notify(
          tx,
          { staff: true },
          {
            kind: 'offer-answered',
            title: fill(/*i18n*/ '{company} accepted your counter offer on {vehicle} ({amount})', {
              ...deal,
              company: row.companyName,
            }),
            link: `/admin/offers/${offerId}`,
          },
        );
      }
      return { status: next, purchaseId };
    });
    wakeMail();
    return result;
  };
}

export type AcceptOffer = ReturnType<typeof createOfferAcceptance>;
