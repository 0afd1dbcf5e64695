import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FOREX_HISTORY_LIMIT, type ForexCurrency } from '@ibc/domain';
import { Badge } from '@/components/ui/badge';
import { CardSection } from '@/components/ui/card-section';
import { DataTable } from '@/components/ui/data-table';
import { Page } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { QueryState } from '@/components/ui/query-state';
import { useForexHistory } from '../api/get-forex-history';
import { useForexRates } from '../api/get-forex-rates';
import { NewRateForm } from '../components/new-rate-form';
import { formatRate } from '@/lib/formats';
import { formatMoment } from '../utils/format';

/**
 * /admin/forex: the rates in force, a form for a new rate, and the history of one
 * currency. A rate is never changed or deleted: a correction is a new rate from a later moment.
 */
export default function ForexAdminPage() {
  const { t } = useLingui();
  const rates = useForexRates();
  const [selected, setSelected] = useState<string | null>(null);
  const currencies = rates.data ?? [];
  const historyCurrency = selected ?? currencies[0]?.code ?? null;

  return (
    <Page
      title={t`Forex rates`}
      description={t`Yen per unit of each currency. Member prices, the sidebar and the account forex lines use the rate in force at that moment; a new rate never overwrites the old one, so the history stays.`}
    >
      <QueryState query={rates} loadingClassName="h-48 w-full">
        {() => (
          <>
            <div className="grid gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <RatesTable currencies={currencies} />
              <CardSection id="new-rate-heading" title={t`New rate`}>
                <NewRateForm currencies={currencies} onSaved={setSelected} />
              </CardSection>
            </div>
            {historyCurrency && (
              <HistorySection currencies={currencies} currency={historyCurrency} onCurrency={setSelected} />
            )}
          </>
        )}
      </QueryState>
    </Page>
  );
}

function RatesTable({ currencies }: { currencies: readonly ForexCurrency[] }) {
  const { t, i18n } = useLingui();
  return (
    <DataTable
      caption={t`Rates in force`}
      data={currencies}
      getRowId={(currency) => currency.code}
      columns={[
        {
          id: 'currency',
          header: t`Currency`,
          cell: (currency) => (
            <>
              <span className="font-semibold text-slate-900">{currency.code}</span>
              <span className="block text-xs text-slate-500">{currency.name}</span>
            </>
          ),
        },
        {
          id: 'rate',
          header: t`Yen per unit`,
          align: 'end',
          className: 'font-medium tabular-nums',
          cell: (currency) =>
            currency.current ? `¥${formatRate(i18n, currency.current.jpyPerUnit)}` : t`No rate yet`,
        },
        {
          id: 'effectiveFrom',
          header: t`Effective from`,
          className: 'whitespace-nowrap text-slate-600 tabular-nums',
          cell: (currency) => (currency.current ? formatMoment(i18n, currency.current.effectiveFrom) : '—'),
        },
        {
          id: 'next',
          header: t`Next change`,
          className: 'whitespace-nowrap text-slate-600 tabular-nums',
          cell: ({ next }) => {
            if (!next) return t`None scheduled`;
            const rate = `¥${formatRate(i18n, next.jpyPerUnit)}`;
            const from = formatMoment(i18n, next.effectiveFrom);
            return t`${rate} from ${from}`;
          },
        },
      ]}
    />
  );
}

function HistorySection({
  currencies,
  currency,
  onCurrency,
}: {
  currencies: readonly ForexCurrency[];
  currency: string;
  onCurrency: (code: string) => void;
}) {
  const { t, i18n } = useLingui();
  const history = useForexHistory(currency);
  const items = history.data?.items ?? [];
  // Anything after the rate in force has not taken effect yet.
  const inForce = currencies.find((c) => c.code === currency)?.current?.effectiveFrom;
  const historyLimit = FOREX_HISTORY_LIMIT;
  const inForceAt = inForce ? Date.parse(inForce) : Number.NEGATIVE_INFINITY;
  return (
    <CardSection id="forex-history-heading" title={t`History`} bodyClassName="mt-3 space-y-3">
      <label className="flex max-w-xs flex-col gap-1 text-xs font-semibold text-slate-700">
        <Trans>Show history for</Trans>
        <Select value={currency} onChange={(event) => onCurrency(event.target.value)}>
          {currencies.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} – {c.name}
            </option>
          ))}
        </Select>
      </label>
      <QueryState
        query={history}
        loadingClassName="h-32 w-full"
        empty={{
          when: () => items.length === 0,
          title: t`No ${currency} rates yet.`,
          description: t`Enter the first one with the form above.`,
        }}
      >
        {() => (
          <>
            <DataTable
              caption={t`${currency} rate history, newest first`}
              data={items}
              getRowId={(item) => String(item.id)}
              columns={[
                {
                  id: 'effectiveFrom',
                  header: t`Effective from`,
                  className: 'whitespace-nowrap tabular-nums',
                  cell: (item) => (
                    <>
                      {formatMoment(i18n, item.effectiveFrom)}
                      {Date.parse(item.effectiveFrom) > inForceAt && (
                        <Badge tone="accent" className="ms-2">
                          <Trans>Scheduled</Trans>
                        </Badge>
                      )}
                    </>
                  ),
                },
                {
                  id: 'rate',
                  header: t`Yen per unit`,
                  align: 'end',
                  className: 'font-medium tabular-nums',
                  cell: (item) => `¥${formatRate(i18n, item.jpyPerUnit)}`,
                },
                {
                  id: 'createdBy',
                  header: t`Entered by`,
                  className: 'break-all text-slate-600',
                  cell: (item) => item.createdBy ?? t`System`,
                },
                {
                  id: 'createdAt',
                  header: t`Entered`,
                  className: 'whitespace-nowrap text-slate-600 tabular-nums',
                  cell: (item) => formatMoment(i18n, item.createdAt),
                },
              ]}
            />
            {items.length >= FOREX_HISTORY_LIMIT && (
              <p className="text-xs text-slate-500">
                <Trans>The {historyLimit} most recent rates are shown.</Trans>
              </p>
            )}
          </>
        )}
      </QueryState>
    </CardSection>
  );
}
