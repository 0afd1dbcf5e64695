import { useSyncExternalStore } from 'react';

/** True while the media query matches (re-renders on change). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** §5 "Mobile means width under 768px." */
export const useIsDesktop = () => useMediaQuery('(min-width: 768px)');
