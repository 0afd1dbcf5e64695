import type { Key, ReactNode } from 'react';

/**
 * The narrowest a tile may be: its figures ('13,464 km', 'NZD 95,393', a colour) sit beside their labels.
 * The grid fits as many columns of at least this width as its own box holds (not the window's: the
 * member's menu takes 256 px of it), so 4 on a wide page, 3 beside the member's menu at 1280 px, 1 on
 * a phone; virtual-vehicle-grid counts them the same way.
 */
export const TILE_MIN_WIDTH_PX = 272;
/** gap-4 between tiles, both ways. */
export const GRID_GAP_PX = 16;

export const GRID_COLUMNS = 'grid gap-4 grid-cols-[repeat(auto-fill,minmax(min(100%,17rem),1fr))]';

/** The columns CSS's auto-fill makes of `width` px (GRID_COLUMNS). */
export function gridColumnsFor(width: number): number {
  return Math.max(1, Math.floor((width + GRID_GAP_PX) / (TILE_MIN_WIDTH_PX + GRID_GAP_PX)));
}

export interface VehicleGridProps<T> {
  label: string;
  items: readonly T[];
  getKey: (item: T) => Key;
  renderTile: (item: T, index: number) => ReactNode;
}
