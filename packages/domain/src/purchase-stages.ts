// The shipment of a purchase (issue 12): staff move it forward through the stages, each with a date.
import { PURCHASE_STAGES, type PurchaseStage } from './contracts/purchases.ts';

/** Stages reached by booking on a voyage, or by the voyage itself: they need a voyage. */
const NEEDS_VOYAGE: readonly PurchaseStage[] = ['booked', 'departed', 'arrived', 'released'];

export type StageMoveRefusal = 'not-forward' | 'needs-voyage' | null;

/**
 * Whether staff may move a purchase from `from` to `to` (issue 12: "Staff move a purchase through the
 * stages ... Each stage has a date"). Only forward, skipping stages if the work was done out of order
 * (an export certificate and an inspection on one day); 'booked' and every later stage only once the
 * purchase is booked on a voyage, since their dates come from it.
 */
export function stageMoveRefusal(from: string, to: PurchaseStage, hasVoyage: boolean): StageMoveRefusal {
  const fromIndex = PURCHASE_STAGES.indexOf(from as PurchaseStage);
  if (fromIndex < 0 || PURCHASE_STAGES.indexOf(to) <= fromIndex) return 'not-forward';
  if (NEEDS_VOYAGE.includes(to) && !hasVoyage) return 'needs-voyage';
  return null;
}

/** The dealer names the consignee and notify party until the vehicle is booked on a voyage. */
export function partiesEditable(stage: string): boolean {
  const index = PURCHASE_STAGES.indexOf(stage as PurchaseStage);
  return index >= 0 && index < PURCHASE_STAGES.indexOf('booked');
}
