import { expect, test } from 'vitest';
import {
  publicChecklistVehicleSchema,
  publicVehicleSearchItemSchema,
  vehicleSearchItemSchema,
} from './vehicle.ts';

const item = {
  id: 1,
  chassis: 'NHP10-1',
  vehicleFullname: '2015 Toyota Aqua S',
  stripVehicleName: 'Toyota Aqua',
  frontPhotoMedium: '/media/vehicles/1/0.svg',
  make: 'Toyota',
  model: 'Aqua',
  grade: 'S',
  year: 2015,
  month: 3,
  transmission: 'CVT',
  engineDisplacement: 1500,
  fuel: 'Hybrid',
  conditionGrade: '4.0',
  location: 'Yokohama',
  kms: 45000,
  color: 'White',
  doors: 5,
  bodyType: 'Hatchback',
  isLeftHandDrive: false,
  dealer: 'Kanto',
  isVehicleIdirect: false,
  isKapStock: false,
  isMaxcareUnit: false,
  stockType: 'ibc',
  stockTab: 1,
  deliveryTypes: [],
  terms: 'FOB',
  customerTerms: null,
  photoCount: 6,
  listedAt: '2026-11-01T00:00:00.000Z',
  isReserved: false,
};
const priced = {
  ...item,
  price: 'NZD 11,270',
  pricingRegion: 'atnz',
  priceDetails: {
    negotiateCurrency: 'JPY',
    forex: '88.5',
    ofsFees: '2200',
    gst: '1.15',
    freightCost: '200000',
    basePriceLabel: 'FOB',
    basePrice: '650',
    landedPriceLabel: 'Landed',
    landedPrice: '11270.00',
  },
  buyer: 'you',
};

// §6 prices are members-only: the public shapes strip every price field, even if a query selected one.
test('the public vehicle item has no price fields at all', () => {
  const parsed = publicVehicleSearchItemSchema.parse(priced);
  expect(Object.keys(parsed)).not.toEqual(expect.arrayContaining(['price']));
  expect(JSON.stringify(parsed)).not.toMatch(/price|forex|landed/i);
  // Whose deal holds a car is told to members only.
  expect(parsed).not.toHaveProperty('buyer');
  expect(Object.keys(publicChecklistVehicleSchema.shape)).not.toContain('priceDetails');
});

test('the member item requires the price and its details', () => {
  expect(vehicleSearchItemSchema.safeParse(item).success).toBe(false);
  expect(vehicleSearchItemSchema.parse(priced).price).toBe('NZD 11,270');
});
