// The negotiation after an offer: the sales team's inbox and answers (accept, counter,
// decline), the dealer's thread and answers (accept the counter, send a new amount, withdraw), the
// expiry of offers nobody answered, and the acceptance that reserves the vehicle and creates the
// purchase. offers.status changes only in `step`: the offer row locked, the facts read in the same
// transaction, OFFER_MACHINE deciding (a refusal is a 409, and a person's refused step is logged).
// Every answer carries the caller's allowedActions, the list price and the landed price of the amount
// on the table, priced for the offer's member as his purchase will be.
import {
  amountFromUnit,
  amountInUnit,
  computeLandedPrice,
  formatAmount,
  fullAmount,
  hasAmountToAccept,
  isOpenOffer,
  KAP_ENQUIRY_KIND,
  Money,
  negotiationAmountCheck,
  refusalMessage,
  OFFER_MACHINE,
  OPEN_OFFER_STATES,
  offerAwaiting,
  offerExpiresAt,
  priceUnitOf,
  SOLD_TO_ANOTHER_CUSTOMER,
  takesOffers,
  type NotificationKind,
  type OfferActorRole,
  type OfferAction,
  type OfferHistoryItem,
  type OfferState,
  type OfferStepResponse,
  type OfferThread,
} from '@ibc/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/activity-log.ts';
import { recordActivity, systemActor } from '../../lib/activity-log.ts';
import type { CreatePurchase, StepVehicle } from '../../lib/deal-hooks.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Notify, NotificationAudience } from '../../lib/notifications.ts';
import type { ScheduledJob } from '../../lib/scheduled-jobs.ts';
import { every } from '../../lib/scheduled-jobs.ts';
import { decideStep, loggingRefusals, StepRefused } from '../../lib/state-change.ts';
import type { VehiclePhotos } from '../../lib/vehicle-photos.ts';
import { loadMember } from '../../db/member-read-model.ts';
import type { Member } from '../../lib/auth-context.ts';
import { priceVehiclesForMember, type VehiclePrice } from '../pricing/pricing.service.ts';
import { vehicleName } from './offer-emails.ts';
import {
  createOfferNegotiationRepository,
  type OfferNegotiationRow,
} from './offer-negotiation.repository.ts';
import { present } from '../../lib/present.ts';

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

const EVENT_KIND: Record<OfferAction, string> = {
  accept: 'accept',
  counter: 'counter',
  decline: 'decline',
  reoffer: 'reoffer',
  withdraw: 'withdraw',
  expire: 'expire',
};
/** The activity log's word for each step a person takes. */
const LOGGED_AS: Record<OfferAction, string> = {
  accept: 'accepted',
  counter: 'countered',
  decline: 'declined',
  reoffer: 'reoffered',
  withdraw: 'withdrawn',
  expire: 'expired',
};

function audienceOf(offer: { companyId: number | null; userId: number }): NotificationAudience {
  return offer.companyId === null ? { userId: offer.userId } : { companyId: offer.companyId };
}

/** The member may see this offer: their company's (or, without a company, their own). */
function ownedBy(member: Member, offer: { companyId: number | null; userId: number }): boolean {
  return offer.companyId === null ? offer.userId === member.userId : offer.companyId === member.companyId;
}

/** An amount as stored ('650000.00') as the log keeps it ('650000'). */
const plain = (amount: string) => new Money(amount).toFixed();

/** The figures an answer carries beside the offer: what the car lists at, what the amount lands at. */
interface OfferPricing {
  /** Whole units of the offer's currency; null without a price in that currency. */
  listPrice: string | null;
  /** 'NZD 25,050.00'; null when the amount on the table cannot be priced. */
  currentLandedPrice: string | null;
  /** The member's price now, in the offer's currency (what a purchase snapshots). */
  price: VehiclePrice | null;
}

const UNPRICED: OfferPricing = { listPrice: null, currentLandedPrice: null, price: null };

/** What `amount` (whole units) comes to landed with the member's price details: 'NZD 25,050.00'. */
function landedOf(row: { currency: string }, price: VehiclePrice, amount: string) {
  // computeLandedPrice takes the amount as typed: thousands of yen for JPY (§9).
  const typed = amountInUnit(amount, priceUnitOf(row.currency));
  return computeLandedPrice({
    offer: typed,
    exportRegion: price.pricingRegion,
    priceDetails: price.priceDetails,
  });
}

