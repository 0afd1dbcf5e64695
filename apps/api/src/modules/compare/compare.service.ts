// §4 Comparison: the data behind the overlay for up to four selected vehicles, in the order chosen.
// Visitors get no price fields (§1); members get the price text of their active account.
import {
  canAccessVehicle,
  COMPARE_LIMIT_MESSAGE,
  isForSale,
  MAX_COMPARED_VEHICLES,
  monthName,
  type ComparisonVehicle,
  type MemberComparisonVehicle,
} from '@ibc/domain';
import { badRequest } from '../../lib/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { VehiclePhotos } from '../../lib/vehicle-photos.ts';
import type { Member } from '../../lib/auth-context.ts';
import { priceVehiclesForMember } from '../pricing/pricing.service.ts';
import type { ComparisonRow, CompareRepository } from './compare.repository.ts';

export function toComparisonVehicle(row: ComparisonRow, photos: VehiclePhotos): ComparisonVehicle {
  const photo = row.photoCount > 0 ? photos.url(row) : '';
  return {
    id: row.id,
    year: row.year,
    make: row.make,
    model: row.model,
    month: row.month,
    monthName: monthName(row.month),
    chassis: row.chassis,
    grade: row.grade,
    type: row.bodyType,
    kms: row.kms,
    engineDisplacement: row.engineCc,
    doors: row.doors,
    isLeftHandDrive: row.isLeftHandDrive,
    transmission: row.transmission,
    fuel: row.fuel,
    wheelStyle: row.wheelStyle,
    interiorType: row.interiorType,
    interiorColor: row.interiorColor,
    hasSunRoof: row.hasSunRoof,
    length: row.lengthMm,
    width: row.widthMm,
    height: row.heightMm,
    defaultPhoto: photo,
    frontPhotoMedium: photo,
  };
}

/**
 * Requested order, duplicates once; unknown, not-visible and no-longer-for-sale ids (sold or
 * withdrawn: they left the searches the selection was made in) skipped.
 */
function inRequestedOrder(
  ids: readonly number[],
  rows: ComparisonRow[],
  visible: (row: ComparisonRow) => boolean,
) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)]
    .map((id) => byId.get(id))
    .filter((row): row is ComparisonRow => !!row && isForSale(row.status) && visible(row));
}

/** §5 "At most four vehicles compared": a longer list is refused with the spec's message. */
function assertWithinLimit(ids: readonly number[]): void {
  if (ids.length > MAX_COMPARED_VEHICLES) throw badRequest(COMPARE_LIMIT_MESSAGE);
}

export function createCompareService(deps: {
  repo: CompareRepository;
  db: DbOrTx;
  vehiclePhotos: VehiclePhotos;
}) {
  const toVehicle = (row: ComparisonRow) => toComparisonVehicle(row, deps.vehiclePhotos);
  return {
    /** POST /api/vehicles/prelog/get-compare-vehicles: visitors see no DDU stock and no prices. */
    async forVisitor(ids: readonly number[]): Promise<ComparisonVehicle[]> {
      assertWithinLimit(ids);
      const rows = inRequestedOrder(ids, await deps.repo.findByIds(ids), (row) =>
        canAccessVehicle(row, null),
      );
      return rows.map(toVehicle);
    },

    /** POST /api/vehicles/postlog/get-compare-vehicles: adds the member's price (§6 DDU only for 70/295/104). */
    async forMember(member: Member, ids: readonly number[]): Promise<MemberComparisonVehicle[]> {
      assertWithinLimit(ids);
      const rows = inRequestedOrder(ids, await deps.repo.findByIds(ids), (row) =>
        canAccessVehicle(row, member),
      );
      const prices = await priceVehiclesForMember(deps.db, member, rows);
      return rows.map((row) => ({ ...toVehicle(row), price: prices.get(row.id)?.price ?? null }));
    },
  };
}
