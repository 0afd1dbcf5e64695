import { Download, Plus, Search, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  formatWholeNumber,
  type StockListItem,
  type StockListQuery,
  type StockSortColumn,
  VEHICLE_STATUS_LABELS,
  VEHICLE_STATUSES,
  VEHICLE_STOCK_TABS,
} from '@ibc/domain';
import { Button, buttonClasses } from '@/components/ui/button';
import { DataTable, Pager, SortableTh, Td, Th, type SortDirection } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCatalogue } from '../api/get-catalogue';
import { downloadStockCsv } from '../api/stock-csv';
import { useStock } from '../api/get-stock';
import { VehicleStatusBadge } from '../components/vehicle-status-badge';
import { formatDate, formatStockPrice } from '../utils/format';
import { readStockParams, writeStockParams } from '../utils/stock-list-params';

/**
 * /admin/stock: every vehicle in stock, 50 a page, sorted and filtered on the server (issue 16).
 * The URL holds the filters, the sort and the page.
 */
export default function StockListPage() {
  const [params, setParams] = useSearchParams();
  const query = readStockParams(params);
  const stock = useStock(query);
  const makes = useCatalogue().data ?? [];
  const [text, setText] = useState(query.q ?? '');
  const [exportError, setExportError] = useState<string | null>(null);

  /** A new filter or sort starts again at page 1. */
  const update = (change: Partial<StockListQuery>, resetPage = true) =>
    setParams(writeStockParams({ ...query, ...(resetPage ? { page: 1 } : {}), ...change }));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() || undefined });
  };

  const sort = { column: query.sort, direction: query.direction };
  const onSort = (column: StockSortColumn, direction: SortDirection) => update({ sort: column, direction });
  const sortable = (label: string, column: StockSortColumn, className?: string) => (
    <SortableTh label={label} column={column} sort={sort} onSort={onSort} className={className} />
  );

  return (
    <div className="space-y-5">
      <PageHeader
        title="Stock"
        description="Every vehicle in stock. Only available and reserved vehicles appear in the members' search."
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setExportError(null);
                downloadStockCsv('export').catch(() =>
                  setExportError('The export could not be downloaded. Please try again.'),
                );
              }}
            >
              <Download aria-hidden className="size-4" /> Export CSV
            </Button>
            <Link to="/admin/stock/import" className={buttonClasses('secondary')}>
              <Upload aria-hidden className="size-4" /> Import CSV
            </Link>
            <Link to="/admin/stock/new" className={buttonClasses('primary')}>
              <Plus aria-hidden className="size-4" /> Add vehicle
            </Link>
          </>
        }
      />
      {exportError && <FormAlert>{exportError}</FormAlert>}

      <div className="flex flex-wrap items-end gap-3">
        <label className="flex w-40 flex-col gap-1 text-xs font-semibold text-slate-700">
          Status
          <Select
            value={query.status ?? ''}
            onChange={(e) => update({ status: VEHICLE_STATUSES.find((s) => s === e.target.value) })}
          >
            <option value="">All statuses</option>
            {VEHICLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {VEHICLE_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex w-48 flex-col gap-1 text-xs font-semibold text-slate-700">
          Tab
          <Select
            value={query.tab ?? ''}
            onChange={(e) => update({ tab: e.target.value === '' ? undefined : Number(e.target.value) })}
          >
            <option value="">All tabs</option>
            {VEHICLE_STOCK_TABS.map((t) => (
              <option key={t.tab} value={t.tab}>
                {t.label}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex w-44 flex-col gap-1 text-xs font-semibold text-slate-700">
          Make
          <Select value={query.make ?? ''} onChange={(e) => update({ make: e.target.value || undefined })}>
            <option value="">All makes</option>
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
          <Field label="Search chassis or name" className="flex-1">
            <Input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="NHP10-123, Aqua…"
            />
          </Field>
          <Button type="submit" variant="secondary">
            <Search aria-hidden className="size-4" /> Search
          </Button>
        </form>
      </div>

      {stock.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : stock.isError ? (
        <FormAlert>{stock.error.message}</FormAlert>
      ) : stock.data.items.length === 0 ? (
        <EmptyState
          title="No vehicles match."
          description="Try another status, tab or make, or a shorter search."
        />
      ) : (
        <div aria-busy={stock.isFetching}>
          <DataTable caption="Vehicles in stock">
            <thead>
              <tr>
                <Th>Chassis</Th>
                {sortable('Vehicle', 'name')}
                {sortable('Year', 'year')}
                {sortable('Kms', 'kms', 'text-right')}
                {sortable('Price', 'price', 'text-right')}
                {sortable('Status', 'status')}
                {sortable('Listed', 'listedAt')}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {stock.data.items.map((vehicle) => (
                <StockRow key={vehicle.id} vehicle={vehicle} />
              ))}
            </tbody>
          </DataTable>
          <Pager
            page={stock.data.page}
            pageSize={stock.data.pageSize}
            total={stock.data.total}
            onPage={(page) => update({ page }, false)}
          />
        </div>
      )}
    </div>
  );
}

function StockRow({ vehicle }: { vehicle: StockListItem }) {
  return (
    <tr className="hover:bg-slate-50">
      <Td className="font-mono text-xs whitespace-nowrap">
        <Link to={`/admin/stock/${vehicle.id}`} className="font-semibold text-brand-700 hover:underline">
          {vehicle.chassis}
        </Link>
      </Td>
      <Td className="min-w-48">
        {vehicle.make} {vehicle.model}
        {vehicle.grade && <span className="text-slate-500"> {vehicle.grade}</span>}
      </Td>
      <Td className="tabular-nums">{vehicle.year}</Td>
      <Td className="text-right whitespace-nowrap tabular-nums">{formatWholeNumber(vehicle.kms)} km</Td>
      <Td className="text-right whitespace-nowrap tabular-nums">
        {formatStockPrice(vehicle.negotiateCurrency, vehicle.basePrice)}
      </Td>
      <Td>
        <VehicleStatusBadge status={vehicle.status} />
      </Td>
      <Td className="whitespace-nowrap tabular-nums">{formatDate(vehicle.listedAt)}</Td>
    </tr>
  );
}
