import { useLingui } from '@lingui/react/macro';
import type { AccountStatus } from '@ibc/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ACCOUNT_STATUS_MESSAGES } from '@/lib/state-words';

const TONES: Readonly<Record<AccountStatus, BadgeTone>> = {
  pending: 'accent',
  approved: 'success',
  rejected: 'danger',
};

export function CustomerStatusBadge({ status }: { status: AccountStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={TONES[status]}>{i18n._(ACCOUNT_STATUS_MESSAGES[status])}</Badge>;
}
