import { addToComparison, removeFromComparison, MAX_COMPARED_VEHICLES } from '@ibc/domain';

// §4 Comparison selection, kept in the browser across reloads and across sign-in (a plain
// localStorage list, not server state). Every change notifies subscribers; other tabs follow
// through the 'storage' event.

export const COMPARE_STORAGE_KEY = 'ibc.compare';

/**
 * No vehicle chosen: one array, also the server's snapshot (use-compare-selection.ts), so a page the
 * server drew is not drawn again when the browser has chosen none either.
 */
export const NO_COMPARED_VEHICLES: readonly number[] = Object.freeze([]);

function parse(raw: string | null): readonly number[] {
  if (!raw) return NO_COMPARED_VEHICLES;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return NO_COMPARED_VEHICLES;
    const ids = value.filter((id): id is number => Number.isInteger(id) && id > 0);
    return ids.length === 0 ? NO_COMPARED_VEHICLES : [...new Set(ids)].slice(0, MAX_COMPARED_VEHICLES);
  } catch {
    return NO_COMPARED_VEHICLES;
  }
}

let cachedRaw: string | null | undefined;
let cachedIds: readonly number[] = NO_COMPARED_VEHICLES;

/** The selected ids; the same array instance until the selection changes (useSyncExternalStore). */
export function getCompareSelection(): readonly number[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    raw = cachedRaw ?? null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parse(raw);
  }
  return cachedIds;
}

const listeners = new Set<() => void>();

function write(ids: readonly number[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(COMPARE_STORAGE_KEY);
    else localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage unavailable: the selection lasts for this page only.
    cachedRaw = JSON.stringify(ids);
    cachedIds = [...ids];
  }
  listeners.forEach((notify) => notify());
}

/** Adds a vehicle; refused with the spec's message when four are already chosen (§4, §5). */
export function addToCompareSelection(id: number): { error?: string } {
  const result = addToComparison(getCompareSelection(), id);
  if (result.error) return { error: result.error };
  write(result.ids);
  return {};
}

export function removeFromCompareSelection(id: number): void {
  write(removeFromComparison(getCompareSelection(), id));
}

export function clearCompareSelection(): void {
  write([]);
}

export function subscribeCompareSelection(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
