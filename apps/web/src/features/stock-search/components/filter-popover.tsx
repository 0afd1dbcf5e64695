import type { ReactNode } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { nonMobileQuery, useMediaQuery } from '@/lib/use-media-query';
import { FilterTrigger } from './filter-trigger';

export interface FilterPopoverProps {
  label: string;
  /** Shown on the trigger when the filter is set (e.g. '2015 – 2020'). */
  summary?: string | undefined;
  children: (close: () => void) => ReactNode;
}

// Radix's popover and dialog (positioning, focus trap, scroll lock) are fetched on first
// use, not with the search page.
const popoverPart = lazyPart(() => import('./filter-popover-part').then((m) => m.FilterPopoverPart));

/**
 * §2 "Under 768px filter pop-ups open as full-screen overlays; on wider screens they open on hover."
 * Until first used it is a plain button with the trigger's role, name and state; pointing at it,
 * focusing it or pressing it fetches the Radix part (filter-popover-part.tsx), which takes its place:
 * open when it was pressed (or, on wide screens, while the pointer still rests on it), focused when
 * the plain button had focus.
 */
export function FilterPopover(props: FilterPopoverProps) {
  const desktop = useMediaQuery(nonMobileQuery);
  const { Part, firstUse, request, leave, triggerRef } = popoverPart.useLoaded();
  if (Part) return <Part {...props} desktop={desktop} firstUse={firstUse} />;
  const trigger = (
    <FilterTrigger
      ref={(node) => {
        triggerRef.current = node;
      }}
      label={props.label}
      summary={props.summary}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onFocus={() => request()}
      // Enter or Space (detail 0) opens it with focus inside, as Radix does; on wide screens a mouse
      // click comes after the pointer has already opened it by hover, so focus stays where it is.
      onClick={(event) =>
        request(event.detail === 0 ? { open: true, keyboard: true } : { open: true, hover: desktop })
      }
    />
  );
  return desktop ? (
    <div className="relative" onMouseEnter={() => request({ open: true, hover: true })} onMouseLeave={leave}>
      {trigger}
    </div>
  ) : (
    trigger
  );
}
