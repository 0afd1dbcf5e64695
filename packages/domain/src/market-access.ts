// §9 Countries: 75 NZ market; 70, 295, 104 see DDU stock.
export const NZ_MARKET_COUNTRY_ID = 75;
export const CLEAN_CAR_COUNTRY_ID = NZ_MARKET_COUNTRY_ID;
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
