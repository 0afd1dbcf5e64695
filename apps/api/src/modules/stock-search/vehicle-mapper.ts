// Rows -> §3 Vehicle (search) items. The public mapper never reads a price column (§6).
import { isReserved, type PublicChecklistVehicle, type PublicVehicleSearchItem } from '@ibc/domain';
import type { VehiclePhotos } from '../../lib/vehicle-photos.ts';
import type { ChecklistRow, VehicleRow } from './stock-search.repository.ts';

const isoDate = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

const photoOf = (row: VehicleRow) => ({ id: row.id, stockType: row.stock_type });

export function toPublicItem(row: VehicleRow, photos: VehiclePhotos): PublicVehicleSearchItem {
  const name = `${row.make} ${row.model}`;
  return {
    id: row.id,
    chassis: row.chassis,
    vehicleFullname: [String(row.year), name, row.grade].filter(Boolean).join(' '),
    stripVehicleName: name,
    frontPhotoMedium: photos.url(photoOf(row), 0),
    make: row.make,
    model: row.model,
    grade: row.grade,
    year: row.year,
    month: row.month,
    transmission: row.transmission,
    engineDisplacement: row.engine_cc,
    fuel: row.fuel,
    conditionGrade: row.condition_grade,
    location: row.location,
    kms: row.kms,
    color: row.color,
    doors: row.doors,
    bodyType: row.body_type,
    isLeftHandDrive: row.is_left_hand_drive,
    dealer: row.dealer_name,
    isVehicleIdirect: row.is_idirect,
    isKapStock: row.is_kap_stock,
    isMaxcareUnit: row.is_maxcare_unit,
    stockType: row.stock_type,
    stockTab: row.stock_tab,
    deliveryTypes: row.delivery_types ?? [],
    terms: row.terms,
    customerTerms: row.customer_terms,
    photoCount: row.photo_count,
    listedAt: isoDate(row.listed_at),
    isReserved: isReserved(row.status),
  };
}

export function toPublicChecklist(row: ChecklistRow, photos: VehiclePhotos): PublicChecklistVehicle {
  return {
    ...toPublicItem(row, photos),
    photos: Array.from({ length: row.photo_count }, (_, index) => photos.url(photoOf(row), index)),
    categoryName: row.category_name,
    seats: row.seats,
    driveType: row.drive_type,
    wheelStyle: row.wheel_style,
    interiorType: row.interior_type,
    interiorColor: row.interior_color,
    interiorGrade: row.interior_grade,
    hasSunRoof: row.has_sun_roof,
    lengthMm: row.length_mm,
    widthMm: row.width_mm,
    heightMm: row.height_mm,
    condition: row.condition,
    features: row.features ?? [],
    dealerPrefecture: row.dealer_prefecture,
    status: row.status,
  };
}

/** What the pricing service reads from a row. */
export const priceable = (row: VehicleRow) => ({
  id: row.id,
  negotiateCurrency: row.negotiate_currency,
  basePrice: row.base_price,
  sizeClass: row.size_class,
  isKapStock: row.is_kap_stock,
});
