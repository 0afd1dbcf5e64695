// Purchases (issue 12): the purchase an accepted offer becomes (in the acceptance's transaction), and
// the member's purchases and deal page. A member reaches only their company's purchases (others: 404).
import {
  formatAmount,
  formatCalendarDate,
  partiesEditable,
  PURCHASE_STAGE_LABELS,
  PURCHASE_STAGES,
  parseMoney,
  stageMoveRefusal,
  type AdminPurchaseDetail,
  type PurchaseDetail,
  type PurchaseStage,
  type PurchaseStageMove,
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
import type { VehiclePhotos } from '../../lib/vehicle-photos.ts';
import type { Member } from '../../plugins/auth.ts';
import { sql } from 'drizzle-orm';
import { createPurchasesRepository, type PurchaseRow } from './purchases.repository.ts';

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

/** UTC midnight of `at`'s day: a voyage leaving today can still be booked. */
const startOfDay = (at: Date) => new Date(`${at.toISOString().slice(0, 10)}T00:00:00Z`);

/** 'ETD 26 Nov 2026, ETA 12 Dec 2026': a voyage's dates as the dealer is told them. */
function sailingDates(voyage: { etd: Date; eta: Date | null }): string {
  const eta = voyage.eta ? `, ETA ${formatCalendarDate(voyage.eta.toISOString())}` : '';
  return `ETD ${formatCalendarDate(voyage.etd.toISOString())}${eta}`;
}

export function createPurchasesService({
  db,
  notify,
  vehiclePhotos,
  issueProforma,
  purchaseDatesMoved,
}: PurchasesServiceDeps) {
  const repo = createPurchasesRepository(db);

  function summary(row: PurchaseRow): PurchaseSummary {
    return {
      id: row.id,
      stage: row.stage,
      createdAt: row.createdAt.toISOString(),
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

  async function own(member: Member, id: number): Promise<PurchaseRow> {
    const row = member.companyId === null ? null : await repo.findForCompany(member.companyId, id);
    if (!row) throw notFound('This purchase does not exist.');
    return row;
  }

  async function detail(
    row: PurchaseRow,
    r: ReturnType<typeof createPurchasesRepository> = repo,
  ): Promise<PurchaseDetail> {
    const reached = new Map((await r.stages(row.id)).map((s) => [s.stage, s.occurredAt]));
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
      timeline: PURCHASE_STAGES.map((stage) => ({
        stage,
        label: PURCHASE_STAGE_LABELS[stage]!,
        occurredAt: reached.get(stage)?.toISOString() ?? null,
      })),
    };
  }

  const STAGE_REFUSALS = {
    'not-forward': 'A purchase only moves forward: this stage is behind it or already reached.',
    'needs-voyage': 'Book the vehicle on a voyage first: this stage takes its dates from the voyage.',
  } as const;

  /** The dealer's company hears of each step of the shipment (issue 12). */
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

  async function lockedPurchase(tx: Tx, id: number): Promise<PurchaseRow> {
    await tx.execute(sql`select id from purchases where id = ${id} for update`);
    const row = await createPurchasesRepository(tx).find(id);
    if (!row) throw notFound('This purchase does not exist.');
    return row;
  }

  /** GET /api/admin/purchases/:id: the deal and the voyages calling at its port from today. */
  async function getAdmin(id: number, now = new Date()): Promise<AdminPurchaseDetail> {
    const row = await repo.find(id);
    if (!row) throw notFound('This purchase does not exist.');
    const options =
      row.destinationPortId === null
        ? []
        : await repo.voyagesCallingAt(row.destinationPortId, startOfDay(now));
    return {
      ...(await detail(row)),
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

    /** POST /api/admin/purchases/:id/stage: forward only, with the day it happened. */
    async moveStage(actor: Actor, id: number, move: PurchaseStageMove, now = new Date()) {
      await db.transaction(async (tx) => {
        const row = await lockedPurchase(tx, id);
        const refusal = stageMoveRefusal(row.stage, move.stage, row.voyageId !== null);
        if (refusal) throw conflict(STAGE_REFUSALS[refusal]);
        const r = createPurchasesRepository(tx);
        await r.reachStage({
          purchaseId: id,
          stage: move.stage,
          occurredAt: new Date(`${move.occurredOn}T00:00:00Z`),
          actorUserId: actor.userId,
          note: move.note,
        });
        await r.setStage(id, move.stage, now);
        const label = PURCHASE_STAGE_LABELS[move.stage]!;
        await tellDealer(tx, row, label, move.note);
        await recordActivity(tx, actor, {
          entityType: 'purchase',
          entityId: id,
          action: 'stage',
          summary: `${vehicleTitle(row)} ${row.chassis}, ${row.companyName}: ${label} on ${move.occurredOn}`,
          before: { stage: row.stage },
          after: { stage: move.stage },
        });
      });
      return getAdmin(id, now);
    },

    /** POST /api/admin/purchases/:id/booking: ETD and the ETA at the purchase's port come from the voyage. */
    async book(actor: Actor, id: number, voyageId: number, now = new Date()) {
      await db.transaction(async (tx) => {
        const row = await lockedPurchase(tx, id);
        if (stageMoveRefusal(row.stage, 'departed', true) === 'not-forward') {
          throw conflict('The vehicle has left on its voyage: its booking can no longer change.');
        }
        const r = createPurchasesRepository(tx);
        const voyage = await r.voyage(voyageId, row.destinationPortId);
        if (!voyage)
          throw badRequest('Please check the highlighted fields.', { voyageId: 'There is no such voyage.' });
        if (voyage.etd < startOfDay(now) && voyage.id !== row.voyageId) {
          throw badRequest('Please check the highlighted fields.', {
            voyageId: 'This voyage has already left Japan.',
          });
        }
        if (!voyage.eta) {
          throw badRequest('Please check the highlighted fields.', {
            voyageId: `This voyage does not call at ${row.destinationPort ?? 'the destination port'}.`,
          });
        }
        await r.setVoyage(id, { voyageId, etd: voyage.etd, eta: voyage.eta }, now);
        await purchaseDatesMoved(tx, id, actor);
        if (PURCHASE_STAGES.indexOf(row.stage as PurchaseStage) < PURCHASE_STAGES.indexOf('booked')) {
          await r.reachStage({ purchaseId: id, stage: 'booked', occurredAt: now, actorUserId: actor.userId });
          await r.setStage(id, 'booked', now);
        }
        const what = `${voyage.vesselName} ${voyage.voyageNumber} from ${voyage.loadingPort}`;
        await tellDealer(tx, row, `booked on ${what}`, sailingDates(voyage));
        await recordActivity(tx, actor, {
          entityType: 'purchase',
          entityId: id,
          action: 'booked',
          summary: `${vehicleTitle(row)} ${row.chassis}, ${row.companyName}: ${what}`,
          before: { voyageId: row.voyageId },
          after: { voyageId },
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
        stage: 'purchased',
        createdAt: offer.acceptedAt,
        updatedAt: offer.acceptedAt,
      });
      await txRepo.addStage({
        purchaseId,
        stage: 'purchased',
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
      return detail(await own(member, id));
    },

    /** The dealer names the consignee and notify party until the vehicle is booked on a voyage. */
    async updateParties(member: Member, id: number, values: { consignee: string; notifyParty: string }) {
      const row = await own(member, id);
      if (!partiesEditable(row.stage)) {
        throw conflict(
          'The vehicle is booked for shipping: please ask our sales team to change the consignee.',
        );
      }
      await repo.updateParties(id, values, new Date());
      return detail((await repo.findForCompany(row.companyId, id))!);
    },
  };
}

export type PurchasesService = ReturnType<typeof createPurchasesService>;
