import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ForexChartPoint } from '@ibc/domain';
import { formatAmount, formatDate, formatRate } from '@/lib/formats';
import { formatDay } from '../utils/format';

// The yen chart's drawing. recharts is big and only this page needs it: this module is imported
// lazily (yen-chart-page.tsx), so the library is a chunk of its own that no other page downloads.

interface Plotted extends ForexChartPoint {
  /** For drawing only; every figure a person reads is the exact text. */
  value: number;
}

function ChartTooltip({ active, payload }: { active?: boolean; payload?: readonly { payload?: Plotted }[] }) {
  const { i18n } = useLingui();
  const point = active ? payload?.[0]?.payload : undefined;
  if (!point) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-white px-2.5 py-1.5 text-xs shadow-sm">
      <p className="text-slate-500">{formatDay(i18n, point.date)}</p>
      <p className="font-semibold text-slate-900 tabular-nums">¥{formatRate(i18n, point.jpyPerUnit)}</p>
    </div>
  );
}

/** An axis figure to five significant digits, as the reader writes figures: '¥88.25', '¥1,234.6'. */
function axisRate(i18n: I18n, value: number): string {
  const figure = String(Number(value.toPrecision(5)));
  return `¥${formatAmount(i18n, figure, figure.split('.')[1]?.length ?? 0)}`;
}

export default function YenLineChart({ points }: { points: readonly ForexChartPoint[] }) {
  const { i18n } = useLingui();
  const tick = (date: string) =>
    formatDate(i18n, `${date}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const data: Plotted[] = points.map((point) => ({ ...point, value: Number(point.jpyPerUnit) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 12, bottom: 4, left: 4 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={tick}
          minTickGap={32}
          tick={{ fontSize: 12, fill: '#475569' }}
          tickLine={false}
          axisLine={{ stroke: '#cbd5e1' }}
        />
        <YAxis
          dataKey="value"
          domain={['auto', 'auto']}
          width={64}
          tickFormatter={(value: number) => axisRate(i18n, value)}
          tick={{ fontSize: 12, fill: '#475569' }}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip content={<ChartTooltip />} />
        <Line
          type="linear"
          dataKey="value"
          stroke="var(--color-brand-600)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
