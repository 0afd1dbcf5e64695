import { useState } from 'react';
import { VEHICLE_STATUS_LABELS, VEHICLE_STATUSES, type StockVehicle, type VehicleStatus } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import { useChangeVehicleStatus } from '../api/change-vehicle-status';
import { isVehicleStatus } from '../utils/format';
import { VehicleStatusBadge } from './vehicle-status-badge';

/** Available, reserved, sold or withdrawn; the searches show available and reserved (marked) units. */
export function VehicleStatusControl({ vehicle }: { vehicle: StockVehicle }) {
  const change = useChangeVehicleStatus();
  const [status, setStatus] = useState<VehicleStatus>(
    isVehicleStatus(vehicle.status) ? vehicle.status : 'available',
  );
  return (
    <CardSection id="vehicle-status" title="Status">
      <div className="mt-2 space-y-3">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          Now: <VehicleStatusBadge status={vehicle.status} />
        </p>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate({ id: vehicle.id, status });
          }}
        >
          <label className="flex flex-col gap-1 text-xs font-semibold text-slate-700">
            New status
            <Select
              value={status}
              onChange={(e) => setStatus(isVehicleStatus(e.target.value) ? e.target.value : 'available')}
            >
              {VEHICLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {VEHICLE_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </label>
          <Button type="submit" variant="secondary" disabled={change.isPending || status === vehicle.status}>
            Change status
          </Button>
        </form>
        <p className="text-xs text-slate-500">
          Members see available and reserved vehicles (reserved ones marked, without offers); sold and
          withdrawn vehicles leave the search.
        </p>
        {change.isError && <FormAlert>{change.error.message}</FormAlert>}
        {change.isSuccess && (
          <p role="status" className="text-sm font-medium text-success-700">
            Status changed to {VEHICLE_STATUS_LABELS[status].toLowerCase()}.
          </p>
        )}
      </div>
    </CardSection>
  );
}
