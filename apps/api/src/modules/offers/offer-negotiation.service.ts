// The negotiation after an offer (issue 12): the sales team's inbox and answers (accept, counter,
// decline), the dealer's thread and answers (accept the counter, send a new amount, withdraw), the
// expiry of offers nobody answered, and the acceptance that reserves the vehicle and creates the
// purchase. Every step is checked against the domain's state machine (offer-negotiation.ts) on the
// offer row locked for the step's transaction; a step the table refuses is a 409.
import {
  computeLandedPrice,
  formatAmount,
  isOpenOffer,
  Money,
  hasAmountToAccept,
  nextOfferState,
  NO_AMOUNT_TO_ACCEPT,
  offerAwaiting,
  offerExpiresAt,
  SOLD_TO_ANOTHER_CUSTOMER,
  type NotificationKind,
  type OfferActorRole,
  type OfferAction,
  type OfferHistoryItem,
  type OfferState,
  type OfferStepResponse,
  type OfferThread,
} from '@ibc/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/activity-log.ts';
import { recordActivity, systemActor } from '../../lib/activity-log.ts';
import type { CreatePurchase, StepVehicle } from '../../lib/deal-hooks.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Notify, NotificationAudience } from '../../lib/notifications.ts';
import type { ScheduledJob } from '../../lib/scheduled-jobs.ts';
import { every } from '../../lib/scheduled-jobs.ts';
import type { VehiclePhotos } from '../../lib/vehicle-photos.ts';
import { loadMember, type Member } from '../../plugins/auth.ts';
import { priceVehiclesForMember } from '../pricing/pricing.service.ts';
import { vehicleName } from './offer-emails.ts';
import { createOffersRepository } from './offers.repository.ts';
import {
  createOfferNegotiationRepository,
  type OfferNegotiationRow,
} from './offer-negotiation.repository.ts';

export interface OfferNegotiationDeps {
  db: Db;
  /** lib/notifications.ts: the bell's rows and the dealer's e-mail, in the caller's transaction. */
  notify: Notify;
  vehiclePhotos: VehiclePhotos;
  /** Makes the purchase of an accepted offer (the purchases module, wired in modules/services.ts). */
  createPurchase: CreatePurchase;
  /** Reserves the accepted car (the stock module: the one place a vehicle's status changes). */
  stepVehicle: StepVehicle;
  /** Days an open offer waits for an answer (OFFER_EXPIRY_DAYS, default 3). */
  expiryDays: number;
  wakeMail: () => void;
}

const YEN_PER_OFFER_UNIT = 1000;
const NOT_ALLOWED: Record<OfferAction, string> = {
  accept: 'This offer can no longer be accepted.',
  counter: 'This offer can no longer be countered.',
  decline: 'This offer can no longer be declined.',
  reoffer: 'You can send a new amount only in answer to a counter offer.',
  withdraw: 'This offer can no longer be withdrawn.',
  expire: 'This offer is no longer open.',
};
const EVENT_KIND: Record<OfferAction, string> = {
  accept: 'accept',
  counter: 'counter',
  decline: 'decline',
  reoffer: 'reoffer',
  withdraw: 'withdraw',
  expire: 'expire',
};

function audienceOf(offer: { companyId: number | null; userId: number }): NotificationAudience {
  return offer.companyId === null ? { userId: offer.userId } : { companyId: offer.companyId };
}

/** The member may see this offer: their company's (or, without a company, their own). */
function ownedBy(member: Member, offer: { companyId: number | null; userId: number }): boolean {
  return offer.companyId === null ? offer.userId === member.userId : offer.companyId === member.companyId;
}

