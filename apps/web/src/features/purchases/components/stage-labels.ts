import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PurchaseState } from '@ibc/domain';

/** The words of each purchase state (the domain's PURCHASE_STAGE_LABELS), in the reader's language. */
export const PURCHASE_STAGE_MESSAGES: Readonly<Record<PurchaseState, MessageDescriptor>> = {
  purchased: msg`Purchased`,
  'in-yard': msg`In yard`,
  'export-certificate': msg`Export certificate issued`,
  inspected: msg`Inspected (JEVIC/MPI)`,
  booked: msg`Booked on a voyage`,
  departed: msg`Loaded / departed`,
  arrived: msg`Arrived`,
  released: msg`Released`,
  cancelled: msg({ message: 'Cancelled', context: 'purchase stage' }),
};

/** The domain's PURCHASE_MESSAGES.pendingPayments, in the reader's language. */
export const PENDING_PAYMENTS_MESSAGE = msg`Payments recorded against this purchase wait for confirmation: confirm or reject them first.`;
