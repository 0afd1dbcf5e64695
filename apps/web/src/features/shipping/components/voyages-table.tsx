import type { Voyage } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { DataTable, Td, Th } from '@/components/ui/data-table';
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
    <DataTable caption={caption}>
      <thead>
        <tr>
          <Th>Vessel</Th>
          <Th>Voyage</Th>
          <Th>Loading port</Th>
          <Th>ETD</Th>
          <Th>Port ETAs</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {voyages.map((voyage) => (
          <tr key={voyage.id}>
            <Td className="font-medium whitespace-nowrap text-slate-900">{voyage.vesselName}</Td>
            <Td className="whitespace-nowrap">{voyage.voyageNumber}</Td>
            <Td className="whitespace-nowrap">{voyage.loadingPort}</Td>
            <Td className="whitespace-nowrap tabular-nums">{formatScheduleDate(voyage.etd)}</Td>
            <Td>
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
            </Td>
            <Td className="text-right">
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Edit ${voyage.vesselName} voyage ${voyage.voyageNumber}`}
                onClick={() => onEdit(voyage)}
              >
                Edit
              </Button>
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
