import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PAYMENT_MACHINE, type PaymentState } from '@ibc/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Readonly<Record<PaymentState, BadgeTone>> = {
  pending: 'accent',
  confirmed: 'success',
  rejected: 'danger',
};

/** The payment machine's states in the reader's language (the domain's PAYMENT_STATUS_LABELS). */
export const PAYMENT_STATUS_MESSAGES: Readonly<Record<PaymentState, MessageDescriptor>> = {
  pending: msg({ message: 'Awaiting confirmation', context: 'payment status' }),
  confirmed: msg({ message: 'Confirmed', context: 'payment status' }),
  rejected: msg({ message: 'Rejected', context: 'payment status' }),
};

/** Awaiting confirmation, Confirmed or Rejected (the payment machine's states). */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  if (!PAYMENT_MACHINE.isState(status)) return <Badge tone="neutral">{status}</Badge>;
  return <Badge tone={tones[status]}>{i18n._(PAYMENT_STATUS_MESSAGES[status])}</Badge>;
}
