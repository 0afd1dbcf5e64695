// The steps of a purchase after it is made: staff move its stage, book it on a voyage or cancel
// it, its booked voyage moves, and the dealer names the parties. Each step goes through
// PURCHASE_MACHINE on the locked row, with the facts read there; a refusal is logged.
import {
  businessDate,
  DATED_STAGE_ACTIONS,
  fill,
  formatCalendarDate,
  hasDeparted,
  instantOfBusinessDate,
  PURCHASE_MACHINE,
  PURCHASE_STAGE_LABELS,
  stageDateRefusal,
  type CalendarDate,
  type PurchaseAction,
  type PurchaseStageMove,
  type PurchaseState,
  vehicleTitle,
} from '@ibc/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../lib/activity-log.ts';
import type { PurchaseCancelled, PurchaseDatesMoved, StepVehicle } from '../../lib/deal-hooks.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { sentences, type Notify } from '../../lib/notifications.ts';
import { decideStep, loggingRefusals } from '../../lib/state-change.ts';
import type { Member } from '../../lib/auth-context.ts';
import { factsOf, startOfJapanDay, type PurchasesRepository, type PurchaseViews } from './purchase-views.ts';
import { createPurchasesRepository, type PurchaseRow } from './purchases.repository.ts';
import { present } from '../../lib/present.ts';

/** 'ETD 26 Nov 2026, ETA 12 Dec 2026': a voyage's dates as the dealer is told them (Japan dates). */
function sailingDates(voyage: { etd: Date; eta: Date | null }): string {
  const etd = formatCalendarDate(businessDate(voyage.etd));
  return voyage.eta
    ? fill(/*i18n*/ 'ETD {etd}, ETA {eta}', { etd, eta: formatCalendarDate(businessDate(voyage.eta)) })
    : fill(/*i18n*/ 'ETD {etd}', { etd });
}

const CHECK_FIELDS = /*i18n*/ 'Please check the highlighted fields.';

/** A reason as people type it, ended as a sentence ('Dealer withdrew' -> 'Dealer withdrew.'). */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export interface PurchaseStepsDeps {
  db: Db;
  notify: Notify;
  purchaseDatesMoved: PurchaseDatesMoved;
  purchaseCancelled: PurchaseCancelled;
  stepVehicle: StepVehicle;
}

