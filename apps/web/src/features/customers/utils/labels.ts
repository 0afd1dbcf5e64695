import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EXPORT_REGION_LABELS } from '@ibc/domain';

/** The words of the domain's export regions (EXPORT_REGION_LABELS). */
export const EXPORT_REGION_TEXT: Readonly<Record<keyof typeof EXPORT_REGION_LABELS, MessageDescriptor>> = {
  atnz: msg`At NZ (landed New Zealand)`,
  atoz: msg`At OZ (landed Australia)`,
};

/** The domain's JPY_FOREX_NOTE: the forex line of a JPY account. */
export const JPY_FOREX_TEXT = msg`Forex is applicable to non JPY account only`;
