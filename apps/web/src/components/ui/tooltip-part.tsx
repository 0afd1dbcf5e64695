import { Tooltip as RadixTooltip } from 'radix-ui';
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import type { FirstUse } from '@/lib/lazy-part';

export interface TooltipPartProps {
  content: ReactNode;
  children: ReactElement;
  side: 'top' | 'right' | 'bottom' | 'left';
  firstUse: FirstUse;
}

/** The tooltip's Radix part, fetched on first use by Tooltip (tooltip.tsx). */
export function TooltipPart({ content, children, side, firstUse }: TooltipPartProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The plain trigger had focus: hand it over (Radix opens the tooltip on focus).
  useEffect(() => {
    if (firstUse.focus) triggerRef.current?.focus();
  }, [firstUse]);
  return (
    <RadixTooltip.Provider delayDuration={250}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger ref={triggerRef} asChild>
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-xs leading-snug text-white shadow-lg"
          >
            {content}
            <RadixTooltip.Arrow className="fill-slate-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
