// API response contracts of stock search, shared by the API (response schemas) and the
// web app (parsing). §3 Vehicle (search), Search result, Price details.
// The public (prelog) shapes have NO price fields at all: zod strips unknown keys, so a price can
// never leak through a public response even if a query selected it (§6: prices are members-only).
import { z } from 'zod';
import { VEHICLE_BUYERS, VEHICLE_STATUSES } from '../machines/vehicle-status.ts';

export const priceDetailsSchema = z.object({
  negotiateCurrency: z.string(),
  forex: z.string(),
  ofsFees: z.string(),
  gst: z.string(),
  freightCost: z.string(),
  basePriceLabel: z.string(),
  basePrice: z.string(),
  landedPriceLabel: z.string(),
  landedPrice: z.string(),
});

/** §3 Vehicle (search) as a visitor receives it: no price, price detail or forex figure. */
/** Which car it is, as every vehicle answer names it: make, model, grade and first registration. */
export const vehicleModelFields = {
  make: z.string(),
  model: z.string(),
  grade: z.string(),
  year: z.number().int(),
  month: z.number().int().nullable(),
};

export const publicVehicleSearchItemSchema = z.object({
  id: z.number().int(),
  chassis: z.string(),
  /** '2015 Toyota Aqua S' */
  vehicleFullname: z.string(),
  /** 'Toyota Aqua' */
  stripVehicleName: z.string(),
  frontPhotoMedium: z.string(),
  ...vehicleModelFields,
  transmission: z.string(),
  engineDisplacement: z.number().int(),
  fuel: z.string(),
  /** '4.0', '3.5'; null = repaired ('R'). */
  conditionGrade: z.string().nullable(),
  location: z.string(),
  kms: z.number().int(),
  color: z.string(),
  doors: z.number().int(),
  bodyType: z.string(),
  isLeftHandDrive: z.boolean(),
  dealer: z.string(),
  isVehicleIdirect: z.boolean(),
  isKapStock: z.boolean(),
  isMaxcareUnit: z.boolean(),
  /** 'ibc' | 'dealer-direct' | 'ddu' */
  stockType: z.string(),
  stockTab: z.number().int(),
  /** DDU delivery types offered (§3: 0 Pick Up At Port, 1 Delivery Via Driver, 2 Delivery Via Car Carrier). */
  deliveryTypes: z.array(z.number().int()),
  terms: z.string(),
  customerTerms: z.string().nullable(),
  photoCount: z.number().int(),
  listedAt: z.string(),
  /** Reserved for another buyer: shown, marked 'Reserved', and no offer can be sent. */
  isReserved: z.boolean(),
});

/**
 * §3 Vehicle (search) for a signed-in member: adds the price text in the member's active account
 * currency ('NZD 12,345'; KAP stock 'NZD 0') and the price details the offer modal recomputes with.
 * `pricingRegion` is the exportRegion to pass to computeLandedPrice together with priceDetails
 * (null when the figures are a JPY or other-currency C&F price), see docs/decisions/0002-pricing.md.
 */
export const vehicleSearchItemSchema = publicVehicleSearchItemSchema.extend({
  price: z.string(),
  priceDetails: priceDetailsSchema,
  pricingRegion: z.string().nullable(),
  /**
   * Whose deal holds a reserved or sold car: the member's own company ('you': 'Reserved for you',
   * 'Bought by you') or another dealer's; null while no purchase holds it. Members only.
   */
  buyer: z.enum(VEHICLE_BUYERS).nullable(),
});

export type PublicVehicleSearchItem = z.infer<typeof publicVehicleSearchItemSchema>;
export type VehicleSearchItem = z.infer<typeof vehicleSearchItemSchema>;

/**
 * Whether `count` is exact: above a few thousand matches it is the database's estimate, rounded, shown
 * as 'about' (ADR 0017). Absent: exact.
 */
const countExact = z.boolean().optional();

