import { useLingui } from '@lingui/react/macro';
import { PAYMENT_MACHINE, type PaymentState } from '@ibc/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { PAYMENT_STATUS_MESSAGES } from '@/lib/state-words';

const tones: Readonly<Record<PaymentState, BadgeTone>> = {
  pending: 'accent',
  confirmed: 'success',
  rejected: 'danger',
};

/** Awaiting confirmation, Confirmed or Rejected (the payment machine's states). */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  if (!PAYMENT_MACHINE.isState(status)) return <Badge tone="neutral">{status}</Badge>;
  return <Badge tone={tones[status]}>{i18n._(PAYMENT_STATUS_MESSAGES[status])}</Badge>;
}
