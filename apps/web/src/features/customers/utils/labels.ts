import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountStatus, EXPORT_REGION_LABELS } from '@ibc/domain';

/** The words of the domain's account statuses (CUSTOMER_STATUS_LABELS), in the reader's language. */
export const CUSTOMER_STATUS_TEXT: Readonly<Record<AccountStatus, MessageDescriptor>> = {
  pending: msg`Pending approval`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

/** The words of the domain's export regions (EXPORT_REGION_LABELS). */
export const EXPORT_REGION_TEXT: Readonly<Record<keyof typeof EXPORT_REGION_LABELS, MessageDescriptor>> = {
  atnz: msg`At NZ (landed New Zealand)`,
  atoz: msg`At OZ (landed Australia)`,
};

/** The domain's JPY_FOREX_NOTE: the forex line of a JPY account. */
export const JPY_FOREX_TEXT = msg`Forex is applicable to non JPY account only`;
