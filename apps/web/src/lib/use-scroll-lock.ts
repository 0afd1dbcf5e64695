import { useEffect } from 'react';

/**
 * §2: open mobile menus and pop-ups lock page scroll. Restores the previous value on unlock/unmount,
 * so nested locks (menu + announcement) unwind correctly.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}
