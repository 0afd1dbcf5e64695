import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import {
  FOREX_CHART_RANGE_DAYS,
  FOREX_CHART_RANGES,
  type ForexChart,
  type ForexChartRange,
} from '@ibc/domain';
import { buttonClasses } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { showsPrices, usePriceAccess } from '@/lib/current-user';
import { useYenChart } from '../api/get-yen-chart';
import { formatRate } from '@/lib/formats';
import { formatDay } from '../utils/format';

// recharts is loaded by this page only, when the chart is first drawn (its own chunk).
const YenLineChart = lazy(() => import('../components/yen-line-chart'));

const RANGE_LABELS: Readonly<Record<ForexChartRange, MessageDescriptor>> = {
  '90d': msg`90 days`,
  '1y': msg`1 year`,
};

/** The domain's FOREX_AFTER_APPROVAL_NOTE, as a message. */
const AFTER_APPROVAL_NOTE = msg`Rates show once your account is approved.`;

/** /stocks/yen-chart: the history of the rates members' prices use, per currency. */
export default function YenChartPage() {
  const { t, i18n } = useLingui();
  const access = usePriceAccess();
  return (
    <article className="space-y-5">
      <PageHeader eyebrow={t`Stock`} title={t`Yen chart`} />
      <div className="max-w-3xl space-y-3 text-[15px] leading-relaxed text-slate-700">
        <p>
          <Trans>
            Our stock is priced in Japanese yen, so the rate between the yen and your currency moves your
            landed price. Rates are quoted as yen per one unit of your currency: a higher figure means your
            currency buys more yen, and the same vehicle costs you less. At ¥88.50 per NZD a ¥650,000 FOB
            price is NZ$7,345 before freight and fees; at ¥92.00 it is NZ$7,065.
          </Trans>
        </p>
      </div>
      {showsPrices(access) ? (
        <MemberChart />
      ) : access === 'loading' ? (
        <Skeleton className="h-72 w-full" />
      ) : access !== 'visitor' ? (
        // Rates are what prices are made of: a company under review is not asked for them (the API refuses).
        <CardSection id="yen-chart-after-approval" title={t`The chart is for approved dealers`}>
          <p className="mt-2 text-sm text-slate-600">{i18n._(AFTER_APPROVAL_NOTE)}</p>
        </CardSection>
      ) : (
        <CardSection id="yen-chart-sign-in" title={t`The chart is for signed-in dealers`}>
          <p className="mt-2 text-sm text-slate-600">
            <Trans>
              Sign in to see the rates your prices use and how they moved over the last 90 days or year.
            </Trans>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link to="/account/login" className={buttonClasses('primary', 'sm')}>
              <Trans>Sign in</Trans>
            </Link>
            <Link to="/account/signup" className={buttonClasses('secondary', 'sm')}>
              <Trans>Open a dealer account</Trans>
            </Link>
          </div>
        </CardSection>
      )}
    </article>
  );
}

function MemberChart() {
  const { t, i18n } = useLingui();
  const [currency, setCurrency] = useState<string | undefined>();
  const [range, setRange] = useState<ForexChartRange>('90d');
  const chart = useYenChart(currency, range);
  const data = chart.data;
  return (
    <CardSection id="yen-chart-heading" title={t`Yen per unit, daily close`} bodyClassName="mt-3 space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex w-72 max-w-full flex-col gap-1 text-xs font-semibold text-slate-700">
          <Trans>Currency</Trans>
          <Select
            value={data?.currency ?? currency ?? ''}
            onChange={(event) => setCurrency(event.target.value)}
            disabled={!data}
          >
            {(data?.currencies ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c.code} – {c.name}
              </option>
            ))}
          </Select>
        </label>
        <div
          role="group"
          aria-label={t`Range`}
          className="inline-flex rounded-md border border-slate-300 p-0.5"
        >
          {FOREX_CHART_RANGES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={range === value}
              onClick={() => setRange(value)}
              className={cn(
                'rounded px-3 py-1 text-sm font-medium',
                range === value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {i18n._(RANGE_LABELS[value])}
            </button>
          ))}
        </div>
      </div>
      <QueryState query={chart} loadingClassName="h-72 w-full">
        {(data) => <ChartWithTable chart={data} />}
      </QueryState>
    </CardSection>
  );
}

/** What the line shows, in words: the figure a screen reader hears instead of the drawing. */
export function chartSummary(i18n: I18n, chart: ForexChart): string {
  const { currency } = chart;
  const first = chart.points[0];
  const last = chart.points.at(-1);
  if (!first || !last) return i18n._(msg`No ${currency} rates in this period.`);
  const values = chart.points.map((p) => p.jpyPerUnit);
  const byValue = [...values].sort((a, b) => Number(a) - Number(b));
  const [low = first.jpyPerUnit] = byValue;
  const high = byValue.at(-1) ?? last.jpyPerUnit;
  const range = i18n._(RANGE_LABELS[chart.range]);
  const firstRate = `¥${formatRate(i18n, first.jpyPerUnit)}`;
  const firstDay = formatDay(i18n, first.date);
  const lastRate = `¥${formatRate(i18n, last.jpyPerUnit)}`;
  const lastDay = formatDay(i18n, last.date);
  const lowRate = `¥${formatRate(i18n, low)}`;
  const highRate = `¥${formatRate(i18n, high)}`;
  return i18n._(
    msg`Yen per ${currency} over ${range}: ${firstRate} on ${firstDay}, ${lastRate} on ${lastDay}; low ${lowRate}, high ${highRate}.`,
  );
}

function ChartWithTable({ chart }: { chart: ForexChart }) {
  const { t, i18n } = useLingui();
  const summary = chartSummary(i18n, chart);
  const days = FOREX_CHART_RANGE_DAYS[chart.range];
  const { currency } = chart;
  return (
    <>
      <figure className="space-y-2">
        <div role="img" aria-label={summary} className="h-72 w-full">
          {chart.points.length > 0 && (
            <Suspense fallback={<Skeleton className="h-72 w-full" />}>
              <YenLineChart points={chart.points} />
            </Suspense>
          )}
        </div>
        <figcaption className="text-xs text-slate-500">
          {summary}{' '}
          <Trans>
            Each point is the rate in force at the end of the day, Japan time; today&apos;s is the rate in
            force now.
          </Trans>
        </figcaption>
      </figure>
      <details className="group">
        <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:underline">
          <Trans>Show table</Trans>
        </summary>
        <DataTable
          caption={t`Yen per ${currency}, daily close, ${plural(days, { one: 'last # day', other: 'last # days' })}`}
          className="mt-2 max-h-96 overflow-y-auto"
          data={[...chart.points].reverse()}
          getRowId={(point) => point.date}
          columns={[
            {
              id: 'date',
              header: t`Date`,
              className: 'tabular-nums',
              cell: (point) => formatDay(i18n, point.date),
            },
            {
              id: 'rate',
              header: t`Yen per ${currency}`,
              align: 'end',
              className: 'tabular-nums',
              cell: (point) => `¥${formatRate(i18n, point.jpyPerUnit)}`,
            },
          ]}
        />
      </details>
    </>
  );
}
