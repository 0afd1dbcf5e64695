import type { I18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  collectionDateList,
  NZ_COLLECTION_TIME_ZONE,
  NZ_HOLIDAY_TABLE_FIRST_YEAR,
  NZ_HOLIDAY_TABLE_LAST_YEAR,
} from '@ibc/domain';
import { formatDate } from '@/lib/formats';
import { nzInstant, workedExample, type WorkedExample } from '../utils/nz-worked-example';

// The example vessel: a Christmas arrival, so the worked example shows holidays being skipped.
const EXAMPLE_ARRIVAL_DATE = '2026-12-22';
const ARRIVAL_HOUR = 8;

/** A New Zealand calendar date ('2026-12-22') as 'Tue, 22 Dec 2026'. */
const formatDay = (i18n: I18n, isoDate: string) =>
  formatDate(
    i18n,
    `${isoDate}T00:00:00Z`,
    { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
    'en-NZ',
  );
/** An instant on a New Zealand wall clock. */
const formatInstant = (i18n: I18n, instant: Date) =>
  formatDate(
    i18n,
    instant,
    {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: NZ_COLLECTION_TIME_ZONE,
    },
    'en-NZ',
  );
/** A collection date (UTC midnight of its New Zealand date) as 'YYYY-MM-DD'. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

// The browser counts on the generated holiday table (no holiday rules downloaded), so the
// example covers the table's years; the server's own collection dates cover every year.
const FIRST_ARRIVAL = `${NZ_HOLIDAY_TABLE_FIRST_YEAR}-01-03`;
const LAST_ARRIVAL = `${NZ_HOLIDAY_TABLE_LAST_YEAR}-12-01`;

function exampleFor(carrierEta: Date): WorkedExample | null {
  try {
    return workedExample(carrierEta);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

function ExampleFigures({ carrierEta }: { carrierEta: Date }) {
  const { t, i18n } = useLingui();
  const example = exampleFor(carrierEta);
  if (!example) {
    const first = formatDay(i18n, FIRST_ARRIVAL);
    const last = formatDay(i18n, LAST_ARRIVAL);
    return (
      <p role="status" className="text-sm text-slate-700">
        <Trans>
          The worked example covers arrivals from {first} to {last}.
        </Trans>
      </p>
    );
  }
  const rows = [
    [t`Carrier ETA (scheduled arrival)`, formatInstant(i18n, example.carrierEta)],
    [t`Safe ETA (48 hours earlier)`, formatInstant(i18n, example.safeEta)],
    // The domain's one presenter: calendar order, each date said in plain words, §1's names kept
    // (the domain's English meaning, said here in the reader's language).
    ...collectionDateList(
      { earliest: isoDay(example.earliest), medium: isoDay(example.medium), latest: isoDay(example.latest) },
      (date) => formatDay(i18n, date),
    ).map(({ workingDays, name, dateText }) => {
      const meaning = t`${plural(workingDays, {
        one: `# working day after the safe ETA ("${name}" collection date)`,
        other: `# working days after the safe ETA ("${name}" collection date)`,
      })}`;
      return [meaning, dateText] as const;
    }),
  ];
  const skipped = example.days.filter((d) => !d.working);
  const skippedDays = skipped.map((d) => formatDay(i18n, d.date)).join(', ');
  return (
    <>
      <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <caption className="sr-only">
            <Trans>Collection dates for the example ETA</Trans>
          </caption>
          <tbody className="divide-y divide-slate-100">
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" className="px-3 py-2 text-start font-medium text-slate-700">
                  {label}
                </th>
                <td className="px-3 py-2 text-end font-semibold tabular-nums text-brand-900">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-700">
        <Trans>Counting starts the day after the safe ETA.</Trans>{' '}
        {skipped.length > 0
          ? t`Not counted: ${skippedDays} (weekends and public holidays in New Zealand, Japan, the Philippines or the USA).`
          : t`No weekend or public holiday falls in this period.`}
      </p>
    </>
  );
}

/** §1 New Zealand invoicing and collection, with a worked example computed by the domain rule. */
export function NzInvoicingNotice() {
  const [arrival, setArrival] = useState(EXAMPLE_ARRIVAL_DATE);
  const inputId = useId();
  const carrierEta = nzInstant(
    /^\d{4}-\d{2}-\d{2}$/.test(arrival) ? arrival : EXAMPLE_ARRIVAL_DATE,
    ARRIVAL_HOUR,
  );

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="space-y-3 rounded-lg border border-brand-200 bg-brand-50/60 p-4"
    >
      <h3 id={`${inputId}-title`} className="text-base font-semibold text-brand-900">
        <Trans>Worked example</Trans>
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
          <Trans>Carrier ETA at the New Zealand port (08:00 local)</Trans>
          <input
            id={inputId}
            type="date"
            value={arrival}
            min={FIRST_ARRIVAL}
            max={LAST_ARRIVAL}
            onChange={(e) => setArrival(e.target.value)}
            className="mt-1 block h-9 rounded-md border border-slate-300 bg-white px-2 text-sm tabular-nums"
          />
        </label>
      </div>
      <ExampleFigures carrierEta={carrierEta} />
    </section>
  );
}
