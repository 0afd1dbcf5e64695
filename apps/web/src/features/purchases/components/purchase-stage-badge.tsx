import { PURCHASE_STAGE_LABELS } from '@ibc/domain';
import { Badge } from '@/components/ui/badge';

export function PurchaseStageBadge({ stage }: { stage: string }) {
  return (
    <Badge tone={stage === 'released' ? 'success' : stage === 'cancelled' ? 'danger' : 'brand'}>
      {PURCHASE_STAGE_LABELS[stage] ?? stage}
    </Badge>
  );
}
