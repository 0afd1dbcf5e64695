import { useSyncExternalStore } from 'react';
import { getCompareSelection, subscribeCompareSelection } from '../utils/compare-selection-store';

const serverSnapshot: readonly number[] = [];

/** The ids chosen for comparison, re-rendering on every change (this tab or another). */
export function useCompareSelection(): readonly number[] {
  return useSyncExternalStore(subscribeCompareSelection, getCompareSelection, () => serverSnapshot);
}
