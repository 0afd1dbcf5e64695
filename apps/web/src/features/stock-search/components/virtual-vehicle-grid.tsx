import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GRID_COLUMNS, GRID_GAP_PX, gridColumnsFor, type VehicleGridProps } from './vehicle-grid-columns';

// The virtualised grid, in a chunk of its own: only a list of VIRTUAL_GRID_FROM tiles or more
// (Page Size 'All', many Load Mores) fetches TanStack Virtual, not every first visit of the search.

/**
 * Rows of as many tiles as the grid has columns, scrolled with the window (TanStack Virtual): the
 * rows near the viewport are in the page, each measured once shown, and the list keeps its full
 * height so the scroll bar tells how long it is. Tiles are the same components as in the short grid.
 */
export function VirtualVehicleGrid<T>({ label, items, getKey, renderTile }: VehicleGridProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  // As many columns as the list's own width holds (GRID_COLUMNS' auto-fill), measured on each resize.
  const [columns, setColumns] = useState(() =>
    gridColumnsFor(typeof window === 'undefined' ? 1248 : Math.min(window.innerWidth, 1280) - 32),
  );
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => setColumns(gridColumnsFor(list.clientWidth));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => observer.disconnect();
  }, []);
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
    gap: GRID_GAP_PX,
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
