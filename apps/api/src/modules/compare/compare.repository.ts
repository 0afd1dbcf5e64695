import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vehicles } from '../../db/schema.ts';

/** The columns the comparison table (§2) and member pricing need; nothing else leaves the table. */
const comparisonColumns = {
  id: vehicles.id,
  year: vehicles.year,
  month: vehicles.month,
  make: vehicles.make,
  model: vehicles.model,
  chassis: vehicles.chassis,
  grade: vehicles.grade,
  bodyType: vehicles.bodyType,
  kms: vehicles.kms,
  engineCc: vehicles.engineCc,
  doors: vehicles.doors,
  isLeftHandDrive: vehicles.isLeftHandDrive,
  transmission: vehicles.transmission,
  fuel: vehicles.fuel,
  wheelStyle: vehicles.wheelStyle,
  interiorType: vehicles.interiorType,
  interiorColor: vehicles.interiorColor,
  hasSunRoof: vehicles.hasSunRoof,
  lengthMm: vehicles.lengthMm,
  widthMm: vehicles.widthMm,
  heightMm: vehicles.heightMm,
  photoCount: vehicles.photoCount,
  stockType: vehicles.stockType,
  negotiateCurrency: vehicles.negotiateCurrency,
  basePrice: vehicles.basePrice,
  sizeClass: vehicles.sizeClass,
  isKapStock: vehicles.isKapStock,
};

const selectComparison = (db: DbOrTx) => db.select(comparisonColumns).from(vehicles);
export type ComparisonRow = Awaited<ReturnType<typeof selectComparison>>[number];

export function createCompareRepository(db: DbOrTx) {
  return {
    async findByIds(ids: readonly number[]): Promise<ComparisonRow[]> {
      if (ids.length === 0) return [];
      return selectComparison(db).where(inArray(vehicles.id, [...ids]));
    },
  };
}

export type CompareRepository = ReturnType<typeof createCompareRepository>;
