import { useLingui } from '@lingui/react/macro';
import type { AccountStatus } from '@ibc/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { CUSTOMER_STATUS_TEXT } from '../utils/labels';

const TONES: Readonly<Record<AccountStatus, BadgeTone>> = {
  pending: 'accent',
  approved: 'success',
  rejected: 'danger',
};

export function CustomerStatusBadge({ status }: { status: AccountStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={TONES[status]}>{i18n._(CUSTOMER_STATUS_TEXT[status])}</Badge>;
}
