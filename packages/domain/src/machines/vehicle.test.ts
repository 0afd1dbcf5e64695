import { describe, expect, it } from 'vitest';
import { tableMismatches, type TableRow } from './table-check.ts';
import {
  STAFF_VEHICLE_ACTIONS,
  takesOffers,
  VEHICLE_MACHINE,
  VEHICLE_MESSAGES,
  type VehicleAction,
} from './vehicle.ts';
import {
  isForSale,
  isReserved,
  LISTED_VEHICLE_STATUS,
  reservedLabel,
  vehicleBuyerFor,
  vehicleStatusLabelFor,
  type VehicleStatus,
} from './vehicle-status.ts';

const table: TableRow<VehicleStatus, VehicleAction>[] = [
  ['system', 'reserve', 'available', 'reserved'],
  ['system', 'release', 'reserved', 'available'],
  ['system', 'sell', 'reserved', 'sold'],
  ['staff', 'withdraw', 'available', 'withdrawn'],
  ['staff', 'relist', 'withdrawn', 'available'],
  ['staff', 'relist', 'reserved', 'available'],
  ['staff', 'mark-sold', 'available', 'sold'],
  ['staff', 'mark-sold', 'withdrawn', 'sold'],
];

describe('vehicle lifecycle', () => {
  it('moves exactly as the table says', () => {
    expect(tableMismatches(VEHICLE_MACHINE, table)).toEqual([]);
  });

  it('lets staff take exactly their own steps', () => {
    const staffActions = new Set(
      VEHICLE_MACHINE.transitions.filter((t) => t.roles.includes('staff')).map((t) => t.action),
    );
    expect([...staffActions]).toEqual([...STAFF_VEHICLE_ACTIONS]);
  });

  it('puts a reserved car back on sale only when no purchase holds it', () => {
    expect(VEHICLE_MACHINE.decide('reserved', 'relist', 'staff', { hasLivePurchase: true })).toMatchObject({
      allowed: false,
      reason: VEHICLE_MESSAGES.heldByPurchase,
    });
    expect(VEHICLE_MACHINE.allowedActions('reserved', 'staff', { hasLivePurchase: true })).toEqual([]);
    expect(VEHICLE_MACHINE.allowedActions('reserved', 'staff', { hasLivePurchase: false })).toEqual([
      'relist',
    ]);
    expect(VEHICLE_MACHINE.allowedActions('available', 'staff', { hasLivePurchase: false })).toEqual([
      'withdraw',
      'mark-sold',
    ]);
    expect(VEHICLE_MACHINE.allowedActions('sold', 'staff', { hasLivePurchase: false })).toEqual([]);
  });

  it('is for sale while available or reserved, and takes offers only while available', () => {
    expect(['available', 'reserved', 'sold', 'withdrawn'].map(isForSale)).toEqual([true, true, false, false]);
    expect(['available', 'reserved', 'sold', 'withdrawn'].map(takesOffers)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('what a member reads on a car', () => {
  it('is reserved while for sale and taking no offers', () => {
    expect(['available', 'reserved', 'sold', 'withdrawn'].map(isReserved)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(LISTED_VEHICLE_STATUS).toBe('available');
  });

  it("names the buyer from the live purchase's company", () => {
    expect(vehicleBuyerFor(7, 7)).toBe('you');
    expect(vehicleBuyerFor(7, 8)).toBe('another-dealer');
    expect(vehicleBuyerFor(7, null)).toBe('another-dealer');
    expect(vehicleBuyerFor(null, 7)).toBeNull();
    expect(vehicleBuyerFor(undefined, 7)).toBeNull();
  });

  it("says 'Reserved for you' and 'Bought by you' to the buyer only", () => {
    expect(vehicleStatusLabelFor('reserved', 'you')).toBe('Reserved for you');
    expect(vehicleStatusLabelFor('sold', 'you')).toBe('Bought by you');
    expect(vehicleStatusLabelFor('available', 'you')).toBe('Available');
    expect(vehicleStatusLabelFor('reserved', 'another-dealer')).toBe('Reserved');
    expect(vehicleStatusLabelFor('sold', null)).toBe('Sold');
    expect(reservedLabel('you')).toBe('Reserved for you');
    expect(reservedLabel(undefined)).toBe('Reserved');
  });
});
