import { OFFER_STATUS_LABELS } from '@ibc/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<string, BadgeTone> = {
  submitted: 'brand',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
  countered: 'accent',
  expired: 'neutral',
};

export function OfferStatusBadge({ status }: { status: string }) {
  return <Badge tone={tones[status] ?? 'neutral'}>{OFFER_STATUS_LABELS[status] ?? status}</Badge>;
}
