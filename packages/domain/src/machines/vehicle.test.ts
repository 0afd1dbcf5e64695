import { describe, expect, it } from 'vitest';
import { tableMismatches, type TableRow } from './table-check.ts';
import {
  isForSale,
  STAFF_VEHICLE_ACTIONS,
  takesOffers,
  VEHICLE_MACHINE,
  VEHICLE_MESSAGES,
  type VehicleAction,
  type VehicleStatus,
} from './vehicle.ts';

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
