// The one place offers.status changes: the offer row locked, the facts read in the same
// transaction, OFFER_MACHINE deciding (a refusal is a 409, and a person's refused step is logged),
// then the new state and the thread's event written; and the activity row of a person's step.
import {
  formatAmount,
  fullAmount,
  isOpenOffer,
  Money,
  negotiationAmountCheck,
  refusalMessage,
  OFFER_MACHINE,
  offerExpiresAt,
  type OfferActorRole,
  type OfferAction,
  type OfferState,
  type OfferStepResponse,
} from '@ibc/domain';
import type { Db, Tx } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../lib/activity-log.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { NotificationAudience } from '../../lib/notifications.ts';
import { present } from '../../lib/present.ts';
import { decideStep, loggingRefusals, StepRefused } from '../../lib/state-change.ts';
import { vehicleName } from './offer-emails.ts';
import {
  createOfferNegotiationRepository,
  type OfferNegotiationRow,
} from './offer-negotiation.repository.ts';
import { priceOffers } from './offer-pricing.ts';
import { factsOf } from './offer-views.ts';

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

export function audienceOf(offer: { companyId: number | null; userId: number }): NotificationAudience {
  return offer.companyId === null ? { userId: offer.userId } : { companyId: offer.companyId };
}

/** An amount as stored ('650000.00') as the log keeps it ('650000'). */
const plain = (amount: string) => new Money(amount).toFixed();

/** Bell texts keep the cents, as the dealer's offer e-mails do. */
export const money = (row: { currency: string }, amount: string) => `${row.currency} ${formatAmount(amount)}`;
/** The log names amounts as people read them: 'JPY 650,000', 'NZD 12,500.00'. */
const full = (row: { currency: string }, amount: string) => fullAmount(row.currency, amount);
const described = (row: OfferNegotiationRow) =>
  `${vehicleName(row)} ${row.chassis}, ${row.companyName || row.contactName}`;

export function respond(
  status: string,
  message: string,
  purchaseId: number | null = null,
): OfferStepResponse {
  return { status, message, purchaseId };
}

/** What a step expects besides the machine's yes: the amount it was given, or the one it accepts. */
interface StepValues {
  amount?: string;
  message?: string;
  closedReason?: string;
  /** An acceptance: the amount the person saw on the table; refused if it changed meanwhile. */
  expectedAmount?: string | undefined;
}

/** A step taken: the offer as read under the lock, its state and amount before, its new state. */
interface Stepped {
  row: OfferNegotiationRow;
  before: { status: string; amount: string };
  next: OfferState;
}

export function createOfferStep({ db, expiryDays }: { db: Db; expiryDays: number }) {
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
  ): Promise<Stepped> {
    const txRepo = createOfferNegotiationRepository(tx);
    const locked = await txRepo.lockOffer(offerId);
    if (!locked) throw notFound(/*i18n*/ 'This offer does not exist.');
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
        expiresAt: isOpenOffer(next) ? offerExpiresAt(now, expiryDays) : null,
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
    result: Stepped,
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

  /** A person's step, with its refusal (if the machine refuses it) written to the activity log. */
  const logged = <T>(actor: Actor, row: OfferNegotiationRow, work: () => Promise<T>) =>
    loggingRefusals(db, actor, { entityType: 'offer', entityId: row.id, summary: described(row) }, work);

  return { step, logStep, logged };
}

export type OfferStep = ReturnType<typeof createOfferStep>;
