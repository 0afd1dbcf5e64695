// Purchases: the purchase an accepted offer becomes (in the acceptance's transaction), and
// the member's purchases and deal page. A member reaches only their company's purchases (others: 404).
// Its stage changes only through PURCHASE_MACHINE, on the locked row, with the facts read there.
import {
  businessDate,
  DATED_STAGE_ACTIONS,
  formatAmount,
  formatCalendarDate,
  hasDeparted,
  instantOfBusinessDate,
  PURCHASE_MACHINE,
  PURCHASE_STAGE_LABELS,
  PURCHASE_STAGES,
  parseMoney,
  stageDateRefusal,
  timelineStages,
  type AdminPurchaseDetail,
  type CalendarDate,
  type MachineRole,
  type PurchaseAction,
  type PurchaseDetail,
  type PurchaseFacts,
  type PurchaseStageMove,
  type PurchaseState,
  type PurchaseSummary,
  vehicleTitle,
} from '@ibc/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../lib/activity-log.ts';
import type {
  AcceptedOffer,
  IssueProforma,
  PurchaseCancelled,
  PurchaseDatesMoved,
  StepVehicle,
} from '../../lib/deal-hooks.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Notify } from '../../lib/notifications.ts';
import { decideStep, loggingRefusals } from '../../lib/state-change.ts';
import type { VehiclePhotos } from '../../lib/vehicle-photos.ts';
import type { Member } from '../../lib/auth-context.ts';
import { createPurchasesRepository, type PurchaseRow } from './purchases.repository.ts';

type PurchasesRepository = ReturnType<typeof createPurchasesRepository>;

export interface PurchasesServiceDeps {
  db: Db;
  /** lib/notifications.ts: the bell's rows and the dealer's e-mail, in the caller's transaction. */
  notify: Notify;
  vehiclePhotos: VehiclePhotos;
  /** The invoices module issues the proforma in the acceptance's transaction. */
  issueProforma: IssueProforma;
  /** The invoices module re-dates open NZ final invoices when ETD/ETA move. */
  purchaseDatesMoved: PurchaseDatesMoved;
  /** The invoices module voids a cancelled purchase's open invoices. */
  purchaseCancelled: PurchaseCancelled;
  /** The stock module releases the car of a cancelled purchase and sells the car that departs. */
  stepVehicle: StepVehicle;
}

/**
 * Terms of the deal: the landed price the dealer saw includes freight when his price details carry
 * a freight cost (C&F to his port); without one he bought the car at the port of loading (FOB).
 */
export function termsOf(snapshot: Record<string, unknown>): 'FOB' | 'C&F' {
  const details = snapshot.priceDetails as { freightCost?: string } | undefined;
  return parseMoney(details?.freightCost ?? '0')?.gt(0) ? 'C&F' : 'FOB';
}

/** The start of today in Japan, as voyage dates are kept: a voyage leaving today can still be booked. */
const startOfJapanDay = (at: Date) => instantOfBusinessDate(businessDate(at));

/** 'ETD 26 Nov 2026, ETA 12 Dec 2026': a voyage's dates as the dealer is told them (Japan dates). */
function sailingDates(voyage: { etd: Date; eta: Date | null }): string {
  const eta = voyage.eta ? `, ETA ${formatCalendarDate(businessDate(voyage.eta))}` : '';
  return `ETD ${formatCalendarDate(businessDate(voyage.etd))}${eta}`;
}

const CHECK_FIELDS = 'Please check the highlighted fields.';

