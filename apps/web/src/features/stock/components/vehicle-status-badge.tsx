import { VEHICLE_STATUS_LABELS } from '@ibc/domain';
import { Badge } from '@/components/ui/badge';
import { isVehicleStatus, STATUS_TONES } from '../utils/format';

export function VehicleStatusBadge({ status }: { status: string }) {
  return isVehicleStatus(status) ? (
    <Badge tone={STATUS_TONES[status]}>{VEHICLE_STATUS_LABELS[status]}</Badge>
  ) : (
    <Badge>{status}</Badge>
  );
}
