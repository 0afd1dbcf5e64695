import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isReserved, STAFF_VEHICLE_ACTIONS, type StaffVehicleAction, type StockVehicle } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { useChangeVehicleStatus } from '../api/change-vehicle-status';
import { ACTION_LABELS, STATUS_CHANGED } from '../utils/labels';
import { VehicleStatusBadge } from './vehicle-status-badge';

/** What each step does, as the confirmation states it before anything changes. */
const CONSEQUENCES: Record<
  StaffVehicleAction,
  {
    title: (i18n: I18n, name: string) => string;
    description: MessageDescriptor;
    tone: 'danger' | 'primary';
  }
> = {
  withdraw: {
    title: (i18n, name) => i18n._(msg`Withdraw ${name} from sale?`),
    description: msg`It leaves the members’ searches and takes no new offers. Offers already open on it stay open but cannot be accepted until it is put back on sale.`,
    tone: 'danger',
  },
  relist: {
    title: (i18n, name) => i18n._(msg`Put ${name} back on sale?`),
    description: msg`It shows in the members’ searches again, available, and takes offers.`,
    tone: 'primary',
  },
  'mark-sold': {
    title: (i18n, name) => i18n._(msg`Mark ${name} as sold elsewhere?`),
    description: msg`It leaves the searches for good: a sold vehicle never goes back on sale. Offers open on it can no longer be accepted.`,
    tone: 'danger',
  },
};

/**
 * The vehicle's status and the steps staff may take on it now: one button per allowed action (the
 * API reads them from the vehicle's machine), each confirmed in a dialog that states what happens.
 * A reserved car that a purchase holds has none: it goes back on sale only by cancelling the purchase.
 */
export function VehicleStatusControl({ vehicle }: { vehicle: StockVehicle }) {
  const { t, i18n } = useLingui();
  const change = useChangeVehicleStatus();
  const [asking, setAsking] = useState<StaffVehicleAction | null>(null);
  const actions = STAFF_VEHICLE_ACTIONS.filter((action) => vehicle.allowedActions.includes(action));
  const name = `${vehicle.make} ${vehicle.model} ${vehicle.chassis}`;
  const { purchaseId } = vehicle;
  const purchaseLink =
    purchaseId === null ? null : (
      <Link to={`/admin/purchases/${purchaseId}`} className="font-semibold text-brand-700 underline">
        <Trans>Open purchase #{purchaseId}</Trans>
      </Link>
    );

  // No step left: a purchase holds the reserved car, or it is sold.
  const held = isReserved(vehicle.status) && vehicle.purchaseId !== null;
  const noSteps: ReactNode =
    actions.length > 0 ? null : (
      <p className="text-sm text-slate-700">
        {held ? (
          <Trans>A purchase holds this vehicle: it goes back on sale only by cancelling its purchase.</Trans>
        ) : (
          <Trans>A sold vehicle never goes back on sale.</Trans>
        )}{' '}
        {purchaseLink}
      </p>
    );

  return (
    <CardSection id="vehicle-status" title={t`Status`}>
      <div className="mt-2 space-y-3">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Trans>
            Now: <VehicleStatusBadge status={vehicle.status} />
          </Trans>
        </p>
        {actions.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <ConfirmDialog
                key={action}
                open={asking === action}
                onOpenChange={(open) => setAsking(open ? action : null)}
                trigger={
                  <Button
                    variant={CONSEQUENCES[action].tone === 'danger' ? 'secondary' : 'primary'}
                    disabled={change.isPending}
                  >
                    {i18n._(ACTION_LABELS[action])}
                  </Button>
                }
                title={CONSEQUENCES[action].title(i18n, name)}
                description={i18n._(CONSEQUENCES[action].description)}
                confirmLabel={i18n._(ACTION_LABELS[action])}
                tone={CONSEQUENCES[action].tone}
                onConfirm={() => change.mutate({ id: vehicle.id, action })}
              />
            ))}
          </div>
        )}
        {noSteps}
        <p className="text-xs text-slate-500">
          <Trans>
            Members see available and reserved vehicles (reserved ones marked, without offers); sold and
            withdrawn vehicles leave the search.
          </Trans>
        </p>
        {change.isError && <FormAlert>{change.error.message}</FormAlert>}
        {change.isSuccess && (
          <p role="status" className="text-sm font-medium text-success-700">
            {i18n._(STATUS_CHANGED[change.data.status])}
          </p>
        )}
      </div>
    </CardSection>
  );
}
