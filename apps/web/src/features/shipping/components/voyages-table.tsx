import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  return (
    <DataTable
      caption={caption}
      data={voyages}
      getRowId={(voyage) => String(voyage.id)}
      columns={[
        {
          id: 'vessel',
          header: t`Vessel`,
          className: 'font-medium whitespace-nowrap text-slate-900',
          cell: (voyage) => voyage.vesselName,
        },
        {
          id: 'voyage',
          header: t`Voyage`,
          className: 'whitespace-nowrap',
          cell: (voyage) => voyage.voyageNumber,
        },
        {
          id: 'loadingPort',
          header: t`Loading port`,
          className: 'whitespace-nowrap',
          cell: (voyage) => voyage.loadingPort,
        },
        {
          id: 'etd',
          header: t`ETD`,
          className: 'whitespace-nowrap tabular-nums',
          cell: (voyage) => formatScheduleDate(i18n, voyage.etd),
        },
        {
          id: 'etas',
          header: t`Port ETAs`,
          cell: ({ vesselName, voyageNumber, etd, calls }) => (
            <ul className="space-y-0.5" aria-label={t`Port ETAs of ${vesselName} voyage ${voyageNumber}`}>
              {calls.map((call) => {
                const days = daysBetween(etd, call.eta);
                return (
                  <li key={call.portId} className="whitespace-nowrap">
                    <span className="font-medium">{call.portName}</span>{' '}
                    <span className="text-slate-500">({call.countryName})</span>{' '}
                    <span className="tabular-nums">{formatScheduleDate(i18n, call.eta)}</span>{' '}
                    <span className="text-xs text-slate-500">
                      <Plural value={days} one="# day" other="# days" />
                    </span>
                  </li>
                );
              })}
            </ul>
          ),
        },
      ]}
      rowActions={(voyage) => {
        const { vesselName, voyageNumber } = voyage;
        return (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t`Edit ${vesselName} voyage ${voyageNumber}`}
            onClick={() => onEdit(voyage)}
          >
            <Trans>Edit</Trans>
          </Button>
        );
      }}
    />
  );
}
