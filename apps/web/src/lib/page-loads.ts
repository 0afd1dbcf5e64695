import { useSyncExternalStore } from 'react';

// The pages whose code is on its way (app/route-pages.tsx): the navigation progress bar shows while
// any is. A page's download starts while React renders the next location, so subscribers are told
// after that render (a microtask), never during it.

let pending = 0;
const listeners = new Set<() => void>();
const notify = () =>
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });

/** Counts a page's download as pending until it settles. */
export function trackPageLoad<T>(download: Promise<T>): Promise<T> {
  pending += 1;
  notify();
  const settled = () => {
    pending -= 1;
    notify();
  };
  download.then(settled, settled);
  return download;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const isLoading = () => pending > 0;

/** Whether a page's code is still on its way. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, () => false);
}
