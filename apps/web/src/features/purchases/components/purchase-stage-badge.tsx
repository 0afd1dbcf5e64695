import {
  PURCHASE_STAGE_LABELS,
  purchaseStanding,
  type PurchaseStanding,
  type PurchaseState,
} from '@ibc/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES = { 'under-way': 'brand', complete: 'success', cancelled: 'danger' } as const satisfies Record<
  PurchaseStanding,
  BadgeTone
>;

export function PurchaseStageBadge({ stage }: { stage: PurchaseState }) {
  return <Badge tone={TONES[purchaseStanding(stage)]}>{PURCHASE_STAGE_LABELS[stage]}</Badge>;
}
