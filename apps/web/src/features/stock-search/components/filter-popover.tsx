import { ChevronDown, X } from 'lucide-react';
import { Dialog, Popover } from 'radix-ui';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
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
 * Desktop: a Radix Popover that also opens on hover; mobile: a full-screen Radix Dialog. Radix gives
 * both the focus handling (focus moves in when opened from the keyboard or a tap, and back to the
 * button on close), Escape and outside clicks, and the dialog its scroll lock.
 */
export function FilterPopover(props: FilterPopoverProps) {
  const desktop = useMediaQuery(nonMobileQuery);
  return desktop ? <HoverPopover {...props} /> : <FullScreenFilter {...props} />;
}

function TriggerButton({
  label,
  summary,
  ...rest
}: Omit<FilterPopoverProps, 'children'> & {
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <button
      type="button"
      {...rest}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium whitespace-nowrap',
        summary
          ? 'border-brand-500 bg-brand-50 text-brand-800'
          : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
      )}
    >
      {label}
      {summary && <span className="max-w-32 truncate text-xs font-semibold text-brand-700">: {summary}</span>}
      <ChevronDown aria-hidden className="size-4 text-slate-500" />
    </button>
  );
}

function HoverPopover({ label, summary, children }: FilterPopoverProps) {
  const [open, setOpen] = useState(false);
  // Opened by the pointer resting on it: focus stays where it is, and goes nowhere when it closes.
  const byHover = useRef(false);
  const openByHover = () => {
    byHover.current = true;
    setOpen(true);
  };
  const close = () => setOpen(false);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        byHover.current = false;
        setOpen(next);
      }}
    >
      {/* The content is not portalled, so moving the pointer from the button into it keeps it open. */}
      <div className="relative" onMouseEnter={openByHover} onMouseLeave={close}>
        <Popover.Trigger asChild>
          <TriggerButton
            label={label}
            summary={summary}
            // The pointer already opened it on hover: a mouse click must not close it again (it
            // closes when the pointer leaves, on Escape or on a click outside). Keyboard (detail 0)
            // toggles, through Radix.
            onClick={(event) => {
              if (event.detail > 0) {
                event.preventDefault();
                byHover.current = false;
                setOpen(true);
              }
            }}
          />
        </Popover.Trigger>
        <Popover.Content
          aria-label={label}
          align="start"
          onOpenAutoFocus={(event) => byHover.current && event.preventDefault()}
          onCloseAutoFocus={(event) => byHover.current && event.preventDefault()}
          // The transparent top padding bridges button and panel, so the pointer never leaves on the way.
          className="z-40 w-80 pt-1"
        >
          <div className="rounded-lg border border-slate-200 bg-white p-3 shadow-lg">{children(close)}</div>
        </Popover.Content>
      </div>
    </Popover.Root>
  );
}

function FullScreenFilter({ label, summary, children }: FilterPopoverProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <TriggerButton label={label} summary={summary} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-base font-semibold text-brand-900">{label}</Dialog.Title>
            <Dialog.Close aria-label="Close" className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="p-4">{children(close)}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
