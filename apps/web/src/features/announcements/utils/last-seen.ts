import { lastSeenMarker } from '@ibc/domain';

// §3 "Browser-stored announcement last-seen dates (one per pop-up)", under each announcement's key.

export function readLastSeen(storageKey: string): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** §4 "closing stores today's date". */
export function markSeenToday(storageKey: string, now = new Date()): void {
  try {
    localStorage.setItem(storageKey, lastSeenMarker(now));
  } catch {
    // Storage disabled (private mode): the pop-up simply shows again next load.
  }
}
