// What a member or visitor reads of a vehicle's status: the states, their labels, the ones the searches
// show, and the buyer's own words for his car. Kept apart from the machine (vehicle.ts) so the
// visitors' search downloads the words, not the table.

export const VEHICLE_STATUSES = ['available', 'reserved', 'sold', 'withdrawn'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

export const VEHICLE_STATUS_LABELS: Readonly<Record<VehicleStatus, string>> = {
  available: 'Available',
  reserved: 'Reserved',
  sold: 'Sold',
  withdrawn: 'Withdrawn',
};

/** The states the searches show (available and reserved, marked as such). */
export const SEARCHABLE_VEHICLE_STATUSES = [
  'available',
  'reserved',
] as const satisfies readonly VehicleStatus[];

/** For sale: shown in the searches and on the watchlist as a car one can still buy or follow. */
export function isForSale(status: string): boolean {
  return (SEARCHABLE_VEHICLE_STATUSES as readonly string[]).includes(status);
}

/** The status a vehicle is listed with, from the form or an import: on sale. */
export const LISTED_VEHICLE_STATUS: VehicleStatus = 'available';

/**
 * Reserved: in the searches, marked, and taking no offers (an accepted offer holds it). Read from the
 * list, not the machine, so the visitors' search tile does not download the table.
 */
export function isReserved(status: string): boolean {
  return status === 'reserved';
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