function pricingOf(row: OfferNegotiationRow, price: VehiclePrice | undefined): OfferPricing {
  // Price details in another currency (the dealer switched account since) would not describe the deal.
  if (!price || price.priceDetails.negotiateCurrency.trim().toUpperCase() !== row.currency) return UNPRICED;
  const base = new Money(price.priceDetails.basePrice || '0');
  // A price enquiry's car has no list price: the sales team's counter is the price.
  const listed = row.kind !== KAP_ENQUIRY_KIND && !row.isKapStock && base.gt(0);
  const current = row.currentAmount ?? row.offerAmount;
  return {
    // The details' base price is in the unit it is typed in: thousands of yen for JPY.
    listPrice: listed ? amountFromUnit(base.toFixed(), priceUnitOf(row.currency)) : null,
    currentLandedPrice: hasAmountToAccept(current)
      ? (({ currency, formatted }) => `${currency} ${formatted}`)(landedOf(row, price, current))
      : null,
    price,
  };
}

/**
 * Prices the offers' cars for each offer's member, to the port the offer was priced to: one member
 * load and one pricing query per (member, port), however many offers.
 */
async function priceOffers(reader: DbOrTx, rows: readonly OfferNegotiationRow[]) {
  const priced = new Map<number, OfferPricing>();
  const groups = new Map<string, OfferNegotiationRow[]>();
  for (const row of rows) {
    const key = `${row.userId}:${row.destinationPortId ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const members = new Map<number, Member | null>();
  for (const group of groups.values()) {
    const [first] = group;
    if (!first) continue;
    const { userId, destinationPortId } = first;
    if (!members.has(userId)) members.set(userId, await loadMember(reader, userId));
    const member = members.get(userId) ?? null;
    const prices = member
      ? await priceVehiclesForMember(
          reader,
          member,
          group.map((row) => ({ ...row, id: row.vehicleId })),
          { portId: destinationPortId },
        )
      : new Map<number, VehiclePrice>();
    for (const row of group) priced.set(row.id, pricingOf(row, prices.get(row.vehicleId)));
  }
  return priced;
}

export function createOfferNegotiationService(deps: OfferNegotiationDeps) {
  const { db, vehiclePhotos, createPurchase, wakeMail, notify } = deps;
  const repo = createOfferNegotiationRepository(db);

  /** The facts of a step on `row`, as the caller's transaction reads them. */
  function factsOf(row: { amount: string }, vehicleStatus: string | null) {
    return { hasAmount: hasAmountToAccept(row.amount), vehicleAvailable: takesOffers(vehicleStatus ?? '') };
  }

  function toItem(
    row: OfferNegotiationRow,
    role: 'dealer' | 'staff',
    pricing: OfferPricing,
  ): OfferThread['offer'] {
    const currentAmount = row.currentAmount ?? row.offerAmount;
    return {
      id: row.id,
      kind: row.kind,
      vehicleId: row.vehicleId,
      vehicleName: vehicleName(row),
      chassis: row.chassis,
      photoUrl: vehiclePhotos.url({ id: row.vehicleId, stockType: row.stockType }),
      offerAmount: row.offerAmount,
      currentAmount,
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
      allowedActions: OFFER_MACHINE.allowedActions(
        row.status,
        role,
        factsOf({ amount: currentAmount }, row.vehicleStatus),
      ),
      listPrice: pricing.listPrice,
      currentLandedPrice: pricing.currentLandedPrice,
    };
  }

  async function toItems(rows: readonly OfferNegotiationRow[], role: 'dealer' | 'staff') {
    const priced = await priceOffers(db, rows);
    return rows.map((row) => toItem(row, role, priced.get(row.id) ?? UNPRICED));
  }

  async function thread(row: OfferNegotiationRow, role: 'dealer' | 'staff'): Promise<OfferThread> {
    const events = await repo.listEvents(row.id);
    const [offer] = await toItems([row], role);
    return {
      offer: present(offer, `the offer ${row.id}`),
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
    // Another company's offer does not exist for this member ("a second member gets 404").
    if (!row || !ownedBy(member, row)) throw notFound('This offer does not exist.');
    return row;
  }

  async function anyOffer(id: number): Promise<OfferNegotiationRow> {
    const row = await repo.findOffer(id);
    if (!row) throw notFound('This offer does not exist.');
    return row;
  }

  /** Bell texts keep the cents, as the dealer's offer e-mails do. */
  const money = (row: { currency: string }, amount: string) => `${row.currency} ${formatAmount(amount)}`;
  /** The log names amounts as people read them: 'JPY 650,000', 'NZD 12,500.00'. */
  const full = (row: { currency: string }, amount: string) => fullAmount(row.currency, amount);
  const described = (row: OfferNegotiationRow) =>
    `${vehicleName(row)} ${row.chassis}, ${row.companyName || row.contactName}`;

  /** A person's step, with its refusal (if the machine refuses it) written to the activity log. */
  const logged = <T>(actor: Actor, row: OfferNegotiationRow, work: () => Promise<T>) =>
    loggingRefusals(db, actor, { entityType: 'offer', entityId: row.id, summary: described(row) }, work);

  /** What a step expects besides the machine's yes: the amount it was given, or the one it accepts. */
  interface StepValues {
    amount?: string;
    message?: string;
    closedReason?: string;
    /** An acceptance: the amount the person saw on the table; refused if it changed meanwhile. */
    expectedAmount?: string | undefined;
  }

  /**
   * The one place offers.status changes: the offer locked, the facts read in the same transaction,
   * OFFER_MACHINE deciding, then the new state and the thread's event written. A new amount far from
   * the list price is refused (400) after the machine agreed, so a closed offer says so first.
   */
  async function step(
    tx: Tx,
    offerId: number,
    action: OfferAction,
    role: OfferActorRole,
    actor: Actor,
    values: StepValues,
    now: Date,
  ): Promise<{ row: OfferNegotiationRow; before: { status: string; amount: string }; next: OfferState }> {
    const txRepo = createOfferNegotiationRepository(tx);
    const locked = await txRepo.lockOffer(offerId);
    if (!locked) throw notFound('This offer does not exist.');
    const row = present(await txRepo.findOffer(offerId), `the offer ${offerId}, locked above`);
    const next = decideStep(
      OFFER_MACHINE,
      locked.status,
      action,
      role,
      factsOf(locked, await txRepo.vehicleStatus(row.vehicleId)),
    );
    if (values.expectedAmount !== undefined && !new Money(values.expectedAmount).eq(locked.amount)) {
      throw new StepRefused(
        OFFER_MACHINE.name,
        action,
        `The amount on the table is now ${full(row, locked.amount)}. Please look at it again before accepting.`,
      );
    }
    if (values.amount !== undefined) {
      const listPrice = (await priceOffers(tx, [row])).get(row.id)?.listPrice ?? null;
      const refusal = refusalMessage(negotiationAmountCheck(values.amount, listPrice, row.currency));
      if (refusal !== null) {
        throw badRequest(refusal, { amount: refusal });
      }
    }
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
    return { row, before: { status: locked.status, amount: locked.amount }, next };
  }

  /** The activity row of a person's step, with the state and the amount before and after. */
  async function logStep(
    tx: Tx,
    actor: Actor,
    action: OfferAction,
    result: { row: OfferNegotiationRow; before: { status: string; amount: string }; next: OfferState },
    values: { amount?: string; reason?: string },
  ) {
    const { row, before, next } = result;
    const after = values.amount ?? before.amount;
    const amounts =
      values.amount === undefined
        ? full(row, before.amount)
        : `${full(row, before.amount)} -> ${full(row, values.amount)}`;
    await recordActivity(tx, actor, {
      entityType: 'offer',
      entityId: row.id,
      action: LOGGED_AS[action],
      summary: `${row.companyName || row.contactName}: ${vehicleName(row)} ${row.chassis}, ${amounts}${
        values.reason ? ` (${values.reason})` : ''
      }`,
      before: { status: before.status, amount: plain(before.amount), currency: row.currency },
      after: { status: next, amount: plain(after), currency: row.currency },
    });
  }

  /** The member's price details now, and the landed price of the agreed amount, for the invoices. */
  function priceSnapshot(row: OfferNegotiationRow, pricing: OfferPricing, agreed: string) {
    const snapshot: Record<string, unknown> = {
      currency: row.currency,
      offerAmount: row.offerAmount,
      agreedAmount: agreed,
      landedAtOffer: row.computedFees,
      vehiclePrice: row.vehiclePrice,
      deliveryType: row.deliveryType,
    };
    if (!pricing.price) return snapshot;
    const landed = landedOf(row, pricing.price, agreed);
    return {
      ...snapshot,
      priceDetails: pricing.price.priceDetails,
      pricingRegion: pricing.price.pricingRegion,
      landedPrice: landed.amount,
      landedCurrency: landed.currency,
    };
  }

  /**
   * Accepting: the car is locked before the offer (two acceptances of one car queue on the vehicle
   * row and never hold each other's offer rows, so no deadlock; the second finds it reserved), the
   * machine decides, the car is reserved through the stock module, the other open offers on it are
   * declined, and the purchase is made (with its proforma) in the same transaction.
   */
  async function accept(
    offerId: number,
    role: 'staff' | 'dealer',
    actor: Actor,
    body: { message: string; amount?: string | undefined },
    now: Date,
  ) {
    const result = await db.transaction(async (tx) => {
      const txRepo = createOfferNegotiationRepository(tx);
      const target = await txRepo.findOffer(offerId);
      if (!target) throw notFound('This offer does not exist.');
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
      await deps.stepVehicle(tx, row.vehicleId, 'reserve', actor);
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
      const stepped = await step(tx, offerId, action, 'staff', actor, values, now);
      const { row, next } = stepped;
      const kind: NotificationKind = action === 'counter' ? 'offer-countered' : 'offer-declined';
      const title =
        action === 'counter'
          ? `Counter offer on ${vehicleName(row)}: ${money(row, present(values.amount, 'the amount of a counter'))}`
          : `Your offer on ${vehicleName(row)} was declined`;
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
              ? `${row.companyName} sent a new amount on ${vehicleName(row)}: ${money(row, present(values.amount, 'the new amount'))}`
              : `${row.companyName} withdrew the offer on ${vehicleName(row)}`,
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

  const dealerActor = (member: Member): Actor => ({ userId: member.userId, email: member.email });

  return {
    /** GET /api/vehicle-auction/my-offers: the member's offers with where each stands. */
    async listMine(member: Member): Promise<OfferHistoryItem[]> {
      // The member's own rows, newest first, offers and price enquiries alike (not the
      // first 500 of everybody's, where a new one went missing once the inbox had grown).
      return toItems(await repo.listForUser(member.userId), 'dealer');
    },
    async myThread(member: Member, id: number): Promise<OfferThread> {
      return thread(await ownOffer(member, id), 'dealer');
    },
    async dealerAccept(
      member: Member,
      id: number,
      body: { message: string; amount?: string | undefined },
      now = new Date(),
    ): Promise<OfferStepResponse> {
      const row = await ownOffer(member, id);
      const actor = dealerActor(member);
      const result = await logged(actor, row, () => accept(id, 'dealer', actor, body, now));
      return respond(
        result.status,
        'You accepted the counter offer. The vehicle is reserved for you.',
        result.purchaseId,
      );
    },
    async dealerReoffer(member: Member, id: number, amount: string, message: string, now = new Date()) {
      const row = await ownOffer(member, id);
      const actor = dealerActor(member);
      const status = await logged(actor, row, () =>
        dealerStep(row, actor, 'reoffer', { amount, message }, now),
      );
      return respond(status, 'Your new amount has been sent to our sales team.');
    },
    async dealerWithdraw(member: Member, id: number, message: string, now = new Date()) {
      const row = await ownOffer(member, id);
      const actor = dealerActor(member);
      const status = await logged(actor, row, () => dealerStep(row, actor, 'withdraw', { message }, now));
      return respond(status, 'Your offer has been withdrawn.');
    },

    /** GET /api/admin/offers: open offers (or any status), oldest first. */
    async inbox(status: 'open' | 'all' | OfferState) {
      const statuses = status === 'all' ? null : status === 'open' ? OPEN_OFFER_STATES : [status];
      return toItems(await repo.listByStatus(statuses), 'staff');
    },
    async staffThread(id: number): Promise<OfferThread> {
      return thread(await anyOffer(id), 'staff');
    },
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
        'Offer accepted. The vehicle is reserved and the purchase created.',
        result.purchaseId,
      );
    },
    async staffCounter(actor: Actor, id: number, amount: string, message: string, now = new Date()) {
      const row = await anyOffer(id);
      const status = await logged(actor, row, () =>
        staffStep(id, 'counter', actor, { amount, message }, now),
      );
      return respond(status, 'Counter offer sent.');
    },
    async staffDecline(actor: Actor, id: number, reason: string, now = new Date()) {
      const row = await anyOffer(id);
      const status = await logged(actor, row, () =>
        staffStep(id, 'decline', actor, { closedReason: reason }, now),
      );
      return respond(status, 'Offer declined.');
    },

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

export type OfferNegotiationService = ReturnType<typeof createOfferNegotiationService>;
