import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { GRID_COLUMNS, type VehicleGridProps } from './vehicle-grid-columns';

// The virtualised grid, in a chunk of its own: only a list of VIRTUAL_GRID_FROM tiles or more
// (Page Size 'All', many Load Mores) fetches TanStack Virtual, not every first visit of the search.

/** The grid's columns at the current width: the breakpoints of GRID_COLUMNS (sm, lg, xl). */
function useGridColumns(): number {
  const sm = useMediaQuery('(min-width: 40rem)');
  const lg = useMediaQuery('(min-width: 64rem)');
  const xl = useMediaQuery('(min-width: 80rem)');
  return xl ? 4 : lg ? 3 : sm ? 2 : 1;
}

const ROW_GAP = 16; // gap-4

/**
 * Rows of as many tiles as the grid has columns, scrolled with the window (TanStack Virtual): the
 * rows near the viewport are in the page, each measured once shown, and the list keeps its full
 * height so the scroll bar tells how long it is. Tiles are the same components as in the short grid.
 */
export function VirtualVehicleGrid<T>({ label, items, getKey, renderTile }: VehicleGridProps<T>) {
  const columns = useGridColumns();
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts in the page. What is above it (filters, 'Please wait...') may move it,
  // and then the page's height changes too: measured again on each change of the body's size.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const top = Math.round(list.getBoundingClientRect().top + window.scrollY);
      setScrollMargin((previous) => (previous === top ? previous : top));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const [width] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(items.length / columns),
    // A 4:3 photo over the tile's body; each row is measured once it is in the page.
    estimateSize: () => Math.round(Math.min(width, 1280) / columns) * 0.75 + 300,
    gap: ROW_GAP,
    overscan: 2,
    scrollMargin,
    initialRect: { width, height: typeof window === 'undefined' ? 900 : window.innerHeight },
  });
  // Another column count regroups the tiles: the rows' measured heights no longer hold.
  useEffect(() => virtualizer.measure(), [virtualizer, columns]);

  return (
    <section aria-label={label}>
      <div ref={listRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const first = row.index * columns;
          return (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className={`absolute inset-x-0 top-0 ${GRID_COLUMNS}`}
              style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            >
              {items.slice(first, first + columns).map((item, offset) => (
                <Fragment key={getKey(item)}>{renderTile(item, first + offset)}</Fragment>
              ))}
            </div>
          );
        })}
      </div>
    </section>
  );
}
