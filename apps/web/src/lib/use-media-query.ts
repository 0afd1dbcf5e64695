import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches; `fallback` where matchMedia is unavailable. */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, read, () => fallback);
}

/** §9: the menu collapses into a hamburger under 960px. */
export const desktopNavQuery = '(min-width: 960px)';

/** §5 "Mobile means width under 768px." */
export const nonMobileQuery = '(min-width: 768px)';
