import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Info } from 'lucide-react';
import { useState } from 'react';
import {
  DELIVERY_TYPES,
  isFilterActive,
  PAGE_SIZE_ALL,
  PAGE_SIZE_OPTIONS,
  SORT_BY_OPTIONS,
  StockTab,
  type PortListItem,
  type SearchFilter,
  type SortBy,
  type VehicleSearchItem,
} from '@ibc/domain';
import { lazyDialog } from '@/lib/lazy-with-preload';
import { useCurrentUser } from '@/lib/current-user';
import { pageView } from '@/lib/paging';
import { useMemberTabs } from '../api/get-member-tabs';
import { usePorts } from '../api/get-ports';
import { Button } from '@/components/ui/button';
import { useMemberFollowingPages, useMemberVehicleSearch } from '../api/search-vehicles';
import { useDduFallback } from '../hooks/use-ddu-fallback';
import { useSearchFilter } from '../hooks/use-search-filter';
import { canLoadMore, clearedFilter, withFilter, withTab } from '../utils/search-state';
import { ActiveFilterChips, activeFilters, deliveryTypeText, ignoredSearchParams } from './active-filters';
import { ClearFilterLink } from './clear-filter-link';
import { FilterPopovers } from './filter-popovers';
import { FreeTextSearch } from './free-text-search';
import { Pagination } from './pagination';
import type { MemberSearchSlots, RenderCompareToggle, RenderOfferDialog } from './search-slots';
import { SearchTabs } from './search-tabs';
import { SearchPageSkeleton, VehicleGrid, VehicleGridSkeleton } from './vehicle-grid';
import { VehicleTile } from './vehicle-tile';

const ErrorModal = lazyDialog(() => import('@/components/ui/error-modal').then((m) => m.ErrorModal));

/** The names of packages/domain's sort keys (SORT_BY_OPTIONS), to translate. */
const SORT_BY_LABELS: Readonly<Record<SortBy, MessageDescriptor>> = {
  year: msg`Year`,
  price: msg`Price`,
  mileage: msg`Mileage`,
  conditionGrade: msg`Condition Grade`,
  listing: msg`Listing`,
};

const selectClasses = 'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm';

/**
 * The member's country's ports; prices (C&F or landed), the price sort and offers follow
 * the chosen one, written in the URL as portId. Hidden while the country has a single port.
 */
