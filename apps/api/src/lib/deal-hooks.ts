// How the deal's modules hand work to each other. Modules never import each other; the
// composition root (modules/services.ts) passes these functions from one service to the next:
//   offers   --createPurchase-->   purchases   --issueProforma-->   invoices
//   shipping --voyageMoved-->      purchases   --purchaseDatesMoved--> invoices (NZ due dates)
//   stock    --stepVehicle-->      offers, purchases (reserve, release, sell)
//   purchases --purchaseCancelled--> invoices (void the open invoices)
// Each runs inside the caller's transaction, so the whole step commits or none of it does.
import type { VehicleAction, VehicleStatus } from '@ibc/domain';
import type { Tx } from '../db/client.ts';
import type { Actor } from './activity-log.ts';

/** An offer the moment it is accepted: what a purchase is made of. */
export interface AcceptedOffer {
  offerId: number;
  companyId: number;
  /** The member who made the offer. */
  userId: number;
  vehicleId: number;
  /** The offer's currency: the currency account of the deal. */
  currency: string;
  /** Agreed price of the vehicle in whole currency units (JPY in yen, not thousands). */
  agreedAmount: string;
  /** The member's price details when accepted (§3 priceDetails) and the landed price of the amount. */
  priceSnapshot: Record<string, unknown>;
  /** The port the offer was priced to; null: the company's port. */
  destinationPortId?: number | null;
  /** The delivery term the dealer was offered (offers.terms): the deal's term. */
  terms: string;
  acceptedAt: Date;
  actor: Actor;
}

export type CreatePurchase = (tx: Tx, offer: AcceptedOffer) => Promise<{ purchaseId: number }>;

/** A voyage's ETD or ETAs changed: every purchase booked on it moves with it (shipping -> purchases). */
export type VoyageMoved = (tx: Tx, voyageId: number, actor: Actor) => Promise<void>;

/** A purchase was made: its proforma invoice is issued in the same transaction (purchases -> invoices). */
export type IssueProforma = (
  tx: Tx,
  purchaseId: number,
  actor: Actor,
) => Promise<{ id: number; number: string }>;

/** A purchase's ETD/ETA moved: open unpaid NZ final invoices take the new §1 dates (purchases -> invoices). */
export type PurchaseDatesMoved = (tx: Tx, purchaseId: number, actor: Actor) => Promise<void>;

/**
 * A step of a vehicle's machine (stock -> offers, purchases): the stock module locks the vehicle,
 * checks the step against VEHICLE_MACHINE, writes the new status and its activity-log row, in the
 * caller's transaction. Offers reserve the car; a cancelled purchase releases it; departure sells it.
 */
export type StepVehicle = (
  tx: Tx,
  vehicleId: number,
  action: VehicleAction,
  actor: Actor,
) => Promise<{ from: VehicleStatus; to: VehicleStatus }>;

/**
 * A purchase was cancelled (purchases -> invoices): its open invoices are voided in the same
 * transaction; confirmed payments stay on the currency account as credit.
 */
export type PurchaseCancelled = (tx: Tx, purchaseId: number, actor: Actor) => Promise<{ voided: string[] }>;
