import { describe, expect, test, vi } from 'vitest';
import {
  addToCompareSelection,
  clearCompareSelection,
  COMPARE_STORAGE_KEY,
  getCompareSelection,
  removeFromCompareSelection,
  subscribeCompareSelection,
} from './compare-selection-store';

describe('compare selection store (§4)', () => {
  test('adds up to four, refuses a fifth with the spec message, removes and clears', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCompareSelection(listener);
    for (const id of [11, 12, 13, 14]) expect(addToCompareSelection(id)).toEqual({});
    expect(addToCompareSelection(15)).toEqual({ error: 'You can compare up to four (4) vehicles only.' });
    expect(getCompareSelection()).toEqual([11, 12, 13, 14]);
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY)!)).toEqual([11, 12, 13, 14]);
    removeFromCompareSelection(12);
    expect(getCompareSelection()).toEqual([11, 13, 14]);
    clearCompareSelection();
    expect(getCompareSelection()).toEqual([]);
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(6);
    unsubscribe();
  });

  test('keeps the same array until the selection changes (stable snapshot)', () => {
    addToCompareSelection(7);
    expect(getCompareSelection()).toBe(getCompareSelection());
  });

  test.each([
    ['not json', []],
    ['{"a":1}', []],
    ['[3,3,"x",-1,4,5,6,7]', [3, 4, 5, 6]],
  ])('reads stored %s defensively', (raw, ids) => {
    localStorage.setItem(COMPARE_STORAGE_KEY, raw);
    expect(getCompareSelection()).toEqual(ids);
  });
});
