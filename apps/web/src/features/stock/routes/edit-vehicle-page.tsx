import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { useCatalogue } from '../api/get-catalogue';
import { useStockPriceRanges } from '../api/get-price-ranges';
import { useStockVehicle } from '../api/get-stock-vehicle';
import { useSaveVehicle } from '../api/save-vehicle';
import { PriceHistory } from '../components/price-history';
import { VehicleForm } from '../components/vehicle-form';
import { VehiclePhotos } from '../components/vehicle-photos';
import { StockPageHeader } from '../components/stock-page-header';
import { VehicleStatusBadge } from '../components/vehicle-status-badge';
import { VehicleStatusControl } from '../components/vehicle-status-control';

/** /admin/stock/:id: every field, the status, the photos and the price history of one vehicle. */
export default function EditVehiclePage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const added = (useLocation().state as { added?: boolean } | null)?.added === true;
  const vehicle = useStockVehicle(id);
  const catalogue = useCatalogue();
  const priceRanges = useStockPriceRanges();
  const save = useSaveVehicle();

  // The form needs the catalogue's makes too: the page waits for both.
  const page = { ...vehicle, isPending: vehicle.isPending || catalogue.isPending };
  return (
    <QueryState
      query={page}
      loadingClassName="h-96 w-full"
      errorText={(error) =>
        error instanceof ApiError && error.status === 404 ? t`This vehicle does not exist.` : error.message
      }
    >
      {(v) => (
        <div className="space-y-5">
          <StockPageHeader
            title={`${v.year} ${v.make} ${v.model} ${v.grade}`.trim()}
            description={
              <span className="flex flex-wrap items-center gap-2">
                <bdi className="font-mono">{v.chassis}</bdi> <VehicleStatusBadge status={v.status} />
              </span>
            }
          />
          {added && (
            <FormAlert tone="success">
              <Trans>The vehicle has been added. Members can find it in the search now.</Trans>
            </FormAlert>
          )}
          <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0 space-y-5">
              <VehiclePhotos vehicleId={v.id} />
              <VehicleForm
                vehicle={v}
                catalogue={catalogue.data ?? []}
                priceRanges={priceRanges.data?.ranges}
                onSave={(input) => save.mutateAsync({ id: v.id, input })}
              />
            </div>
            <aside className="space-y-5">
              <VehicleStatusControl vehicle={v} />
              <PriceHistory entries={v.priceHistory} />
            </aside>
          </div>
        </div>
      )}
    </QueryState>
  );
}