export function createOfferNegotiationService(deps: OfferNegotiationDeps) {
  const { db, vehiclePhotos, createPurchase, wakeMail, notify } = deps;
  const repo = createOfferNegotiationRepository(db);

  function toItem(row: OfferNegotiationRow): OfferThread['offer'] {
    return {
      id: row.id,
      kind: row.kind,
      vehicleId: row.vehicleId,
      vehicleName: vehicleName(row),
      chassis: row.chassis,
      photoUrl: vehiclePhotos.url({ id: row.vehicleId, stockType: row.stockType }),
      offerAmount: row.offerAmount,
      currentAmount: row.currentAmount ?? row.offerAmount,
      currency: row.currency,
      computedFees: row.computedFees,
      vehiclePrice: row.vehiclePrice,
      deliveryType: row.deliveryType,
      comment: row.comment,
      status: row.status,
      awaiting: offerAwaiting(row.status),
      expiresAt: isOpenOffer(row.status) ? (row.expiresAt?.toISOString() ?? null) : null,
      closedReason: row.closedReason,
      purchaseId: row.purchaseId,
      createdAt: row.createdAt.toISOString(),
      checklistLink: `/checklist?id=${row.vehicleId}`,
      companyName: row.companyName,
      contactName: row.contactName,
      countryName: row.countryName,
    };
  }

  async function thread(row: OfferNegotiationRow): Promise<OfferThread> {
    const events = await repo.listEvents(row.id);
    return {
      offer: toItem(row),
      events: events.map((event) => ({
        id: event.id,
        kind: event.kind,
        actorRole: event.actorRole as OfferThread['events'][number]['actorRole'],
        actorName: event.actorRole === 'system' ? 'IBC Japan' : (event.actorName ?? ''),
        amount: event.amount,
        message: event.message,
        createdAt: event.createdAt.toISOString(),
      })),
    };
  }

  async function ownOffer(member: Member, id: number): Promise<OfferNegotiationRow> {
    const row = await repo.findOffer(id);
    // Another company's offer does not exist for this member (issue 12: "a second member gets 404").
    if (!row || !ownedBy(member, row)) throw notFound('This offer does not exist.');
    return row;
  }

  const money = (row: { currency: string }, amount: string) => `${row.currency} ${formatAmount(amount)}`;

  /**
   * One step on a locked offer: checks the state machine, writes the new state and the event.
   * Returns the offer as it was read (unlocked read, same transaction) and the new state.
   */
  async function step(
    tx: Tx,
    offerId: number,
    action: OfferAction,
    role: OfferActorRole,
    actor: Actor,
    values: { amount?: string; message?: string; closedReason?: string },
    now: Date,
  ): Promise<{ row: OfferNegotiationRow; next: OfferState }> {
    const txRepo = createOfferNegotiationRepository(tx);
    const locked = await txRepo.lockOffer(offerId);
    if (!locked) throw notFound('This offer does not exist.');
    const next = nextOfferState(locked.status as OfferState, action, role);
    if (next === null) throw conflict(NOT_ALLOWED[action]);
    const row = (await txRepo.findOffer(offerId))!;
    await txRepo.setOffer(
      offerId,
      {
        status: next,
        ...(values.amount === undefined ? {} : { currentAmount: values.amount }),
        // A counter or a new amount restarts the clock; a closed offer no longer expires.
        expiresAt: isOpenOffer(next) ? offerExpiresAt(now, deps.expiryDays) : null,
        ...(values.closedReason === undefined ? {} : { closedReason: values.closedReason }),
      },
      now,
    );
    await txRepo.addEvent({
      offerId,
      kind: EVENT_KIND[action],
      actorUserId: actor.userId,
      actorRole: role,
      amount: values.amount ?? null,
      message: values.message ?? values.closedReason ?? '',
      createdAt: now,
    });
    return { row, next };
  }

  /** The member's price details now, and the landed price of the agreed amount, for the invoices. */
  async function priceSnapshot(
    tx: Tx,
    row: OfferNegotiationRow,
    agreed: string,
  ): Promise<Record<string, unknown>> {
    const snapshot: Record<string, unknown> = {
      currency: row.currency,
      offerAmount: row.offerAmount,
      agreedAmount: agreed,
      landedAtOffer: row.computedFees,
      vehiclePrice: row.vehiclePrice,
      deliveryType: row.deliveryType,
    };
    const member = await loadMember(tx, row.userId);
    const vehicle = await createOffersRepository(tx).findVehicle(row.vehicleId);
    if (!member || !vehicle) return snapshot;
    const price = (
      await priceVehiclesForMember(tx, member, [vehicle], { portId: row.destinationPortId })
    ).get(vehicle.id)!;
    // Price details in another currency (the dealer switched account since) would not describe the deal.
    if (price.priceDetails.negotiateCurrency.trim().toUpperCase() !== row.currency) return snapshot;
    const typed = row.currency === 'JPY' ? new Money(agreed).div(YEN_PER_OFFER_UNIT) : new Money(agreed);
    const landed = computeLandedPrice({
      offer: typed,
      exportRegion: price.pricingRegion,
      priceDetails: price.priceDetails,
    });
    return {
      ...snapshot,
      priceDetails: price.priceDetails,
      pricingRegion: price.pricingRegion,
      landedPrice: landed.amount,
      landedCurrency: landed.currency,
    };
  }

  /** Accepting: the vehicle is locked and must still be available; it is reserved, the others answered. */
  async function accept(offerId: number, role: 'staff' | 'dealer', actor: Actor, message: string, now: Date) {
    const result = await db.transaction(async (tx) => {
      const txRepo = createOfferNegotiationRepository(tx);
      // The vehicle first, then the offers: two acceptances of one car queue on the vehicle row and
      // never hold each other's offer rows (no deadlock), and the second finds the car reserved.
      const target = await txRepo.findOffer(offerId);
      if (!target) throw notFound('This offer does not exist.');
      const vehicleStatus = await txRepo.lockVehicleStatus(target.vehicleId);
      const locked = (await txRepo.lockOffer(offerId))!;
      if (
        nextOfferState(locked.status as OfferState, 'accept', role) !== null &&
        vehicleStatus !== 'available'
      ) {
        throw conflict('This vehicle is no longer available.');
      }
      if (!hasAmountToAccept(target.currentAmount ?? target.offerAmount)) throw conflict(NO_AMOUNT_TO_ACCEPT);
      const { row, next } = await step(tx, offerId, 'accept', role, actor, { message }, now);
      const agreed = row.currentAmount ?? row.offerAmount;
      await txRepo.reserveVehicle(row.vehicleId, now);
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
          title: `Your offer on ${vehicleName(row)} was declined: ${SOLD_TO_ANOTHER_CUSTOMER.toLowerCase()}`,
          link: `/my-account/my-offer-history/${other.id}`,
        });
      }
      const { purchaseId } = await createPurchase(tx, {
        offerId,
        companyId: row.companyId!,
        userId: row.userId,
        vehicleId: row.vehicleId,
        currency: row.currency,
        agreedAmount: agreed,
        priceSnapshot: await priceSnapshot(tx, row, agreed),
        destinationPortId: row.destinationPortId,
        acceptedAt: now,
        actor,
      });
      const title = `Offer accepted: ${vehicleName(row)} for ${money(row, agreed)}`;
      if (role === 'staff') {
        await notify(tx, audienceOf(row), {
          kind: 'offer-accepted',
          title,
          link: `/my-account/purchases/${purchaseId}`,
        });
        await recordActivity(tx, actor, {
          entityType: 'offer',
          entityId: offerId,
          action: 'accepted',
          summary: `${vehicleName(row)} ${row.chassis} to ${row.companyName} for ${money(row, agreed)}`,
        });
      } else {
        await notify(
          tx,
          { staff: true },
          {
            kind: 'offer-answered',
            title: `${row.companyName} accepted your counter offer on ${vehicleName(row)} (${money(row, agreed)})`,
            link: `/admin/offers/${offerId}`,
          },
        );
      }
      return { status: next, purchaseId };
    });
    wakeMail();
    return result;
  }

  function respond(status: string, message: string, purchaseId: number | null = null): OfferStepResponse {
    return { status, message, purchaseId };
  }

  async function staffStep(
    offerId: number,
    action: 'counter' | 'decline',
    actor: Actor,
    values: { amount?: string; message?: string; closedReason?: string },
    now: Date,
  ) {
    const result = await db.transaction(async (tx) => {
      const { row, next } = await step(tx, offerId, action, 'staff', actor, values, now);
      const kind: NotificationKind = action === 'counter' ? 'offer-countered' : 'offer-declined';
      const title =
        action === 'counter'
          ? `Counter offer on ${vehicleName(row)}: ${money(row, values.amount!)}`
          : `Your offer on ${vehicleName(row)} was declined`;
      await notify(tx, audienceOf(row), {
        kind,
        title,
        body: values.message ?? values.closedReason ?? '',
        link: `/my-account/my-offer-history/${offerId}`,
      });
      await recordActivity(tx, actor, {
        entityType: 'offer',
        entityId: offerId,
        action: action === 'counter' ? 'countered' : 'declined',
        summary: `${vehicleName(row)} ${row.chassis}, ${row.companyName}: ${
          action === 'counter' ? money(row, values.amount!) : values.closedReason!
        }`,
      });
      return next;
    });
    wakeMail();
    return result;
  }

  async function dealerStep(
    member: Member,
    offerId: number,
    action: 'reoffer' | 'withdraw',
    values: { amount?: string; message?: string },
    now: Date,
  ) {
    const row = await ownOffer(member, offerId);
    const actor = { userId: member.userId, email: member.email };
    const result = await db.transaction(async (tx) => {
      const { next } = await step(tx, offerId, action, 'dealer', actor, values, now);
      await notify(
        tx,
        { staff: true },
        {
          kind: action === 'reoffer' ? 'offer-received' : 'offer-answered',
          title:
            action === 'reoffer'
              ? `${row.companyName} sent a new amount on ${vehicleName(row)}: ${money(row, values.amount!)}`
              : `${row.companyName} withdrew the offer on ${vehicleName(row)}`,
          body: values.message ?? '',
          link: `/admin/offers/${offerId}`,
        },
      );
      return next;
    });
    wakeMail();
    return result;
  }

  async function expireDue(now: Date): Promise<number> {
    const expired = await db.transaction(async (tx) => {
      const due = await createOfferNegotiationRepository(tx).dueToExpire(now);
      for (const offer of due) {
        const { row } = await step(tx, offer.id, 'expire', 'system', systemActor('offer-expiry'), {}, now);
        await notify(tx, audienceOf(offer), {
          kind: 'offer-expired',
          title: `Your offer on ${vehicleName(row)} expired without an answer`,
          link: `/my-account/my-offer-history/${offer.id}`,
        });
      }
      return due.length;
    });
    if (expired > 0) wakeMail();
    return expired;
  }

  return {
    /** GET /api/vehicle-auction/my-offers: the member's offers with where each stands. */
    async listMine(member: Member): Promise<OfferHistoryItem[]> {
      // The member's own rows, newest first, offers and price enquiries alike (issue 15: not the
      // first 500 of everybody's, where a new one went missing once the inbox had grown).
      return (await repo.listForUser(member.userId)).map(toItem);
    },
    async myThread(member: Member, id: number): Promise<OfferThread> {
      return thread(await ownOffer(member, id));
    },
    async dealerAccept(
      member: Member,
      id: number,
      message: string,
      now = new Date(),
    ): Promise<OfferStepResponse> {
      await ownOffer(member, id);
      const result = await accept(id, 'dealer', { userId: member.userId, email: member.email }, message, now);
      return respond(
        result.status,
        'You accepted the counter offer. The vehicle is reserved for you.',
        result.purchaseId,
      );
    },
    async dealerReoffer(member: Member, id: number, amount: string, message: string, now = new Date()) {
      const status = await dealerStep(member, id, 'reoffer', { amount, message }, now);
      return respond(status, 'Your new amount has been sent to our sales team.');
    },
    async dealerWithdraw(member: Member, id: number, message: string, now = new Date()) {
      const status = await dealerStep(member, id, 'withdraw', { message }, now);
      return respond(status, 'Your offer has been withdrawn.');
    },

    /** GET /api/admin/offers: open offers (or any status), oldest first. */
    async inbox(status: string) {
      const statuses = status === 'all' ? null : status === 'open' ? ['submitted', 'countered'] : [status];
      return (await repo.listByStatus(statuses)).map(toItem);
    },
    async staffThread(id: number): Promise<OfferThread> {
      const row = await repo.findOffer(id);
      if (!row) throw notFound('This offer does not exist.');
      return thread(row);
    },
    async staffAccept(actor: Actor, id: number, message: string, now = new Date()) {
      const result = await accept(id, 'staff', actor, message, now);
      return respond(
        result.status,
        'Offer accepted. The vehicle is reserved and the purchase created.',
        result.purchaseId,
      );
    },
    async staffCounter(actor: Actor, id: number, amount: string, message: string, now = new Date()) {
      return respond(await staffStep(id, 'counter', actor, { amount, message }, now), 'Counter offer sent.');
    },
    async staffDecline(actor: Actor, id: number, reason: string, now = new Date()) {
      return respond(await staffStep(id, 'decline', actor, { closedReason: reason }, now), 'Offer declined.');
    },

    expireDue,
    /** Offers nobody answered in time expire (issue 12); every 10 minutes, on whichever instance. */
    expiryJob: {
      name: 'offer-expiry',
      next: every(10 * 60_000),
      run: async (_db, now) => {
        await expireDue(now);
      },
    } satisfies ScheduledJob,
  };
}

export type OfferNegotiationService = ReturnType<typeof createOfferNegotiationService>;
