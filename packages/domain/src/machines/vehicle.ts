// Where a unit is in its life. A car is reserved by an accepted offer, goes back on sale only when its
// purchase is cancelled, and is sold when it leaves Japan; staff withdraw and relist unsold stock.
import { defineMachine } from './state-machine.ts';
import { VEHICLE_STATUSES, type VehicleStatus } from './vehicle-status.ts';

export const VEHICLE_ACTIONS = ['reserve', 'release', 'sell', 'withdraw', 'relist', 'mark-sold'] as const;
export type VehicleAction = (typeof VEHICLE_ACTIONS)[number];

/** The steps staff take themselves (the others follow the deal). */
export const STAFF_VEHICLE_ACTIONS = [
  'withdraw',
  'relist',
  'mark-sold',
] as const satisfies readonly VehicleAction[];
export type StaffVehicleAction = (typeof STAFF_VEHICLE_ACTIONS)[number];

/** What staff call each of their actions on a vehicle (the buttons of the stock page). */
export const VEHICLE_ACTION_LABELS: Readonly<Record<VehicleAction, string>> = {
  reserve: 'Reserve',
  release: 'Put back on sale',
  sell: 'Sell',
  withdraw: 'Withdraw from sale',
  relist: 'Put back on sale',
  'mark-sold': 'Mark as sold elsewhere',
};

export interface VehicleFacts {
  /** A purchase that is going ahead holds the car. */
  hasLivePurchase: boolean;
}

export const VEHICLE_MESSAGES = {
  heldByPurchase:
    /*i18n*/ 'This vehicle is reserved by a purchase: cancel the purchase to put it back on sale.',
} as const;

/**
 * System steps follow the deal: an acceptance reserves the car, a cancelled purchase releases it, its
 * departure sells it. Staff withdraw and relist stock nobody bought, and mark a car sold outside the
 * portal; a reserved car that no purchase holds (stock reserved before the portal took the deals) can
 * be put back on sale by staff. A sold car never goes back on sale.
 */
export const VEHICLE_MACHINE = /* @__PURE__ */ defineMachine<VehicleStatus, VehicleAction, VehicleFacts>({
  name: 'vehicle',
  states: VEHICLE_STATUSES,
  actions: VEHICLE_ACTIONS,
  transitions: [
    { action: 'reserve', from: ['available'], to: 'reserved', roles: ['system'] },
    { action: 'release', from: ['reserved'], to: 'available', roles: ['system'] },
    { action: 'sell', from: ['reserved'], to: 'sold', roles: ['system'] },
    { action: 'withdraw', from: ['available'], to: 'withdrawn', roles: ['staff'] },
    {
      action: 'relist',
      from: ['withdrawn', 'reserved'],
      to: 'available',
      roles: ['staff'],
      guards: [(facts) => (facts.hasLivePurchase ? VEHICLE_MESSAGES.heldByPurchase : null)],
    },
    { action: 'mark-sold', from: ['available', 'withdrawn'], to: 'sold', roles: ['staff'] },
  ],
  notAllowed: {
    reserve: /*i18n*/ 'This vehicle is no longer available.',
    release: /*i18n*/ 'This vehicle is not reserved.',
    sell: /*i18n*/ 'Only a reserved vehicle is sold with its purchase.',
    withdraw: /*i18n*/ 'Only a vehicle on sale can be withdrawn.',
    relist: /*i18n*/ 'A sold vehicle never goes back on sale; this one is on sale already, or sold.',
    'mark-sold': /*i18n*/ 'A reserved vehicle is sold with its purchase; this one is sold already.',
  },
});

/** Offers and price enquiries are taken only while nobody has bought the car. */
export function takesOffers(status: string): boolean {
  return VEHICLE_MACHINE.next(status, 'reserve', 'system') !== null;
}
