import { useSyncExternalStore } from 'react';
import {
  getCompareSelection,
  NO_COMPARED_VEHICLES,
  subscribeCompareSelection,
} from '../utils/compare-selection-store';

const serverSnapshot = () => NO_COMPARED_VEHICLES;

/** The ids chosen for comparison, re-rendering on every change (this tab or another). */
export function useCompareSelection(): readonly number[] {
  return useSyncExternalStore(subscribeCompareSelection, getCompareSelection, serverSnapshot);
}
