import type { Voyage } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { daysBetween, formatScheduleDate } from '../utils/schedule-date';

/** The back office's list of voyages: one row per voyage, its port calls in ETA order. */
export function VoyagesTable({
  caption,
  voyages,
  onEdit,
}: {
  caption: string;
  voyages: readonly Voyage[];
  onEdit: (voyage: Voyage) => void;
}) {
  return (
    <DataTable
      caption={caption}
      data={voyages}
      getRowId={(voyage) => String(voyage.id)}
      columns={[
        {
          id: 'vessel',
          header: 'Vessel',
          className: 'font-medium whitespace-nowrap text-slate-900',
          cell: (voyage) => voyage.vesselName,
        },
        {
          id: 'voyage',
          header: 'Voyage',
          className: 'whitespace-nowrap',
          cell: (voyage) => voyage.voyageNumber,
        },
        {
          id: 'loadingPort',
          header: 'Loading port',
          className: 'whitespace-nowrap',
          cell: (voyage) => voyage.loadingPort,
        },
        {
          id: 'etd',
          header: 'ETD',
          className: 'whitespace-nowrap tabular-nums',
          cell: (voyage) => formatScheduleDate(voyage.etd),
        },
        {
          id: 'etas',
          header: 'Port ETAs',
          cell: (voyage) => (
            <ul
              className="space-y-0.5"
              aria-label={`Port ETAs of ${voyage.vesselName} voyage ${voyage.voyageNumber}`}
            >
              {voyage.calls.map((call) => (
                <li key={call.portId} className="whitespace-nowrap">
                  <span className="font-medium">{call.portName}</span>{' '}
                  <span className="text-slate-500">({call.countryName})</span>{' '}
                  <span className="tabular-nums">{formatScheduleDate(call.eta)}</span>{' '}
                  <span className="text-xs text-slate-500">{daysBetween(voyage.etd, call.eta)} days</span>
                </li>
              ))}
            </ul>
          ),
        },
      ]}
      rowActions={(voyage) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Edit ${voyage.vesselName} voyage ${voyage.voyageNumber}`}
          onClick={() => onEdit(voyage)}
        >
          Edit
        </Button>
      )}
    />
  );
}
