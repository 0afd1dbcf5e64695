import { offerStateLabel } from '@ibc/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<string, BadgeTone> = {
  submitted: 'brand',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
  countered: 'accent',
  expired: 'neutral',
};

/** The state of an offer; a price enquiry (kind 'kap-enquiry') reads 'Awaiting price' / 'Price received'. */
export function OfferStatusBadge({ status, kind }: { status: string; kind?: string | undefined }) {
  return <Badge tone={tones[status] ?? 'neutral'}>{offerStateLabel(status, kind)}</Badge>;
}
