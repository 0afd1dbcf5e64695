import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { useFocusHandOver, type FirstUse } from '@/lib/lazy-part';

export interface TooltipPartProps {
  content: ReactNode;
  children: ReactElement;
  side: 'top' | 'right' | 'bottom' | 'left';
  firstUse: FirstUse;
}

/** The tooltip's Radix part, fetched on first use by Tooltip (tooltip.tsx). */
export function TooltipPart({ content, children, side, firstUse }: TooltipPartProps) {
  // The plain trigger had focus: hand it over (Radix opens the tooltip on focus). A tooltip is never
  // 'pressed open', so this is every time the trigger had focus.
  const triggerRef = useFocusHandOver(firstUse);
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
