import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { formatMoneyText } from '@/lib/formats';
import { hasPrice, useChecklistVehicle } from '../api/get-checklist';
import { ChecklistSpecs } from '../components/checklist-specs';
import { PriceDetailsList } from '../components/price-details';
import { showNoCarImage } from '@/components/ui/no-car-image';

/** /printable/ois?id= — the vehicle information sheet, print-ready (the layout hides header and footer, §2). */
export default function PrintableOisPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const query = useChecklistVehicle(Number.isInteger(id) && id > 0 ? id : null);
  if (query.isPending && query.fetchStatus !== 'idle')
    return <Spinner label={t`Loading vehicle`} className="m-8" />;
  if (!query.data) {
    return (
      <h1 className="p-8 text-lg font-semibold text-brand-900">
        <Trans>Vehicle not found</Trans>
      </h1>
    );
  }
  const vehicle = query.data;
  return (
    <div className="mx-auto max-w-4xl bg-white p-6 print:p-0">
      <header className="mb-4 flex items-start justify-between gap-4 border-b border-slate-300 pb-3">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <Trans>IBC Japan — Vehicle information sheet</Trans>
          </p>
          <h1 className="text-xl font-semibold text-brand-900">{vehicle.vehicleFullname}</h1>
          <p className="font-mono text-xs text-slate-600">
            <bdi>{vehicle.chassis}</bdi>
          </p>
        </div>
        <div className="text-end">
          {hasPrice(vehicle) && (
            <p className="text-xl font-bold tabular-nums">{formatMoneyText(i18n, vehicle.price)}</p>
          )}
          <button
            type="button"
            onClick={() => window.print()}
            className="mt-1 rounded-md border border-slate-300 px-3 py-1 text-sm font-semibold print:hidden"
          >
            <Trans>Print</Trans>
          </button>
        </div>
      </header>
      <ul className="mb-4 grid grid-cols-3 gap-2" aria-label={t`Photos`}>
        {vehicle.photos.map((photo, i) => {
          const name = vehicle.vehicleFullname;
          const position = i + 1;
          const count = vehicle.photos.length;
          return (
            <li key={photo}>
              <img
                src={photo}
                alt={t`${name}, ${position} of ${count}`}
                onError={showNoCarImage}
                className="aspect-[4/3] w-full rounded object-cover"
              />
            </li>
          );
        })}
      </ul>
      {hasPrice(vehicle) && (
        <PriceDetailsList
          vehicle={vehicle}
          className="mb-4 grid max-w-sm grid-cols-[1fr_auto] gap-x-3 text-sm"
        />
      )}
      <ChecklistSpecs vehicle={vehicle} />
    </div>
  );
}
