import type { DbOrTx } from '../../db/client.ts';
import { createVehicleReader, type VehicleReadRow } from '../../db/vehicle-read-model.ts';

/** The vehicles of the comparison table (§2); compare.service maps them to the response explicitly. */
export type ComparisonRow = VehicleReadRow;

export function createCompareRepository(db: DbOrTx) {
  return {
    findByIds: (ids: readonly number[]): Promise<ComparisonRow[]> => createVehicleReader(db).findByIds(ids),
  };
}

export type CompareRepository = ReturnType<typeof createCompareRepository>;
