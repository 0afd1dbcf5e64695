// A navigation's history state that keeps the window's scroll position (app/use-scroll-restoration.ts
// reads it): member Load More adds stock below what the reader is looking at.
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state;
}
