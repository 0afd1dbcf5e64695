import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once their place comes within `margin` of the viewport, or once the browser
 * is idle after first paint, whichever is first (then stays). Below-the-fold blocks stay out of the
 * way of the first tiles, yet are always in the page a moment later for anyone (or any tool)
 * looking for them without scrolling.
 */
export function WhenNearViewport({
  children,
  minHeight,
  margin = '600px',
}: {
  children: ReactNode;
  minHeight: number;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    // Drawn in a transition: in slices that leave room for taps and scrolls, not one long task.
    const show = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: margin,
    });
    observer.observe(element);
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(show, { timeout: 1500 })
        : window.setTimeout(show, 800);
    return () => {
      observer.disconnect();
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [near, margin]);
  return (
    <div ref={ref} style={near ? undefined : { minHeight }}>
      {near ? children : null}
    </div>
  );
}
