import { useState } from 'react';
import { FOREX_HISTORY_LIMIT, type ForexCurrency } from '@ibc/domain';
import { Badge } from '@/components/ui/badge';
import { CardSection } from '@/components/ui/card-section';
import { DataTable, Td, Th } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { QueryState } from '@/components/ui/query-state';
import { useForexHistory } from '../api/get-forex-history';
import { useForexRates } from '../api/get-forex-rates';
import { NewRateForm } from '../components/new-rate-form';
import { formatMoment, formatRate } from '../utils/format';

/**
 * /admin/forex: the rates in force, a form for a new rate, and the history of one
 * currency. A rate is never changed or deleted: a correction is a new rate from a later moment.
 */
export default function ForexAdminPage() {
  const rates = useForexRates();
  const [selected, setSelected] = useState<string | null>(null);
  const currencies = rates.data ?? [];
  const historyCurrency = selected ?? currencies[0]?.code ?? null;

  return (
    <div className="space-y-5">
      <PageHeader
        title="Forex rates"
        description="Yen per unit of each currency. Member prices, the sidebar and the account forex lines use the rate in force at that moment; a new rate never overwrites the old one, so the history stays."
      />
      <QueryState query={rates} loadingClassName="h-48 w-full">
        {() => (
          <>
            <div className="grid gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <RatesTable currencies={currencies} />
              <CardSection id="new-rate-heading" title="New rate">
                <NewRateForm currencies={currencies} onSaved={setSelected} />
              </CardSection>
            </div>
            {historyCurrency && (
              <HistorySection currencies={currencies} currency={historyCurrency} onCurrency={setSelected} />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

function RatesTable({ currencies }: { currencies: readonly ForexCurrency[] }) {
  return (
    <DataTable caption="Rates in force">
      <thead>
        <tr>
          <Th>Currency</Th>
          <Th className="text-right">Yen per unit</Th>
          <Th>Effective from</Th>
          <Th>Next change</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {currencies.map((currency) => (
          <tr key={currency.code}>
            <Td>
              <span className="font-semibold text-slate-900">{currency.code}</span>
              <span className="block text-xs text-slate-500">{currency.name}</span>
            </Td>
            <Td className="text-right font-medium tabular-nums">
              {currency.current ? `¥${formatRate(currency.current.jpyPerUnit)}` : 'No rate yet'}
            </Td>
            <Td className="whitespace-nowrap text-slate-600 tabular-nums">
              {currency.current ? formatMoment(currency.current.effectiveFrom) : '—'}
            </Td>
            <Td className="whitespace-nowrap text-slate-600 tabular-nums">
              {currency.next
                ? `¥${formatRate(currency.next.jpyPerUnit)} from ${formatMoment(currency.next.effectiveFrom)}`
                : 'None scheduled'}
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
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
  const history = useForexHistory(currency);
  const items = history.data?.items ?? [];
  // Anything after the rate in force has not taken effect yet.
  const inForce = currencies.find((c) => c.code === currency)?.current?.effectiveFrom;
  const inForceAt = inForce ? Date.parse(inForce) : Number.NEGATIVE_INFINITY;
  return (
    <CardSection id="forex-history-heading" title="History" bodyClassName="mt-3 space-y-3">
      <label className="flex max-w-xs flex-col gap-1 text-xs font-semibold text-slate-700">
        Show history for
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
          content: (
            <EmptyState
              title={`No ${currency} rates yet.`}
              description="Enter the first one with the form above."
            />
          ),
        }}
      >
        {() => (
          <>
            <DataTable caption={`${currency} rate history, newest first`}>
              <thead>
                <tr>
                  <Th>Effective from</Th>
                  <Th className="text-right">Yen per unit</Th>
                  <Th>Entered by</Th>
                  <Th>Entered</Th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((item) => (
                  <tr key={item.id}>
                    <Td className="whitespace-nowrap tabular-nums">
                      {formatMoment(item.effectiveFrom)}
                      {Date.parse(item.effectiveFrom) > inForceAt && (
                        <Badge tone="accent" className="ml-2">
                          Scheduled
                        </Badge>
                      )}
                    </Td>
                    <Td className="text-right font-medium tabular-nums">¥{formatRate(item.jpyPerUnit)}</Td>
                    <Td className="break-all text-slate-600">{item.createdBy ?? 'System'}</Td>
                    <Td className="whitespace-nowrap text-slate-600 tabular-nums">
                      {formatMoment(item.createdAt)}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            {items.length >= FOREX_HISTORY_LIMIT && (
              <p className="text-xs text-slate-500">The {FOREX_HISTORY_LIMIT} most recent rates are shown.</p>
            )}
          </>
        )}
      </QueryState>
    </CardSection>
  );
}
