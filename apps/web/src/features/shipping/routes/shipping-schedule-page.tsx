import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { MemberSailing, MemberShippingSchedule } from '@ibc/domain';
import { Callout } from '@/components/ui/callout';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { NextSteps } from '@/components/ui/next-steps';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useShippingSchedule } from '../api/get-shipping-schedule';
import { formatScheduleDate } from '../utils/schedule-date';

/**
 * /my-account/shipping-schedule: the upcoming sailings from Japan to the member's country, as the
 * sales team keeps them in /admin/shipping, with the carrier's ETA at each of the country's ports
 * (one column per port, in the order Auckland, Wellington, Lyttelton, Nelson for New Zealand). The
 * app's route (app/routes/shipping-schedule-page.tsx) puts the member's own vehicles at sea in `mine`,
 * above the general schedule.
 */
export function ShippingScheduleView({ mine }: { mine?: ReactNode }) {
  const { t } = useLingui();
  const schedule = useShippingSchedule();
  const country = schedule.data?.country?.name;
  return (
    <article className="space-y-5">
      <PageHeader eyebrow={t`My account`} title={t`Shipping schedule`} />
      <p className="max-w-3xl text-base text-slate-800">
        {country ? (
          <Trans>
            Upcoming RORO sailings from Japan to {country} with the carrier's ETA at each port. Vehicles paid
            for five working days before departure are booked on the vessel listed.
          </Trans>
        ) : (
          <Trans>
            Upcoming RORO sailings from Japan with the carrier's ETA at each port. Vehicles paid for five
            working days before departure are booked on the vessel listed.
          </Trans>
        )}
      </p>
      {mine}
      <QueryState
        query={schedule}
        loadingClassName="h-48 w-full"
        errorText={() => <Trans>The shipping schedule could not be loaded. Please try again later.</Trans>}
        empty={{
          when: (data) => data.sailings.length === 0,
          title: t`No sailings scheduled yet.`,
          description: country
            ? t`There are no upcoming sailings to ${country} on the schedule at the moment. Please check again soon or ask your sales contact.`
            : t`There are no upcoming sailings on the schedule at the moment. Please check again soon or ask your sales contact.`,
        }}
      >
        {(data) => <SailingsTable schedule={data} />}
      </QueryState>
      <Callout title={t`ETAs change`} className="max-w-3xl">
        <Trans>
          ETAs are the carrier's and move with weather and port congestion; this page always shows the latest
          dates the lines have given us.
        </Trans>
      </Callout>
      <NextSteps
        links={[
          [t`Notices`, '/my-account/notices'],
          [t`Bill of lading`, '/my-account/bill-of-lading'],
        ]}
      />
    </article>
  );
}

const dates = 'whitespace-nowrap tabular-nums text-slate-700';

function SailingsTable({ schedule }: { schedule: MemberShippingSchedule }) {
  const { t, i18n } = useLingui();
  // One column per port reads best for one country; every market's ports (an account without a
  // country) would be too many columns, so they are listed in one.
  const perPort = schedule.country !== null;
  const eta = (sailing: MemberSailing, portId: number) => sailing.calls.find((c) => c.portId === portId)?.eta;
  const columns: DataColumn<MemberSailing>[] = [
    {
      id: 'vessel',
      header: t`Vessel / voyage`,
      rowHeader: true,
      // The vessel stays in view while the dates scroll sideways on a phone.
      headerClassName: 'sticky inset-s-0',
      className: 'sticky inset-s-0 bg-white',
      cell: ({ vesselName, voyageNumber }) => (
        <>
          {vesselName}
          <span className="block text-xs font-normal text-slate-500">
            <Trans>Voyage {voyageNumber}</Trans>
          </span>
        </>
      ),
    },
    {
      id: 'etd',
      header: t`Departs Japan`,
      className: dates,
      cell: (sailing) => (
        <>
          {formatScheduleDate(i18n, sailing.etd)}
          <span className="block text-xs text-slate-500">{sailing.loadingPort}</span>
        </>
      ),
    },
    ...(perPort
      ? schedule.ports.map((port): DataColumn<MemberSailing> => ({
          id: `port-${port.id}`,
          header: port.name,
          className: dates,
          cell: (sailing) => {
            const date = eta(sailing, port.id);
            return date ? formatScheduleDate(i18n, date) : <span aria-label={t`Does not call`}>–</span>;
          },
        }))
      : [
          {
            id: 'arrives',
            header: t`Arrives`,
            className: 'text-slate-700',
            cell: (sailing: MemberSailing) => (
              <ul className="space-y-0.5">
                {sailing.calls.map((call) => (
                  <li key={call.portId} className="whitespace-nowrap">
                    {call.portName} ({call.countryName}){' '}
                    <span className="tabular-nums">{formatScheduleDate(i18n, call.eta)}</span>
                  </li>
                ))}
              </ul>
            ),
          },
        ]),
  ];
  const country = schedule.country?.name;
  return (
    <DataTable
      caption={country ? t`Upcoming sailings to ${country}` : t`Upcoming sailings`}
      data={schedule.sailings}
      columns={columns}
      getRowId={(sailing) => String(sailing.id)}
    />
  );
}
