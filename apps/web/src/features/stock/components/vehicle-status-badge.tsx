import { VEHICLE_STATUS_LABELS, type VehicleStatus } from '@ibc/domain';
import { Badge } from '@/components/ui/badge';
import { STATUS_TONES } from '../utils/format';

export function VehicleStatusBadge({ status }: { status: VehicleStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{VEHICLE_STATUS_LABELS[status]}</Badge>;
}
