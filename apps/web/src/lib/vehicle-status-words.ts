import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VehicleBuyer, VehicleStatus } from '@ibc/domain';

/** A car's status as a member reads it (packages/domain vehicleStatusLabelFor), as messages. */
const STATUS_LABELS: Readonly<Record<VehicleStatus, MessageDescriptor>> = {
  available: msg({ message: 'Available', comment: 'Vehicle status' }),
  reserved: msg({ message: 'Reserved', comment: 'Vehicle status' }),
  sold: msg({ message: 'Sold', comment: 'Vehicle status' }),
  withdrawn: msg({ message: 'Withdrawn', comment: 'Vehicle status' }),
};
const BUYER_STATUS_LABELS: Readonly<Partial<Record<VehicleStatus, MessageDescriptor>>> = {
  reserved: msg`Reserved for you`,
  sold: msg`Bought by you`,
};

/** The status of a car the way its reader sees it: his own reads 'Reserved for you', 'Bought by you'. */
export function vehicleStatusMessage(status: VehicleStatus, buyer: VehicleBuyer | null): MessageDescriptor {
  return (buyer === 'you' ? BUYER_STATUS_LABELS[status] : undefined) ?? STATUS_LABELS[status];
}
