import type { Key, ReactNode } from 'react';

/** The vehicle grid's columns: 1 at 375px, 2 from sm, 3 from lg, 4 from xl (virtual-vehicle-grid counts them). */
export const GRID_COLUMNS = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export interface VehicleGridProps<T> {
  label: string;
  items: readonly T[];
  getKey: (item: T) => Key;
  renderTile: (item: T, index: number) => ReactNode;
}
