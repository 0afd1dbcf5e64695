// Purchases (issue 12): the purchase an accepted offer becomes (in the acceptance's transaction), and
// the member's purchases and deal page. A member reaches only their company's purchases (others: 404).
import {
  formatAmount,
  PURCHASE_STAGE_LABELS,
  PURCHASE_STAGES,
  parseMoney,
  type PurchaseDetail,
  type PurchaseSummary,
} from '@ibc/domain';
import type { Db, Tx } from '../../db/client.ts';
import { recordActivity } from '../../lib/activity-log.ts';
import type { AcceptedOffer } from '../../lib/deal-hooks.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { VehiclePhotos } from '../../lib/vehicle-photos.ts';
import type { Member } from '../../plugins/auth.ts';
import { createPurchasesRepository, type PurchaseRow } from './purchases.repository.ts';

export interface PurchasesServiceDeps {
  db: Db;
  vehiclePhotos: VehiclePhotos;
}

/** Until the vehicle is booked on a voyage the dealer may still change who it is shipped to. */
const PARTIES_EDITABLE_STAGES: readonly string[] = [
  'purchased',
  'in-yard',
  'export-certificate',
  'inspected',
];

/**
 * Terms of the deal: the landed price the dealer saw includes freight when his price details carry
 * a freight cost (C&F to his port); without one he bought the car at the port of loading (FOB).
 */
export function termsOf(snapshot: Record<string, unknown>): 'FOB' | 'C&F' {
  const details = snapshot.priceDetails as { freightCost?: string } | undefined;
  return parseMoney(details?.freightCost ?? '0')?.gt(0) ? 'C&F' : 'FOB';
}

function name(row: Pick<PurchaseRow, 'year' | 'make' | 'model' | 'grade'>): string {
  return [row.year, row.make, row.model, row.grade].filter(Boolean).join(' ');
}

export function createPurchasesService({ db, vehiclePhotos }: PurchasesServiceDeps) {
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
      vehicle: {
        id: row.vehicleId,
        name: name(row),
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

  async function detail(row: PurchaseRow): Promise<PurchaseDetail> {
    const reached = new Map((await repo.stages(row.id)).map((s) => [s.stage, s.occurredAt]));
    const { landedPrice, landedCurrency } = row.priceSnapshot as {
      landedPrice?: unknown;
      landedCurrency?: unknown;
    };
    return {
      ...summary(row),
      offerId: row.offerId,
      destinationPort: row.destinationPort,
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

  return {
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
        destinationPortId: company?.portId ?? null,
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
      if (!PARTIES_EDITABLE_STAGES.includes(row.stage)) {
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