/** §3 Search result: count, pageSize, vehicles. */
export const publicSearchResultSchema = z.object({
  count: z.number().int(),
  countExact,
  pageSize: z.number().int(),
  vehicles: z.array(publicVehicleSearchItemSchema),
});
export const memberSearchResultSchema = z.object({
  count: z.number().int(),
  countExact,
  pageSize: z.number().int(),
  vehicles: z.array(vehicleSearchItemSchema),
  /**
   * The destination port the C&F / landed prices are to: the query's portId when it
   * is a port of the member's country, else his company's port or the country's default.
   */
  destinationPort: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
});
export type PublicSearchResult = z.infer<typeof publicSearchResultSchema>;
export type MemberSearchResult = z.infer<typeof memberSearchResultSchema>;

/** Counts next to each Make & Model option, with every other filter applied. */
export const searchFacetsSchema = z.object({
  makes: z.array(
    z.object({
      make: z.string(),
      count: z.number().int(),
      models: z.array(z.object({ model: z.string(), count: z.number().int() })),
    }),
  ),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

const checklistExtras = {
  photos: z.array(z.string()),
  categoryName: z.string().nullable(),
  seats: z.number().int().nullable(),
  driveType: z.string(),
  wheelStyle: z.number().int().nullable(),
  interiorType: z.string().nullable(),
  interiorColor: z.string().nullable(),
  interiorGrade: z.string().nullable(),
  hasSunRoof: z.boolean(),
  lengthMm: z.number().int().nullable(),
  widthMm: z.number().int().nullable(),
  heightMm: z.number().int().nullable(),
  condition: z.string(),
  features: z.array(z.string()),
  dealerPrefecture: z.string().nullable(),
  status: z.enum(VEHICLE_STATUSES),
};

/** The checklist page (/checklist?id=): every field and every photo; no price for visitors. */
export const publicChecklistVehicleSchema = publicVehicleSearchItemSchema.extend(checklistExtras);
export const checklistVehicleSchema = vehicleSearchItemSchema.extend(checklistExtras);
export type PublicChecklistVehicle = z.infer<typeof publicChecklistVehicleSchema>;
export type ChecklistVehicle = z.infer<typeof checklistVehicleSchema>;

/** §7 get-user-vehicle-locations: the member's search tabs. */
export const memberTabSchema = z.object({ tab: z.number().int(), label: z.string(), stockType: z.string() });
export type MemberTab = z.infer<typeof memberTabSchema>;

/** Lookups (§3 Make: make, models; Country: id, name, portId, currency). */
export const makeWithModelsSchema = z.object({
  make: z.string(),
  models: z.array(z.object({ model: z.string() })),
});
export const makeCountSchema = z.object({ make: z.string(), count: z.number().int() });
export const modelCountSchema = z.object({ model: z.string(), count: z.number().int() });
export const countryListItemSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type CountryListItem = z.infer<typeof countryListItemSchema>;
export const searchCountrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  portId: z.number().int().nullable(),
  currency: z.string(),
});
export const cityListItemSchema = z.object({ id: z.number().int(), name: z.string() });
export const portListItemSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type PortListItem = z.infer<typeof portListItemSchema>;
export const currencyListItemSchema = z.object({ code: z.string(), name: z.string() });
export const categoryListItemSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type MakeWithModels = z.infer<typeof makeWithModelsSchema>;
export type MakeCount = z.infer<typeof makeCountSchema>;
export type ModelCount = z.infer<typeof modelCountSchema>;
export type SearchCountry = z.infer<typeof searchCountrySchema>;
export type Category = z.infer<typeof categoryListItemSchema>;

/** The histogram behind a range pop-up's live count (facet-counts.ts). */
export const rangeFacetCountsSchema = z.object({
  field: z.enum(['year', 'mileage', 'grade']),
  buckets: z.array(z.object({ value: z.number().nullable(), count: z.number().int() })),
  bucketWidth: z.number(),
});
