import { useLingui } from '@lingui/react/macro';
import { Fragment, lazy, Suspense } from 'react';
import { GRID_COLUMNS, type VehicleGridProps } from './vehicle-grid-columns';

const VirtualVehicleGrid = lazy(() =>
  import('./virtual-vehicle-grid').then((m) => ({ default: m.VirtualVehicleGrid })),
);

/**
 * From this many tiles on (Page Size 'All', many Load Mores) only the rows near the
 * viewport are in the page; shorter lists render every tile.
 */
export const VIRTUAL_GRID_FROM = 200;

/** Tiles shown by a long list while the virtual grid's chunk loads: two rows of four. */
const FIRST_ROWS = 8;

/** Dense, photo-first grid: as many columns of at least TILE_MIN_WIDTH_PX as fit; virtualised when long. */
export function VehicleGrid<T>(props: VehicleGridProps<T>) {
  if (props.items.length < VIRTUAL_GRID_FROM) return <PlainGrid {...props} />;
  // While its chunk arrives, the first rows show as the virtual grid will show them.
  return (
    <Suspense fallback={<PlainGrid {...props} items={props.items.slice(0, FIRST_ROWS)} />}>
      <VirtualVehicleGrid {...(props as VehicleGridProps<unknown>)} />
    </Suspense>
  );
}

function PlainGrid<T>({ label, items, getKey, renderTile }: VehicleGridProps<T>) {
  return (
    <section aria-label={label} className={GRID_COLUMNS}>
      {items.map((item, index) => (
        <Fragment key={getKey(item)}>{renderTile(item, index)}</Fragment>
      ))}
    </section>
  );
}

/**
 * The member search's place while what it draws is on its way (the member's access, its code, its
 * tabs and ports): a screen's height of skeleton tiles, so the footer does not show and then drop out
 * of view, and the controls appear all at once instead of pushing the list down as each of their
 * answers arrives (layout shift).
 */
export function SearchPageSkeleton() {
  const { t } = useLingui();
  return (
    <div className="mx-auto min-h-dvh w-full max-w-7xl px-4 pt-40 pb-6">
      <VehicleGridSkeleton label={t`Loading search`} count={4} />
    </div>
  );
}

/**
 * The grid's place while the first page loads: tiles of the real tiles' size (a 4:3 photo and the
 * body's height), so the tiles replace them without moving the page (layout shift).
 */
export function VehicleGridSkeleton({ label, count = 8 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label}>
      <div aria-hidden className={GRID_COLUMNS}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
            <div className="aspect-[4/3] animate-pulse bg-slate-100 motion-reduce:animate-none" />
            <div className="h-60 space-y-2 p-3">
              <div className="h-4 w-3/4 rounded bg-slate-100" />
              <div className="h-3 w-1/2 rounded bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
