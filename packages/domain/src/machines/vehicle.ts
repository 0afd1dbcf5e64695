// Where a unit is in its life. A car is reserved by an accepted offer, goes back on sale only when its
// purchase is cancelled, and is sold when it leaves Japan; staff withdraw and relist unsold stock.
import { defineMachine } from './state-machine.ts';

export const VEHICLE_STATUSES = ['available', 'reserved', 'sold', 'withdrawn'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

export const VEHICLE_STATUS_LABELS: Readonly<Record<VehicleStatus, string>> = {
  available: 'Available',
  reserved: 'Reserved',
  sold: 'Sold',
  withdrawn: 'Withdrawn',
};

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
  heldByPurchase: 'This vehicle is reserved by a purchase: cancel the purchase to put it back on sale.',
} as const;

/**
 * System steps follow the deal: an acceptance reserves the car, a cancelled purchase releases it, its
 * departure sells it. Staff withdraw and relist stock nobody bought, and mark a car sold outside the
 * portal; a reserved car that no purchase holds (stock reserved before the portal took the deals) can
 * be put back on sale by staff. A sold car never goes back on sale.
 */
export const VEHICLE_MACHINE = defineMachine<VehicleStatus, VehicleAction, VehicleFacts>({
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
    reserve: 'This vehicle is no longer available.',
    release: 'This vehicle is not reserved.',
    sell: 'Only a reserved vehicle is sold with its purchase.',
    withdraw: 'Only a vehicle on sale can be withdrawn.',
    relist: 'A sold vehicle never goes back on sale; this one is on sale already, or sold.',
    'mark-sold': 'A reserved vehicle is sold with its purchase; this one is sold already.',
  },
});

/** The states the searches show (available and reserved, marked as such). */
export const SEARCHABLE_VEHICLE_STATUSES = [
  'available',
  'reserved',
] as const satisfies readonly VehicleStatus[];

/** For sale: shown in the searches and on the watchlist as a car one can still buy or follow. */
export function isForSale(status: string): boolean {
  return (SEARCHABLE_VEHICLE_STATUSES as readonly string[]).includes(status);
}

/** Offers and price enquiries are taken only while nobody has bought the car. */
export function takesOffers(status: string): boolean {
  return VEHICLE_MACHINE.next(status, 'reserve', 'system') !== null;
}

/** The status a vehicle is listed with, from the form or an import: on sale. */
export const LISTED_VEHICLE_STATUS: VehicleStatus = 'available';

/** Reserved: in the searches, marked, and taking no offers (an accepted offer holds it). */
export function isReserved(status: string): boolean {
  return isForSale(status) && !takesOffers(status);
}

/**
 * Whose deal a reserved or sold car is, as a member reads it: his own company's ('you') or another
 * dealer's. Only members are told, and only of cars a purchase holds.
 */
export const VEHICLE_BUYERS = ['you', 'another-dealer'] as const;
export type VehicleBuyer = (typeof VEHICLE_BUYERS)[number];

/** The buyer of a car for the member of `memberCompanyId`, from the company of its live purchase. */
export function vehicleBuyerFor(
  purchaseCompanyId: number | null | undefined,
  memberCompanyId: number | null,
): VehicleBuyer | null {
  if (purchaseCompanyId === null || purchaseCompanyId === undefined) return null;
  return purchaseCompanyId === memberCompanyId ? 'you' : 'another-dealer';
}

/** What the buyer reads on his own car while it is his: reserved for him, then bought. */
const BUYER_STATUS_LABELS: Readonly<Partial<Record<VehicleStatus, string>>> = {
  reserved: 'Reserved for you',
  sold: 'Bought by you',
};

/** A car's status as a member reads it: 'Reserved for you' and 'Bought by you' on his own. */
export function vehicleStatusLabelFor(status: VehicleStatus, buyer: VehicleBuyer | null): string {
  return (buyer === 'you' ? BUYER_STATUS_LABELS[status] : undefined) ?? VEHICLE_STATUS_LABELS[status];
}

/** The marker of a reserved car in the searches: 'Reserved for you' for its buyer, else 'Reserved'. */
export function reservedLabel(buyer: VehicleBuyer | null | undefined): string {
  return vehicleStatusLabelFor('reserved', buyer ?? null);
}
