// Vehicle fixtures for web tests: one place for the shape of a search item.
import type { ComparisonVehicle, PublicVehicleSearchItem, VehicleSearchItem } from '@ibc/domain';

/** A public search item (§3 Vehicle (search)): no price fields. */
export const publicVehicleItem = (
  overrides: Partial<PublicVehicleSearchItem> = {},
): PublicVehicleSearchItem => ({
  id: 42,
  chassis: 'NHP10-1234567',
  vehicleFullname: '2015 Toyota Aqua S',
  stripVehicleName: 'Toyota Aqua',
  frontPhotoMedium: '/media/vehicles/42/0.svg',
  make: 'Toyota',
  model: 'Aqua',
  grade: 'S',
  year: 2015,
  month: 3,
  transmission: 'Automatic',
  engineDisplacement: 1500,
  fuel: 'Hybrid',
  conditionGrade: '4',
  location: 'Yokohama',
  kms: 45000,
  color: 'Pearl White',
  doors: 5,
  bodyType: 'Hatchback',
  isLeftHandDrive: false,
  dealer: 'Kanto Auto Trading',
  isVehicleIdirect: false,
  isKapStock: false,
  isMaxcareUnit: false,
  stockType: 'ibc',
  stockTab: 1,
  deliveryTypes: [],
  terms: 'FOB',
  customerTerms: 'Payment within 7 days',
  photoCount: 6,
  listedAt: '2026-11-01T00:00:00.000Z',
  isReserved: false,
  ...overrides,
});

/** The same vehicle as a member sees it: NZ landed price in NZD. */
export const memberVehicleItem = (overrides: Partial<VehicleSearchItem> = {}): VehicleSearchItem => ({
  ...publicVehicleItem(),
  price: 'NZD 11,270',
  pricingRegion: 'atnz',
  priceDetails: {
    negotiateCurrency: 'JPY',
    forex: '88.5',
    ofsFees: '2200',
    gst: '1.15',
    freightCost: '200000',
    basePriceLabel: 'FOB Price (JPY 000s)',
    basePrice: '650',
    landedPriceLabel: 'Landed Price (NZD incl. GST)',
    landedPrice: '11270.00',
  },
  buyer: null,
  ...overrides,
});

/** The same vehicle in a comparison (§3 Vehicle (comparison)): the public answer, no price. */
export const comparisonVehicle = (overrides: Partial<ComparisonVehicle> = {}): ComparisonVehicle => {
  const item = publicVehicleItem();
  return {
    id: item.id,
    year: item.year,
    make: item.make,
    model: item.model,
    month: item.month,
    monthName: 'March',
    chassis: item.chassis,
    grade: item.grade,
    type: item.bodyType,
    kms: item.kms,
    engineDisplacement: item.engineDisplacement,
    doors: item.doors,
    isLeftHandDrive: item.isLeftHandDrive,
    transmission: item.transmission,
    fuel: item.fuel,
    wheelStyle: 1,
    interiorType: 'Cloth',
    interiorColor: 'Black',
    hasSunRoof: false,
    length: 3995,
    width: 1695,
    height: 1445,
    defaultPhoto: item.frontPhotoMedium,
    frontPhotoMedium: item.frontPhotoMedium,
    ...overrides,
  };
};
