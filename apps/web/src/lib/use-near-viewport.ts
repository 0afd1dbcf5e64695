import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (then stays true); with `idle`, also
 * once the browser is idle after first paint, whichever is first. Set in a transition: what it
 * reveals is drawn in slices that leave room for taps and scrolls, not one long task.
 * Without IntersectionObserver (tests, old browsers) it is true at once.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { margin, idle = false }: { margin: string; idle?: boolean },
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const show = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: margin,
    });
    observer.observe(element);
    if (!idle) return () => observer.disconnect();
    const idleHandle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(show, { timeout: 1500 })
        : window.setTimeout(show, 800);
    return () => {
      observer.disconnect();
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
    };
  }, [ref, near, margin, idle]);
  return near;
}
