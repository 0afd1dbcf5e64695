import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Search, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type StockListItem,
  type StockListQuery,
  type StockSortColumn,
  VEHICLE_STATUSES,
  VEHICLE_STOCK_TABS,
} from '@ibc/domain';
import { ExportDownloads } from '@/components/export-downloads';
import { Button, buttonClasses } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { QueryTable } from '@/components/ui/query-table';
import { formatWhole } from '@/lib/formats';
import { readText } from '@/lib/i18n';
import { useCatalogue } from '../api/get-catalogue';
import { useStock } from '../api/get-stock';
import { VehicleStatusBadge } from '../components/vehicle-status-badge';
import { formatDate, formatStockPrice } from '../utils/format';
import { vehicleStatusText } from '@/lib/state-words';
import { STOCK_TAB_LABELS } from '../utils/labels';
import { readStockParams, writeStockParams } from '../utils/stock-list-params';

/**
 * /admin/stock: every vehicle in stock, 50 a page, sorted and filtered on the server.
 * The URL holds the filters, the sort and the page.
 */
export default function StockListPage() {
  const { t, i18n } = useLingui();
  const columns = useStockColumns();
  const [params, setParams] = useSearchParams();
  const query = readStockParams(params);
  const stock = useStock(query);
  const makes = useCatalogue().data ?? [];
  const [text, setText] = useState(query.q ?? '');

  /** A new filter or sort starts again at page 1. */
  const update = (change: Partial<StockListQuery>, resetPage = true) =>
    setParams(writeStockParams({ ...query, ...(resetPage ? { page: 1 } : {}), ...change }));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() || undefined });
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title={t`Stock`}
        description={t`Every vehicle in stock. Only available and reserved vehicles appear in the members' search.`}
        actions={
          <>
            <ExportDownloads path="/admin/stock/export" name="stock" />
            <Link to="/admin/stock/import" className={buttonClasses('secondary')}>
              <Upload aria-hidden className="size-4" /> <Trans>Import stock</Trans>
            </Link>
            <Link to="/admin/stock/new" className={buttonClasses('primary')}>
              <Plus aria-hidden className="size-4" /> <Trans>Add vehicle</Trans>
            </Link>
          </>
        }
      />

      <div className="flex flex-wrap items-end gap-3">
        <label className="flex w-40 flex-col gap-1 text-xs font-semibold text-slate-700">
          <Trans>Status</Trans>
          <Select
            value={query.status ?? ''}
            onChange={(e) => update({ status: VEHICLE_STATUSES.find((s) => s === e.target.value) })}
          >
            <option value="">{t`All statuses`}</option>
            {VEHICLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {vehicleStatusText(i18n, status)}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex w-48 flex-col gap-1 text-xs font-semibold text-slate-700">
          <Trans>Tab</Trans>
          <Select
            value={query.tab ?? ''}
            onChange={(e) => update({ tab: e.target.value === '' ? undefined : Number(e.target.value) })}
          >
            <option value="">{t`All tabs`}</option>
            {VEHICLE_STOCK_TABS.map((tab) => (
              <option key={tab.tab} value={tab.tab}>
                {readText(i18n, STOCK_TAB_LABELS[tab.tab] ?? tab.label)}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex w-44 flex-col gap-1 text-xs font-semibold text-slate-700">
          <Trans>Make</Trans>
          <Select value={query.make ?? ''} onChange={(e) => update({ make: e.target.value || undefined })}>
            <option value="">{t`All makes`}</option>
            {/* A make typed in the URL that the catalogue lacks stays selectable. */}
            {query.make && !makes.some((m) => m.make === query.make) && (
              <option value={query.make}>{query.make}</option>
            )}
            {makes.map((m) => (
              <option key={m.make} value={m.make}>
                {m.make}
              </option>
            ))}
          </Select>
        </label>
        <form role="search" onSubmit={onSearch} className="flex min-w-64 flex-1 items-end gap-2">
          <Field label={t`Search chassis or name`} className="flex-1">
            <Input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="NHP10-123, Aqua…"
            />
          </Field>
          <Button type="submit" variant="secondary">
            <Search aria-hidden className="size-4" /> <Trans>Search</Trans>
          </Button>
        </form>
      </div>

      <QueryTable
        query={stock}
        rows="items"
        loadingClassName="h-96 w-full"
        empty={{
          title: t`No vehicles match.`,
          description: t`Try another status, tab or make, or a shorter search.`,
        }}
        busy={stock.isFetching}
        caption={t`Vehicles in stock`}
        columns={columns}
        getRowId={(vehicle) => String(vehicle.id)}
        rowProps={() => ({ className: 'hover:bg-slate-50' })}
        sorting={{ column: query.sort, direction: query.direction }}
        onSortingChange={(column, direction) => update({ sort: column, direction })}
        paged={{ onPage: (page) => update({ page }, false) }}
      />
    </div>
  );
}

/** The server's sort keys are the sortable columns' ids. */
function useStockColumns(): (DataColumn<StockListItem> & { id: 'chassis' | StockSortColumn })[] {
  const { t, i18n } = useLingui();
  return [
    {
      id: 'chassis',
      header: t`Chassis`,
      className: 'font-mono text-xs whitespace-nowrap',
      cell: (vehicle) => (
        <Link to={`/admin/stock/${vehicle.id}`} className="font-semibold text-brand-700 hover:underline">
          {vehicle.chassis}
        </Link>
      ),
    },
    {
      id: 'name',
      header: t`Vehicle`,
      sortable: true,
      className: 'min-w-48',
      cell: (vehicle) => (
        <>
          {vehicle.make} {vehicle.model}
          {vehicle.grade && <span className="text-slate-500"> {vehicle.grade}</span>}
        </>
      ),
    },
    {
      id: 'year',
      header: t`Year`,
      sortable: true,
      className: 'tabular-nums',
      cell: (vehicle) => vehicle.year,
    },
    {
      id: 'kms',
      header: t`Kms`,
      sortable: true,
      align: 'end',
      className: 'whitespace-nowrap tabular-nums',
      cell: (vehicle) => <bdi>{`${formatWhole(i18n, vehicle.kms)} km`}</bdi>,
    },
    {
      id: 'price',
      header: t`Price`,
      sortable: true,
      align: 'end',
      className: 'whitespace-nowrap tabular-nums',
      cell: (vehicle) => formatStockPrice(i18n, vehicle.negotiateCurrency, vehicle.basePrice),
    },
    {
      id: 'status',
      header: t`Status`,
      sortable: true,
      cell: (vehicle) => <VehicleStatusBadge status={vehicle.status} />,
    },
    {
      id: 'listedAt',
      header: t`Listed`,
      sortable: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (vehicle) => formatDate(i18n, vehicle.listedAt),
    },
  ];
}
