import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { isFilterActive, PUBLIC_SEARCH_TABS, type SearchFilter } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/lib/lazy-with-preload';
import { Spinner } from '@/components/ui/spinner';
import { usePublicVehicleSearch } from '../api/search-vehicles';
import { useSearchFilter } from '../hooks/use-search-filter';
import { clearedFilter, withFilter, withTab } from '../utils/search-state';
import { ActiveFilterChips, activeFilters, ignoredSearchParams } from './active-filters';
import { ClearFilterLink } from './clear-filter-link';
import { FilterPopovers } from './filter-popovers';
import { FreeTextSearch } from './free-text-search';
import type { RenderCompareToggle, SearchSlots } from './search-slots';
import { WhenNearViewport } from './when-near-viewport';
import { SearchTabs } from './search-tabs';
import { VehicleGrid, VehicleGridSkeleton } from './vehicle-grid';
import { VehicleTile } from './vehicle-tile';

// Below the fold or only on error: loaded when needed, so the first tiles come sooner.
const SearchFooterBlocks = lazy(() =>
  import('./search-footer-blocks').then((m) => ({ default: m.SearchFooterBlocks })),
);
const ErrorModal = lazyDialog(() => import('@/components/ui/error-modal').then((m) => m.ErrorModal));

/**
 * §2 Public search (signed out): tabs, free text, four filter pop-ups, Load more; no prices. Also what
 * a member sees while the sales team reviews their company (`underReview`). The
 * compare control, the footer's message form and the visitor's location come from the app layer.
 */
export function PublicSearch({
  underReview = false,
  renderCompareToggle,
  footerForm,
  getVisitorLocation,
}: {
  underReview?: boolean;
  renderCompareToggle: RenderCompareToggle;
  footerForm: SearchSlots['footerForm'];
  getVisitorLocation: SearchSlots['getVisitorLocation'];
}) {
  const { t, i18n } = useLingui();
  const { filter, setFilter, params } = useSearchFilter('public');
  // §3/§4 the visitor's stored location goes with the search as requestOrigin. Read once per visit:
  // on a first visit the location is found a moment later, and the list must not load twice for it.
  const [storedOrigin] = useState(getVisitorLocation);
  const search = usePublicVehicleSearch(
    filter.requestOrigin || !storedOrigin ? filter : { ...filter, requestOrigin: storedOrigin },
  );
  const [compareError, setCompareError] = useState<string | null>(null);
  const change = (changes: Partial<SearchFilter>) => setFilter(withFilter(filter, changes));
  const vehicles = search.data?.pages.flatMap((page) => page.vehicles) ?? [];
  const total = search.data?.pages[0]?.count ?? 0;
  const tab = filter.tab ?? 1;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 className="mb-4 text-xl font-semibold text-brand-900">
        <Trans>Search stock</Trans>
      </h1>
      <SearchTabs
        tabs={PUBLIC_SEARCH_TABS}
        active={tab}
        onSelect={(next) => setFilter(withTab(filter, next, 'public'))}
      />

      <div className="mt-4 flex flex-col gap-3">
        <FreeTextSearch value={filter.freeText} onSearch={(freeText) => change({ freeText })} />
        <div className="flex flex-wrap items-center gap-2">
          <FilterPopovers
            names={['makeModel', 'country', 'year', 'steer']}
            filter={filter}
            onChange={change}
            member={false}
          />
          <ClearFilterLink
            active={isFilterActive(filter)}
            cleared={clearedFilter(filter, 'public', getVisitorLocation())}
          />
          {/* Always there (empty while loading), so the count arriving moves nothing. */}
          <p className="ms-auto min-h-4 text-xs text-slate-500 tabular-nums" aria-live="polite">
            {search.data ? (
              search.data.pages[0]?.countExact === false ? (
                <Plural value={total} one="about # vehicle" other="about # vehicles" />
              ) : (
                <Plural value={total} one="# vehicle" other="# vehicles" />
              )
            ) : null}
          </p>
        </div>
        <ActiveFilterChips
          filters={activeFilters(filter, i18n)}
          ignored={ignoredSearchParams(params, filter)}
          onRemove={(chip) => change(Object.fromEntries(chip.clears.map((key) => [key, undefined])))}
          onClearAll={() => setFilter(clearedFilter(filter, 'public', getVisitorLocation()))}
        />
      </div>

      <div className="mt-4">
        {search.isPending ? (
          <VehicleGridSkeleton label={t`Loading vehicles`} />
        ) : search.isError ? (
          <p role="alert" className="py-10 text-center text-sm text-danger-700">
            {search.error.message}
          </p>
        ) : vehicles.length === 0 ? (
          <p className="py-16 text-center text-sm font-semibold text-slate-600">
            <Trans>No results found.</Trans>
          </p>
        ) : (
          <>
            <VehicleGrid
              label={t`Vehicles`}
              items={vehicles}
              getKey={(vehicle) => vehicle.id}
              renderTile={(vehicle, index) => (
                <VehicleTile
                  vehicle={vehicle}
                  tab={tab}
                  eager={index < 4}
                  priority={index === 0}
                  underReview={underReview}
                  compareSlot={renderCompareToggle(vehicle, setCompareError)}
                />
              )}
            />
            <div className="mt-6 flex justify-center">
              {search.hasNextPage ? (
                <Button
                  variant="secondary"
                  onClick={() => void search.fetchNextPage()}
                  disabled={search.isFetchingNextPage}
                >
                  {search.isFetchingNextPage ? <Spinner label={t`Loading more vehicles`} /> : null}
                  <Trans>Load more</Trans>
                </Button>
              ) : (
                <p className="text-sm font-semibold text-slate-500">
                  <Trans>No More Vehicles</Trans>
                </p>
              )}
            </div>
          </>
        )}
      </div>

      {!search.isPending && (
        <WhenNearViewport minHeight={480}>
          <Suspense fallback={null}>
            <SearchFooterBlocks form={footerForm} />
          </Suspense>
        </WhenNearViewport>
      )}
      <ErrorModal
        open={compareError !== null}
        message={compareError ?? ''}
        onClose={() => setCompareError(null)}
      />
    </div>
  );
}
