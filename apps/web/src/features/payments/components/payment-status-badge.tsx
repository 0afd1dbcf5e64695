import { PAYMENT_MACHINE, PAYMENT_STATUS_LABELS, type PaymentState } from '@ibc/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Readonly<Record<PaymentState, BadgeTone>> = {
  pending: 'accent',
  confirmed: 'success',
  rejected: 'danger',
};

/** Awaiting confirmation, Confirmed or Rejected (the payment machine's states). */
export function PaymentStatusBadge({ status }: { status: string }) {
  if (!PAYMENT_MACHINE.isState(status)) return <Badge tone="neutral">{status}</Badge>;
  return <Badge tone={tones[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}
