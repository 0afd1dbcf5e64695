import { cloneElement, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { lazyPart } from '@/lib/lazy-part';

// Radix's tooltip (with its positioning code) is fetched when a trigger is first pointed
// at or focused, not with the page.
const tooltipPart = lazyPart(() => import('./tooltip-part').then((m) => m.TooltipPart));

export interface TooltipProps {
  content: ReactNode;
  /**
   * A focusable element (button, link); it is the trigger. Its own pointer-enter and focus handlers
   * still run; give it an accessible name of its own (the tooltip is visual help).
   */
  children: ReactElement<{
    onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
    onFocus?: (event: FocusEvent<HTMLElement>) => void;
    ref?: (node: HTMLElement | null) => void;
  }>;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** A tooltip on a focusable trigger: shown on hover (after 250 ms) and on keyboard focus. */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const { Part, firstUse, request, triggerRef } = tooltipPart.useLoaded();
  if (Part) {
    return (
      <Part content={content} side={side} firstUse={firstUse}>
        {children}
      </Part>
    );
  }
  return cloneElement(children, {
    ref: (node: HTMLElement | null) => {
      triggerRef.current = node;
    },
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      request();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      children.props.onFocus?.(event);
      request();
    },
  });
}
