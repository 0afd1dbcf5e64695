// Purchases as dealers and staff read them: the list, the deal page with the actions its reader
// may take now, and the sales team's page with the voyages the deal can be booked on. A member
// reaches only their company's purchases (others: 404).
import {
  businessDate,
  formatAmount,
  instantOfBusinessDate,
  PURCHASE_MACHINE,
  PURCHASE_STAGE_LABELS,
  timelineStages,
  type AdminPurchaseDetail,
  type AdminPurchaseList,
  type AdminPurchasesPageQuery,
  type AdminPurchaseSummary,
  type MachineRole,
  type PurchaseDetail,
  type PurchaseFacts,
  type PurchaseState,
  type PurchaseSummary,
  vehicleTitle,
} from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { VehiclePhotos } from '../../lib/vehicle-photos.ts';
import type { Member } from '../../lib/auth-context.ts';
import { createPurchasesRepository, type PurchaseRow } from './purchases.repository.ts';

export type PurchasesRepository = ReturnType<typeof createPurchasesRepository>;

export /** The start of today in Japan, as voyage dates are kept: a voyage leaving today can still be booked. */
const startOfJapanDay = (at: Date) => instantOfBusinessDate(businessDate(at));

export /** What the purchase's machine reads: the booking, and the payments waiting for staff. */
async function factsOf(r: PurchasesRepository, row: PurchaseRow): Promise<PurchaseFacts> {
  return { hasVoyage: row.voyageId !== null, pendingPayments: await r.pendingPayments(row.id) };
}

export function createPurchaseViews({ db, vehiclePhotos }: { db: Db; vehiclePhotos: VehiclePhotos }) {
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

  async function own(member: Member, id: number): Promise<PurchaseRow> {
    const row = member.companyId === null ? null : await repo.findForCompany(member.companyId, id);
    if (!row) throw notFound(/*i18n*/ 'This purchase does not exist.');
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

  /** GET /api/admin/purchases/:id: the deal and the voyages calling at its port from today. */
  async function getAdmin(id: number, now = new Date()): Promise<AdminPurchaseDetail> {
    const row = await repo.find(id);
    if (!row) throw notFound(/*i18n*/ 'This purchase does not exist.');
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

  /** A purchase in the sales team's list: its summary and the dealer's company. */
  const adminSummary = (row: PurchaseRow): AdminPurchaseSummary => ({
    ...summary(row),
    companyName: row.companyName,
  });

  /** GET /api/admin/purchases: a page of them. */
  async function pageAll({ stage, page, pageSize }: AdminPurchasesPageQuery): Promise<AdminPurchaseList> {
    const { rows, total } = await repo.page(stage === 'all' ? null : stage, (page - 1) * pageSize, pageSize);
    return { items: rows.map(adminSummary), total, page, pageSize };
  }

  async function listMine(member: Member): Promise<PurchaseSummary[]> {
    if (member.companyId === null) return [];
    return (await repo.listForCompany(member.companyId)).map(summary);
  }

  async function getMine(member: Member, id: number): Promise<PurchaseDetail> {
    return detail(await own(member, id), 'dealer');
  }

  return { own, detail, getAdmin, pageAll, listMine, getMine };
}

export type PurchaseViews = ReturnType<typeof createPurchaseViews>;
