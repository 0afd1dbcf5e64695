// The one read model of a vehicle for the modules that load vehicles by id (offers, enquiries,
// compare): what their mails, pages and the pricing service read. Shared infrastructure like the
// schema, so every module may import it (docs/architecture.md); a module maps a row to its own
// response explicitly, so a column here never reaches an answer by accident. Stock search reads
// the same vehicles through its own SQL (snake_case json pages, stock-search.repository.ts).
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { vehicles } from './schema.ts';

/** What `vehicleTitle` (@ibc/domain) names a car by: '2015 Toyota Aqua S'. */
export const vehicleTitleColumns = {
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  grade: vehicles.grade,
};

export const vehicleReadColumns = {
  id: vehicles.id,
  chassis: vehicles.chassis,
  year: vehicles.year,
  month: vehicles.month,
  make: vehicles.make,
  model: vehicles.model,
  grade: vehicles.grade,
  bodyType: vehicles.bodyType,
  kms: vehicles.kms,
  engineCc: vehicles.engineCc,
  doors: vehicles.doors,
  isLeftHandDrive: vehicles.isLeftHandDrive,
  transmission: vehicles.transmission,
  fuel: vehicles.fuel,
  color: vehicles.color,
  conditionGrade: vehicles.conditionGrade,
  wheelStyle: vehicles.wheelStyle,
  interiorType: vehicles.interiorType,
  interiorColor: vehicles.interiorColor,
  hasSunRoof: vehicles.hasSunRoof,
  lengthMm: vehicles.lengthMm,
  widthMm: vehicles.widthMm,
  heightMm: vehicles.heightMm,
  location: vehicles.location,
  stockTab: vehicles.stockTab,
  stockType: vehicles.stockType,
  deliveryTypes: vehicles.deliveryTypes,
  terms: vehicles.terms,
  dealerName: vehicles.dealerName,
  photoCount: vehicles.photoCount,
  // Pricing (modules/pricing: PriceableVehicle) and availability.
  negotiateCurrency: vehicles.negotiateCurrency,
  basePrice: vehicles.basePrice,
  sizeClass: vehicles.sizeClass,
  isKapStock: vehicles.isKapStock,
  status: vehicles.status,
};

const selectVehicles = (db: DbOrTx) => db.select(vehicleReadColumns).from(vehicles);

/** A vehicle as the modules read it (camelCase, numeric columns as decimal strings). */
export type VehicleReadRow = Awaited<ReturnType<typeof selectVehicles>>[number];

/** Reads of the vehicle read model; a module's repository delegates to it. */
export function createVehicleReader(db: DbOrTx) {
  return {
    async findById(id: number): Promise<VehicleReadRow | null> {
      const [row] = await selectVehicles(db).where(eq(vehicles.id, id));
      return row ?? null;
    },

    /** The vehicles with these ids, in no particular order; unknown ids are left out. */
    async findByIds(ids: readonly number[]): Promise<VehicleReadRow[]> {
      if (ids.length === 0) return [];
      return selectVehicles(db).where(inArray(vehicles.id, [...new Set(ids)]));
    },
  };
}
