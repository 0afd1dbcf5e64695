import { useRef, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

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
  const near = useNearViewport(ref, { margin, idle: true });
  return (
    <div ref={ref} style={near ? undefined : { minHeight }}>
      {near ? children : null}
    </div>
  );
}
