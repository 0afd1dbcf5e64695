// §9 Countries: 75 NZ market; 70, 295, 104 see DDU stock.
export const NZ_MARKET_COUNTRY_ID = 75;
const CLEAN_CAR_COUNTRY_ID = NZ_MARKET_COUNTRY_ID;
export const DDU_COUNTRY_IDS: readonly number[] = [70, 295, 104];

type CountryId = number | null | undefined;

/** §6: DDU Stock entry, tab and Delivery Type only for countryId 70, 295 or 104. */
export function canSeeDduStock(countryId: CountryId): boolean {
  return countryId != null && DDU_COUNTRY_IDS.includes(countryId);
}

/** §6: Clean Car Standard Fees entry only for countryId 75. */
export function canSeeCleanCarStandardFees(countryId: CountryId): boolean {
  return countryId === CLEAN_CAR_COUNTRY_ID;
}

/** §6 DDU stock: units whose own stock type is 'ddu' (never the tab a client says it came from). */
export function isDduVehicle(vehicle: { stockType: string }): boolean {
  return vehicle.stockType === 'ddu';
}

/**
 * The one access rule for a vehicle, used by every route that touches one:
 * search, checklist, compare, offer, enquiry, checklist e-mail, photos. Visitors (viewer null) and
 * members outside countries 70, 295 and 104 never reach DDU units (§6); everything else is open
 * (prices are a separate, member-only privilege).
 */
export function canAccessVehicle(
  vehicle: { stockType: string },
  viewer: { countryId: CountryId } | null,
): boolean {
  return !isDduVehicle(vehicle) || canSeeDduStock(viewer?.countryId);
}
