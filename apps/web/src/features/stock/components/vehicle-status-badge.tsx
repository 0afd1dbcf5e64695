import { useLingui } from '@lingui/react/macro';
import type { VehicleStatus } from '@ibc/domain';
import { Badge } from '@/components/ui/badge';
import { STATUS_TONES } from '../utils/format';
import { vehicleStatusText } from '@/lib/state-words';

export function VehicleStatusBadge({ status }: { status: VehicleStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={STATUS_TONES[status]}>{vehicleStatusText(i18n, status)}</Badge>;
}