/** A reason as people type it, ended as a sentence ('Dealer withdrew' -> 'Dealer withdrew.'). */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export function createPurchasesService({
  db,
  notify,
  vehiclePhotos,
  issueProforma,
  purchaseDatesMoved,
  purchaseCancelled,
  stepVehicle,
}: PurchasesServiceDeps) {
  const repo = createPurchasesRepository(db);

  function summary(row: PurchaseRow): PurchaseSummary {
    return {
      id: row.id,
      // The column's CHECK constraint holds it to PURCHASE_STATES.
      stage: row.stage as PurchaseState,
      createdAt: row.createdAt.toISOString(),
      purchasedOn: businessDate(row.createdAt),
      cancellation:
        row.cancelledAt === null
          ? null
          : { on: businessDate(row.cancelledAt), reason: row.cancelReason ?? '' },
      currency: row.currency,
      agreedAmount: row.agreedAmount,
      terms: row.terms,
      etd: row.etd?.toISOString() ?? null,
      eta: row.eta?.toISOString() ?? null,
      destinationPort: row.destinationPort,
      vesselName: row.vesselName,
      voyageNumber: row.voyageNumber,
      vehicle: {
        id: row.vehicleId,
        name: vehicleTitle(row),
        chassis: row.chassis,
        photoUrl: vehiclePhotos.url({ id: row.vehicleId, stockType: row.stockType }),
      },
    };
  }

  /** What the purchase's machine reads: the booking, and the payments waiting for staff. */
  async function factsOf(r: PurchasesRepository, row: PurchaseRow): Promise<PurchaseFacts> {
    return { hasVoyage: row.voyageId !== null, pendingPayments: await r.pendingPayments(row.id) };
  }

  async function own(member: Member, id: number): Promise<PurchaseRow> {
    const row = member.companyId === null ? null : await repo.findForCompany(member.companyId, id);
    if (!row) throw notFound('This purchase does not exist.');
    return row;
  }

  /** The deal page, with the actions `role` may take now. */
  async function detail(
    row: PurchaseRow,
    role: MachineRole,
    r: PurchasesRepository = repo,
  ): Promise<PurchaseDetail> {
    const reached = new Map((await r.stages(row.id)).map((s) => [s.stage, s]));
    const voyage = row.voyageId === null ? null : await r.voyage(row.voyageId, row.destinationPortId);
    const { landedPrice, landedCurrency } = row.priceSnapshot as {
      landedPrice?: unknown;
      landedCurrency?: unknown;
    };
    return {
      ...summary(row),
      offerId: row.offerId,
      voyage: voyage && {
        id: voyage.id,
        vesselName: voyage.vesselName,
        voyageNumber: voyage.voyageNumber,
        loadingPort: voyage.loadingPort,
        etd: voyage.etd.toISOString(),
        eta: voyage.eta?.toISOString() ?? null,
      },
      consignee: row.consignee,
      notifyParty: row.notifyParty,
      landedPrice:
        typeof landedPrice === 'string' && typeof landedCurrency === 'string'
          ? `${landedCurrency} ${formatAmount(landedPrice)}`
          : null,
      allowedActions: PURCHASE_MACHINE.allowedActions(row.stage, role, await factsOf(r, row)),
      timeline: timelineStages(row.stage, new Set(reached.keys())).map((stage) => {
        const step = reached.get(stage);
        return {
          stage,
          label: PURCHASE_STAGE_LABELS[stage],
          occurredAt: step?.occurredAt.toISOString() ?? null,
          occurredOn: step ? businessDate(step.occurredAt) : null,
          note: step?.note ?? '',
        };
      }),
    };
  }

  /** The Japan date of the latest stage reached: a new stage is never dated before it. */
  async function latestReached(r: PurchasesRepository, row: PurchaseRow): Promise<CalendarDate> {
    return (await r.stages(row.id))
      .map((step) => businessDate(step.occurredAt))
      .reduce((latest, date) => (date > latest ? date : latest), businessDate(row.createdAt));
  }

  /** 'Toyota Aqua NHP10-1234567, Kiwi Motors': the purchase in the activity log. */
  const described = (row: PurchaseRow) => `${vehicleTitle(row)} ${row.chassis}, ${row.companyName}`;

  /** The dealer's company hears of each step of the shipment. */
  async function tellDealer(tx: DbOrTx, row: PurchaseRow, title: string, body = '') {
    await notify(
      tx,
      { companyId: row.companyId },
      {
        kind: 'shipment-stage',
        title: `${vehicleTitle(row)} (${row.chassis}): ${title}`,
        body,
        link: `/my-account/purchases/${row.id}`,
      },
    );
  }

  async function lockedPurchase(r: PurchasesRepository, id: number): Promise<PurchaseRow> {
    const row = await r.lock(id);
    if (!row) throw notFound('This purchase does not exist.');
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
    if (!current) throw notFound('This purchase does not exist.');
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

  /** GET /api/admin/purchases/:id: the deal and the voyages calling at its port from today. */
  async function getAdmin(id: number, now = new Date()): Promise<AdminPurchaseDetail> {
    const row = await repo.find(id);
    if (!row) throw notFound('This purchase does not exist.');
    const options =
      row.destinationPortId === null
        ? []
        : await repo.voyagesCallingAt(row.destinationPortId, startOfJapanDay(now));
    return {
      ...(await detail(row, 'staff')),
      companyName: row.companyName,
      voyageOptions: options.map((v) => ({ ...v, etd: v.etd.toISOString(), eta: v.eta.toISOString() })),
    };
  }

  return {
    /** GET /api/admin/purchases */
    async listAll(stage: string) {
      const rows = await repo.listAll(stage === 'all' ? null : stage);
      return rows.map((row) => ({ ...summary(row), companyName: row.companyName }));
    },

    getAdmin,

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
          'This stage is not recorded with a date: a purchase starts purchased, and is booked by booking it on a voyage.',
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
        await tellDealer(tx, row, label, move.note);
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
        if (!voyage) throw badRequest(CHECK_FIELDS, { voyageId: 'There is no such voyage.' });
        if (voyage.etd < startOfJapanDay(now) && voyage.id !== row.voyageId) {
          throw badRequest(CHECK_FIELDS, { voyageId: 'This voyage has already left Japan.' });
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
        await tellDealer(tx, row, `booked on ${what}`, sailingDates(voyage));
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
          voided.length === 0 ? 'No invoice was open.' : `Invoices voided: ${voided.join(', ')}.`;
        await tellDealer(
          tx,
          row,
          'purchase cancelled',
          `Our sales team cancelled this purchase. Reason: ${asSentence(reason)} ${invoicesText} Any payment we confirmed stays as credit on your account, in the currency you paid it in.`,
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
        const voyage = (await r.voyage(voyageId, booked.destinationPortId))!;
        await r.setVoyage(booked.id, { voyageId, etd: voyage.etd, eta: voyage.eta }, new Date());
        await purchaseDatesMoved(tx, booked.id, actor);
        const row = (await r.find(booked.id))!;
        await tellDealer(tx, row, 'new sailing dates', sailingDates(voyage));
      }
    },

    /** CreatePurchase (lib/deal-hooks.ts): called by the offers module inside the acceptance. */
    async createFromAcceptedOffer(tx: Tx, offer: AcceptedOffer): Promise<{ purchaseId: number }> {
      const txRepo = createPurchasesRepository(tx);
      const company = await txRepo.company(offer.companyId);
      const purchaseId = await txRepo.insert({
        offerId: offer.offerId,
        companyId: offer.companyId,
        userId: offer.userId,
        vehicleId: offer.vehicleId,
        currency: offer.currency,
        agreedAmount: offer.agreedAmount,
        terms: termsOf(offer.priceSnapshot),
        priceSnapshot: offer.priceSnapshot,
        destinationPortId: offer.destinationPortId ?? company?.portId ?? null,
        consignee: company?.name ?? '',
        // A purchase starts at the first stage of the shipment.
        stage: PURCHASE_STAGES[0],
        createdAt: offer.acceptedAt,
        updatedAt: offer.acceptedAt,
      });
      await txRepo.addStage({
        purchaseId,
        stage: PURCHASE_STAGES[0],
        occurredAt: offer.acceptedAt,
        actorUserId: offer.actor.userId,
      });
      await recordActivity(tx, offer.actor, {
        entityType: 'purchase',
        entityId: purchaseId,
        action: 'created',
        summary: `Purchase of vehicle ${offer.vehicleId} by ${company?.name ?? 'company ' + offer.companyId}`,
      });
      await issueProforma(tx, purchaseId, offer.actor);
      return { purchaseId };
    },

    async listMine(member: Member): Promise<PurchaseSummary[]> {
      if (member.companyId === null) return [];
      return (await repo.listForCompany(member.companyId)).map(summary);
    },

    async getMine(member: Member, id: number): Promise<PurchaseDetail> {
      return detail(await own(member, id), 'dealer');
    },

    /** The dealer names the consignee and notify party until the vehicle is booked on a voyage. */
    async updateParties(member: Member, id: number, values: { consignee: string; notifyParty: string }) {
      const mine = await own(member, id);
      const actor: Actor = { userId: member.userId, email: member.email };
      await step(actor, mine.id, async (_tx, r, row) => {
        decideStep(PURCHASE_MACHINE, row.stage, 'edit-parties', 'dealer', await factsOf(r, row));
        await r.updateParties(id, values, new Date());
      });
      return detail((await repo.findForCompany(mine.companyId, id))!, 'dealer');
    },
  };
}

export type PurchasesService = ReturnType<typeof createPurchasesService>;
