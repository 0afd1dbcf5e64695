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

/** What the §6 rules read of a signed-in user (GET /api/account/me has every field). */
export interface MemberAccessFacts {
  countryId: number | null;
  hasAccessBMSM: boolean;
  hasIDirectAccess: boolean;
}

/**
 * The member-only parts of the site that §6 gives to some dealers only. Each is ONE rule, read by the
 * menu that links to the part, by the route that shows it (a typed address gets the same answer) and,
 * where the part's data comes from the API, by the server.
 */
export const MEMBER_FEATURES = {
  /** §6 "Buy More Save More menu entry only with hasAccessBMSM." */
  buyMoreSaveMore: (user: MemberAccessFacts) => user.hasAccessBMSM,
  /** §6 "'Auctions in Japan' link only with hasIDirectAccess." */
  iDirect: (user: MemberAccessFacts) => user.hasIDirectAccess,
  /** §6 "DDU Stock entry, tab and Delivery Type only for countryId 70, 295 or 104." */
  dduStock: (user: MemberAccessFacts) => canSeeDduStock(user.countryId),
  /** §6 "Clean Car Standard Fees entry only for countryId 75." */
  cleanCarStandardFees: (user: MemberAccessFacts) => canSeeCleanCarStandardFees(user.countryId),
} as const satisfies Record<string, (user: MemberAccessFacts) => boolean>;

export type MemberFeature = keyof typeof MEMBER_FEATURES;

/** Whether a signed-in user may use a part of §6; nobody may while the user is unknown (loading). */
export function canUseMemberFeature(
  feature: MemberFeature,
  user: MemberAccessFacts | null | undefined,
): boolean {
  return user != null && MEMBER_FEATURES[feature](user);
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