export function createPurchaseSteps(
  { db, notify, purchaseDatesMoved, purchaseCancelled, stepVehicle }: PurchaseStepsDeps,
  { own, detail, getAdmin }: PurchaseViews,
) {
  const repo = createPurchasesRepository(db);

  /** The Japan date of the latest stage reached: a new stage is never dated before it. */
  async function latestReached(r: PurchasesRepository, row: PurchaseRow): Promise<CalendarDate> {
    return (await r.stages(row.id))
      .map((step) => businessDate(step.occurredAt))
      .reduce((latest, date) => (date > latest ? date : latest), businessDate(row.createdAt));
  }

  /** 'Toyota Aqua NHP10-1234567, Kiwi Motors': the purchase in the activity log. */
  const described = (row: PurchaseRow) => `${vehicleTitle(row)} ${row.chassis}, ${row.companyName}`;

  /** The car of a purchase in the dealer's notification: '2019 Toyota Aqua (NHP10-1234567): …'. */
  const car = (row: PurchaseRow) => ({ vehicle: vehicleTitle(row), chassis: row.chassis });

  /** The dealer's company hears of each step of the shipment: `title` names the car (`car`). */
  async function tellDealer(tx: DbOrTx, row: PurchaseRow, title: string, body = '') {
    await notify(
      tx,
      { companyId: row.companyId },
      {
        kind: 'shipment-stage',
        title,
        body,
        link: `/my-account/purchases/${row.id}`,
      },
    );
  }

  async function lockedPurchase(r: PurchasesRepository, id: number): Promise<PurchaseRow> {
    const row = await r.lock(id);
    if (!row) throw notFound(/*i18n*/ 'This purchase does not exist.');
    return row;
  }

  /**
   * A person's step on a purchase: in one transaction on the locked row, and, when the machine
   * refuses it, a 'refused' entry in the activity log.
   */
  async function step<T>(
    actor: Actor,
    id: number,
    work: (tx: Tx, r: PurchasesRepository, row: PurchaseRow) => Promise<T>,
  ) {
    const current = await repo.find(id);
    if (!current) throw notFound(/*i18n*/ 'This purchase does not exist.');
    return loggingRefusals(
      db,
      actor,
      { entityType: 'purchase', entityId: id, summary: described(current) },
      () =>
        db.transaction(async (tx) => {
          const r = createPurchasesRepository(tx);
          return work(tx, r, await lockedPurchase(r, id));
        }),
    );
  }

  return {
    /**
     * POST /api/admin/purchases/:id/stage: the stage's action through the machine (forward only,
     * departure once booked, arrival after departure), dated on a Japan date that is not after today
     * and not before the latest stage. Departure sells the car.
     */
    async moveStage(actor: Actor, id: number, move: PurchaseStageMove, now = new Date()) {
      // 'purchased' is where a purchase starts and 'booked' is reached by booking it on a voyage.
      const action: PurchaseAction | undefined = (
        DATED_STAGE_ACTIONS as Partial<Record<string, PurchaseAction>>
      )[move.stage];
      if (!action) {
        throw conflict(
          /*i18n*/ 'This stage is not recorded with a date: a purchase starts purchased, and is booked by booking it on a voyage.',
        );
      }
      await step(actor, id, async (tx, r, row) => {
        const to = decideStep(PURCHASE_MACHINE, row.stage, action, 'staff', await factsOf(r, row));
        const refusal = stageDateRefusal({
          date: move.occurredOn,
          today: businessDate(now),
          latestReached: await latestReached(r, row),
        });
        if (refusal) throw badRequest(CHECK_FIELDS, { occurredOn: refusal });
        await r.reachStage({
          purchaseId: id,
          stage: to,
          occurredAt: instantOfBusinessDate(move.occurredOn),
          actorUserId: actor.userId,
          note: move.note,
        });
        await r.setStage(id, to, now);
        // The car leaves Japan with this step: it is sold, and leaves the public search.
        if (hasDeparted(to) && !hasDeparted(row.stage)) await stepVehicle(tx, row.vehicleId, 'sell', actor);
        const label = PURCHASE_STAGE_LABELS[to];
        await tellDealer(
          tx,
          row,
          // The stage's label is a message of its own, translated inside the title.
          fill(/*i18n*/ '{vehicle} ({chassis}): {stage}', { ...car(row), stage: label }),
          move.note,
        );
        await recordActivity(tx, actor, {
          entityType: 'purchase',
          entityId: id,
          action: 'stage',
          summary: `${described(row)}: ${label} on ${formatCalendarDate(move.occurredOn)} (Japan)`,
          before: { stage: row.stage },
          after: { stage: to, occurredOn: move.occurredOn },
        });
      });
      return getAdmin(id, now);
    },

    /**
     * POST /api/admin/purchases/:id/booking: ETD and the ETA at the purchase's port come from the
     * voyage. Booked again while booked (another voyage); refused once the vehicle has left.
     */
    async book(actor: Actor, id: number, voyageId: number, now = new Date()) {
      await step(actor, id, async (tx, r, row) => {
        const to = decideStep(PURCHASE_MACHINE, row.stage, 'book', 'staff', await factsOf(r, row));
        const voyage = await r.voyage(voyageId, row.destinationPortId);
        if (!voyage) throw badRequest(CHECK_FIELDS, { voyageId: /*i18n*/ 'There is no such voyage.' });
        if (voyage.etd < startOfJapanDay(now) && voyage.id !== row.voyageId) {
          throw badRequest(CHECK_FIELDS, { voyageId: /*i18n*/ 'This voyage has already left Japan.' });
        }
        if (!voyage.eta) {
          throw badRequest(CHECK_FIELDS, {
            voyageId: `This voyage does not call at ${row.destinationPort ?? 'the destination port'}.`,
          });
        }
        await r.setVoyage(id, { voyageId, etd: voyage.etd, eta: voyage.eta }, now);
        await purchaseDatesMoved(tx, id, actor);
        // The first booking's date stays on the timeline when the vehicle is booked again.
        await r.reachStage({ purchaseId: id, stage: to, occurredAt: now, actorUserId: actor.userId });
        await r.setStage(id, to, now);
        const what = `${voyage.vesselName} ${voyage.voyageNumber} from ${voyage.loadingPort}`;
        await tellDealer(
          tx,
          row,
          fill(/*i18n*/ '{vehicle} ({chassis}): booked on {voyage} from {port}', {
            ...car(row),
            voyage: `${voyage.vesselName} ${voyage.voyageNumber}`,
            port: voyage.loadingPort,
          }),
          sailingDates(voyage),
        );
        await recordActivity(tx, actor, {
          entityType: 'purchase',
          entityId: id,
          action: 'booked',
          summary: `${described(row)}: ${what}, ${sailingDates(voyage)}`,
          before: { stage: row.stage, voyageId: row.voyageId },
          after: { stage: to, voyageId },
        });
      });
      return getAdmin(id, now);
    },

    /**
     * POST /api/admin/purchases/:id/cancel: before the vehicle leaves Japan and with no payment
     * waiting for confirmation. In one transaction: the purchase is cancelled (its timeline keeps the
     * reason), its open invoices are voided (confirmed payments stay as credit), the car goes back
     * on sale, the dealer is told and the log names what was voided.
     */
    async cancel(actor: Actor, id: number, reason: string, now = new Date()) {
      await step(actor, id, async (tx, r, row) => {
        const to = decideStep(PURCHASE_MACHINE, row.stage, 'cancel', 'staff', await factsOf(r, row));
        await r.reachStage({
          purchaseId: id,
          stage: to,
          occurredAt: now,
          actorUserId: actor.userId,
          note: reason,
        });
        await r.setStage(id, to, now);
        const { voided } = await purchaseCancelled(tx, id, actor);
        await stepVehicle(tx, row.vehicleId, 'release', actor);
        const invoicesText =
          voided.length === 0
            ? /*i18n*/ 'No invoice was open.'
            : fill(/*i18n*/ 'Invoices voided: {invoices}.', { invoices: voided.join(', ') });
        await tellDealer(
          tx,
          row,
          fill(/*i18n*/ '{vehicle} ({chassis}): purchase cancelled', car(row)),
          sentences(
            /*i18n*/ 'Our sales team cancelled this purchase.',
            fill(/*i18n*/ 'Reason: {reason}', { reason: asSentence(reason) }),
            invoicesText,
            /*i18n*/ 'Any payment we confirmed stays as credit on your account, in the currency you paid it in.',
          ),
        );
        await recordActivity(tx, actor, {
          entityType: 'purchase',
          entityId: id,
          action: 'cancelled',
          summary: `${described(row)}: cancelled (${PURCHASE_STAGE_LABELS[row.stage as PurchaseState]} -> ${PURCHASE_STAGE_LABELS[to]}). ${invoicesText} Reason: ${reason}`,
          before: { stage: row.stage },
          after: { stage: to, reason, voidedInvoices: voided },
        });
      });
      return getAdmin(id, now);
    },

    /** VoyageMoved (lib/deal-hooks.ts): purchases booked on a voyage take its new dates. */
    async voyageMoved(tx: Tx, voyageId: number, actor: Actor): Promise<void> {
      const r = createPurchasesRepository(tx);
      for (const booked of await r.bookedOn(voyageId)) {
        const voyage = present(
          await r.voyage(voyageId, booked.destinationPortId),
          `the call of voyage ${voyageId} at port ${booked.destinationPortId}, where the purchase is booked`,
        );
        await r.setVoyage(booked.id, { voyageId, etd: voyage.etd, eta: voyage.eta }, new Date());
        await purchaseDatesMoved(tx, booked.id, actor);
        const row = present(await r.find(booked.id), `the purchase ${booked.id}`);
        await tellDealer(
          tx,
          row,
          fill(/*i18n*/ '{vehicle} ({chassis}): new sailing dates', car(row)),
          sailingDates(voyage),
        );
      }
    },

    /** The dealer names the consignee and notify party until the vehicle is booked on a voyage. */
    async updateParties(member: Member, id: number, values: { consignee: string; notifyParty: string }) {
      const mine = await own(member, id);
      const actor: Actor = { userId: member.userId, email: member.email };
      await step(actor, mine.id, async (_tx, r, row) => {
        decideStep(PURCHASE_MACHINE, row.stage, 'edit-parties', 'dealer', await factsOf(r, row));
        await r.updateParties(id, values, new Date());
      });
      return detail(present(await repo.findForCompany(mine.companyId, id), `the purchase ${id}`), 'dealer');
    },
  };
}
