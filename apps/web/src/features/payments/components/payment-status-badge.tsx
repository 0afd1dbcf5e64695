import { PAYMENT_STATUS_LABELS } from '@ibc/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<string, BadgeTone> = { pending: 'accent', confirmed: 'success', rejected: 'danger' };

export function PaymentStatusBadge({ status }: { status: string }) {
  return <Badge tone={tones[status] ?? 'neutral'}>{PAYMENT_STATUS_LABELS[status] ?? status}</Badge>;
}