function DestinationPortSelect({
  ports,
  value,
  onChange,
}: {
  ports: readonly PortListItem[] | undefined;
  value: number | undefined;
  onChange: (portId: number | undefined) => void;
}) {
  const { t } = useLingui();
  if (!ports || ports.length < 2) return null;
  return (
    <label className="grid gap-0.5 text-xs font-semibold text-slate-600">
      <Trans>Destination port</Trans>
      <select
        className={selectClasses}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        {value === undefined && <option value="">{t`Your usual port`}</option>}
        {ports.map((port) => (
          <option key={port.id} value={port.id}>
            {port.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * §2 Member search: tabs, sort, page size, delivery type (DDU), five filter pop-ups, pagination, prices.
 * The tiles' compare control and the Send Offer modal come from the app layer (search-slots.ts).
 */
export function MemberSearch({
  renderCompareToggle,
  renderOfferDialog,
  renderWatchToggle,
  renderSearchAlert,
}: {
  renderCompareToggle: RenderCompareToggle;
  renderOfferDialog: RenderOfferDialog;
} & MemberSearchSlots) {
  const { t, i18n } = useLingui();
  const { filter, setFilter, lastPage, params } = useSearchFilter('member');
  const tabs = useMemberTabs();
  const { data: user } = useCurrentUser();
  const ports = usePorts(user?.countryId);
  const tab = filter.tab ?? StockTab.ibc;
  // §6 DDU only for countries 70, 295 and 104: elsewhere a DDU link falls back to the default tab.
  const ddu = useDduFallback(filter, setFilter);
  const search = useMemberVehicleSearch(filter, ddu.dduAllowed);
  // 'Load More' appends the pages after `page` up to the URL's toPage: reload and back show
  // the same list, and any other change of the search writes a URL without them.
  const following = useMemberFollowingPages(filter, lastPage - filter.page);
  const [offerVehicle, setOfferVehicle] = useState<VehicleSearchItem | null>(null);
  // The Send Offer modal (its own chunk) is mounted when first opened, then kept for its closing.
  // Not in the page the server draws: a lazy part there sits under a Suspense boundary that React
  // hydrates after the page, and a change of the search made meanwhile waited for it.
  const [offerOpened, setOfferOpened] = useState(false);
  if (offerVehicle && !offerOpened) setOfferOpened(true);
  const [compareError, setCompareError] = useState<string | null>(null);
  const change = (changes: Partial<SearchFilter>) => setFilter(withFilter(filter, changes));
  const sortOrder = filter.sortOrder ?? 'DESC';
  const isDdu = tab === StockTab.ddu && ddu.dduAllowed;
  const result = search.data;
  // The following pages that have arrived, in order, under this search's own first page (not the
  // previous search's, kept on screen while it loads): the counter says what the list shows.
  const arrived: NonNullable<typeof result>[] = [];
  for (const page of search.isPlaceholderData ? [] : following) {
    if (!page.data) break;
    arrived.push(page.data);
  }
  const shownVehicles = [...(result?.vehicles ?? []), ...arrived.flatMap((page) => page.vehicles)];
  const loadingMore = following.some((page) => page.isFetching);
  const hasMore =
    result !== undefined && !search.isPlaceholderData && canLoadMore(filter, lastPage, result.count);
  // A page past the last (an old link to page 5 of a search that now has 2): Pagination says so and
  // offers the last page, in place of an empty grid ('No results found.' would not be true).
  const pastEnd =
    result !== undefined &&
    result.count > 0 &&
    pageView(filter.page, filter.pageSize, result.count).kind === 'pastEnd';

  // The tabs and the destination port's selector are drawn with the rest, not into the page once
  // their answers arrive, pushing the list down (layout shift); asked for with the page's
  // code (routes/search-page.tsx prefetchMemberSearchPage), they are usually here before the list.
  if (tabs.isPending || (typeof user?.countryId === 'number' && ports.isPending)) {
    return <SearchPageSkeleton />;
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 className="mb-4 text-xl font-semibold text-brand-900">
        <Trans>Search stock</Trans>
      </h1>
      <SearchTabs
        tabs={tabs.data ?? []}
        active={tab}
        onSelect={(next) => setFilter(withTab(filter, next, 'member'))}
      />
      {ddu.notice && (
        <p
          role="status"
          className="mt-3 flex items-start gap-2 rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900"
        >
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {ddu.notice && i18n._(ddu.notice)}
        </p>
      )}

      <div className="mt-4 flex flex-col gap-3">
        <FreeTextSearch value={filter.freeText} onSearch={(freeText) => change({ freeText })} />
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-0.5 text-xs font-semibold text-slate-600">
            <Trans>Sort By</Trans>
            <select
              className={selectClasses}
              value={filter.sortBy ?? 'year'}
              onChange={(event) => change({ sortBy: event.target.value as SortBy })}
            >
              {SORT_BY_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {i18n._(SORT_BY_LABELS[option])}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            // The visible DESC/ASC stays part of the name (WCAG 2.5.3 label in name).
            aria-label={
              sortOrder === 'DESC'
                ? t`DESC: Sort descending (switch to ascending)`
                : t`ASC: Sort ascending (switch to descending)`
            }
            onClick={() => change({ sortOrder: sortOrder === 'DESC' ? 'ASC' : 'DESC' })}
            className="inline-flex h-9 items-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            {sortOrder === 'DESC' ? (
              <ArrowDownWideNarrow aria-hidden className="size-4" />
            ) : (
              <ArrowUpNarrowWide aria-hidden className="size-4" />
            )}
            {sortOrder}
          </button>
          <label className="grid gap-0.5 text-xs font-semibold text-slate-600">
            <Trans>Page Size</Trans>
            <select
              className={selectClasses}
              value={filter.pageSize}
              onChange={(event) =>
                change({ pageSize: Number(event.target.value) as SearchFilter['pageSize'] })
              }
            >
              {PAGE_SIZE_OPTIONS.map((size) => (
                <option key={size} value={size}>
                  {size === PAGE_SIZE_ALL
                    ? t({ message: 'All', comment: 'Page size: every result on one page' })
                    : size}
                </option>
              ))}
            </select>
          </label>
          <DestinationPortSelect
            ports={ports.data}
            value={filter.portId ?? result?.destinationPort?.id}
            onChange={(portId) => change({ portId })}
          />
          {isDdu && (
            <label className="grid gap-0.5 text-xs font-semibold text-slate-600">
              <Trans>Delivery Type</Trans>
              <select
                className={selectClasses}
                value={filter.deliveryType ?? ''}
                onChange={(event) =>
                  change({ deliveryType: event.target.value === '' ? undefined : Number(event.target.value) })
                }
              >
                <option value="">{t`All delivery types`}</option>
                {DELIVERY_TYPES.map((type) => (
                  <option key={type.value} value={type.value}>
                    {deliveryTypeText(type.value, i18n)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <FilterPopovers
            names={['makeModel', 'year', 'steer', 'mileage', 'grade']}
            filter={filter}
            onChange={change}
            member
          />
          <ClearFilterLink active={isFilterActive(filter)} cleared={clearedFilter(filter, 'member')} />
          <span className="ms-auto">{renderSearchAlert(filter, 'save')}</span>
        </div>
        <ActiveFilterChips
          filters={activeFilters(filter, i18n, (id) => ports.data?.find((port) => port.id === id)?.name)}
          ignored={ignoredSearchParams(params, filter)}
          onRemove={(chip) => change(Object.fromEntries(chip.clears.map((key) => [key, undefined])))}
          onClearAll={() => setFilter(clearedFilter(filter, 'member'))}
        />
      </div>

      <div className="mt-4 space-y-4">
        {result && result.count > 0 && (
          <Pagination
            page={filter.page}
            through={filter.page + arrived.length}
            pageSize={filter.pageSize}
            total={result.count}
            exact={result.countExact !== false}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        )}
        {search.isFetching && !loadingMore && (
          <p role="status" className="text-center text-sm font-semibold text-slate-500">
            <Trans>Please wait...</Trans>
          </p>
        )}
        {search.isError ? (
          <p role="alert" className="py-10 text-center text-sm text-danger-700">
            {search.error.message}
          </p>
        ) : pastEnd ? null : result && result.vehicles.length === 0 && !search.isFetching ? (
          <div className="flex flex-col items-center gap-3 py-16 text-center">
            <p className="text-sm font-semibold text-slate-600">
              <Trans>No results found.</Trans>
            </p>
            <p className="max-w-md text-sm text-slate-600">
              <Trans>
                We can tell you as soon as a vehicle like this is listed, and our sales team can look for one
                for you.
              </Trans>
            </p>
            {renderSearchAlert(filter, 'sourcing')}
          </div>
        ) : result ? (
          <VehicleGrid
            label={t`Vehicles`}
            items={shownVehicles}
            getKey={(vehicle) => vehicle.id}
            renderTile={(vehicle, index) => (
              <VehicleTile
                vehicle={vehicle}
                tab={tab}
                deliveryType={filter.deliveryType}
                eager={index < 4}
                priority={index === 0}
                onOffer={setOfferVehicle}
                compareSlot={renderCompareToggle(vehicle, setCompareError)}
                watchSlot={renderWatchToggle(vehicle)}
                destinationPort={result.destinationPort?.name}
              />
            )}
          />
        ) : (
          <VehicleGridSkeleton label={t`Loading vehicles`} />
        )}
        {hasMore && !search.isError && (
          <div className="flex justify-center">
            <Button
              variant="secondary"
              disabled={loadingMore}
              onClick={() => setFilter(filter, { toPage: lastPage + 1, preventScrollReset: true })}
            >
              {loadingMore ? t`Please wait...` : t`Load More`}
            </Button>
          </div>
        )}
      </div>

      {offerOpened &&
        renderOfferDialog({
          vehicle: offerVehicle,
          tab,
          portId: result?.destinationPort?.id,
          onClose: () => setOfferVehicle(null),
        })}
      <ErrorModal
        open={compareError !== null}
        message={compareError ?? ''}
        onClose={() => setCompareError(null)}
      />
    </div>
  );
}
