import { ChevronDown, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { nonMobileQuery, useMediaQuery } from '@/lib/use-media-query';

export interface FilterPopoverProps {
  label: string;
  /** Shown on the trigger when the filter is set (e.g. '2015 – 2020'). */
  summary?: string | undefined;
  children: (close: () => void) => ReactNode;
}

/**
 * §2 "Under 768px filter pop-ups open as full-screen overlays; on wider screens they open on hover."
 * A click opens it too (Enter/Space toggle it), so keyboard and touch users can open it.
 */
export function FilterPopover({ label, summary, children }: FilterPopoverProps) {
  const desktop = useMediaQuery(nonMobileQuery);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onPointer = (event: PointerEvent) => {
      if (desktop && root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    if (!desktop) document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.body.style.overflow = '';
    };
  }, [open, desktop]);

  return (
    <div
      ref={root}
      className="relative"
      onMouseEnter={desktop ? () => setOpen(true) : undefined}
      onMouseLeave={desktop ? () => setOpen(false) : undefined}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        // On desktop the pointer already opened it on hover: a mouse click must not close it again
        // (it closes when the pointer leaves, on Escape or on a click outside). Keyboard activation
        // (detail 0) and touch screens toggle.
        onClick={(event) => setOpen((value) => (desktop && event.detail > 0 ? true : !value))}
        className={cn(
          'inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium whitespace-nowrap',
          summary
            ? 'border-brand-500 bg-brand-50 text-brand-800'
            : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
        )}
      >
        {label}
        {summary && (
          <span className="max-w-32 truncate text-xs font-semibold text-brand-700">: {summary}</span>
        )}
        <ChevronDown aria-hidden className="size-4 text-slate-500" />
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={label}
          className={
            desktop ? 'absolute top-full left-0 z-40 w-80 pt-1' : 'fixed inset-0 z-50 flex flex-col bg-white'
          }
        >
          <div
            className={
              desktop
                ? 'rounded-lg border border-slate-200 bg-white p-3 shadow-lg'
                : 'flex flex-1 flex-col overflow-y-auto'
            }
          >
            {!desktop && (
              <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
                <h2 className="text-base font-semibold text-brand-900">{label}</h2>
                <button
                  type="button"
                  aria-label="Close"
                  onClick={close}
                  className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
                >
                  <X aria-hidden className="size-5" />
                </button>
              </div>
            )}
            <div className={desktop ? '' : 'p-4'}>{children(close)}</div>
          </div>
        </div>
      )}
    </div>
  );
}
