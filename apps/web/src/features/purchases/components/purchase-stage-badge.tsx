import { useLingui } from '@lingui/react/macro';
import { purchaseStanding, type PurchaseStanding, type PurchaseState } from '@ibc/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { PURCHASE_STAGE_MESSAGES } from '@/lib/state-words';

const TONES = { 'under-way': 'brand', complete: 'success', cancelled: 'danger' } as const satisfies Record<
  PurchaseStanding,
  BadgeTone
>;

export function PurchaseStageBadge({ stage }: { stage: PurchaseState }) {
  const { i18n } = useLingui();
  return <Badge tone={TONES[purchaseStanding(stage)]}>{i18n._(PURCHASE_STAGE_MESSAGES[stage])}</Badge>;
}
