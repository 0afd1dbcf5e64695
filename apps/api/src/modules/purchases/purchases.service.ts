// Purchases: the purchase an accepted offer becomes (in the acceptance's transaction), and
// the member's purchases and deal page. A member reaches only their company's purchases (others: 404).
// Its stage changes only through PURCHASE_MACHINE, on the locked row, with the facts read there.
import { PURCHASE_STAGES } from '@ibc/domain';
import type { Db, Tx } from '../../db/client.ts';
import { recordActivity } from '../../lib/activity-log.ts';
import type {
  AcceptedOffer,
  IssueProforma,
  PurchaseCancelled,
  PurchaseDatesMoved,
  StepVehicle,
} from '../../lib/deal-hooks.ts';
import type { Notify } from '../../lib/notifications.ts';
import type { VehiclePhotos } from '../../lib/vehicle-photos.ts';
import { createPurchaseSteps } from './purchase-steps.ts';
import { createPurchaseViews } from './purchase-views.ts';
import { createPurchasesRepository } from './purchases.repository.ts';

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
 * The purchases module's one service, composed of its use cases: the reads (purchase-views.ts),
 * the steps after the purchase is made (purchase-steps.ts) and, here, the purchase an accepted
 * offer becomes. Routes and deal hooks see one object, as before the split.
 */
export function createPurchasesService(deps: PurchasesServiceDeps) {
  const { issueProforma } = deps;
  const views = createPurchaseViews(deps);
  const { pageAll, getAdmin, listMine, getMine } = views;
  return {
    pageAll,
    getAdmin,
    ...createPurchaseSteps(deps, views),

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
        // The term the dealer was offered (the listing's when he sent the offer), never guessed
        // from the price: a car listed and offered FOB is an FOB deal.
        terms: offer.terms,
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

    listMine,
    getMine,
  };
}

export type PurchasesService = ReturnType<typeof createPurchasesService>;
