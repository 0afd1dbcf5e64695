import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { offerStatusText } from '@/lib/state-words';

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
  const { i18n } = useLingui();
  return <Badge tone={tones[status] ?? 'neutral'}>{offerStatusText(i18n, status, kind)}</Badge>;
}
