import { CUSTOMER_STATUS_LABELS, type AccountStatus } from '@ibc/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Readonly<Record<AccountStatus, BadgeTone>> = {
  pending: 'accent',
  approved: 'success',
  rejected: 'danger',
};

export function CustomerStatusBadge({ status }: { status: AccountStatus }) {
  return <Badge tone={TONES[status]}>{CUSTOMER_STATUS_LABELS[status]}</Badge>;
}
