import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VehicleBuyer, VehicleStatus } from '@ibc/domain';

/**
 * A car's statuses (VEHICLE_STATUS_LABELS), the words of state-words.ts for vehicles: here, in the
 * public catalogue, as visitors read them too.
 */
export const VEHICLE_STATUS_MESSAGES: Readonly<Record<VehicleStatus, MessageDescriptor>> = {
  available: msg({ message: 'Available', comment: 'Vehicle status' }),
  reserved: msg({ message: 'Reserved', comment: 'Vehicle status' }),
  sold: msg({ message: 'Sold', comment: 'Vehicle status' }),
  withdrawn: msg({ message: 'Withdrawn', comment: 'Vehicle status' }),
};
/** A member's own car reads as his, so he can tell it from a car another dealer holds. */
const BUYER_STATUS_LABELS: Readonly<Partial<Record<VehicleStatus, MessageDescriptor>>> = {
  reserved: msg`Reserved for you`,
  sold: msg`Bought by you`,
};

/**
 * The status of a car the way its reader sees it (packages/domain vehicleStatusLabelFor): his own
 * reads 'Reserved for you', 'Bought by you'.
 */
export function vehicleStatusMessage(status: VehicleStatus, buyer: VehicleBuyer | null): MessageDescriptor {
  return (buyer === 'you' ? BUYER_STATUS_LABELS[status] : undefined) ?? VEHICLE_STATUS_MESSAGES[status];
}
