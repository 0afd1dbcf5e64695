import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog, Popover } from 'radix-ui';
import { useRef, useState } from 'react';
import { useFocusHandOver, type FirstUse } from '@/lib/lazy-part';
import type { FilterPopoverProps } from './filter-popover';
import { FilterTrigger as TriggerButton } from './filter-trigger';

type PartProps = FilterPopoverProps & { firstUse: FirstUse };

/**
 * The filter pop-up's Radix part, fetched on first use by FilterPopover (filter-popover.tsx): a
 * Popover that also opens on hover (desktop), a full-screen Dialog (under 768px). Radix gives both
 * the focus handling (focus moves in when opened from the keyboard or a tap, and back to the button
 * on close), Escape and outside clicks, and the dialog its scroll lock.
 */
export function FilterPopoverPart({ desktop, ...props }: PartProps & { desktop: boolean }) {
  return desktop ? <HoverPopover {...props} /> : <FullScreenFilter {...props} />;
}

function HoverPopover({ label, summary, children, firstUse }: PartProps) {
  const [open, setOpen] = useState(firstUse.open);
  // Opened by the pointer resting on it: focus stays where it is, and goes nowhere when it closes.
  const byHover = useRef(firstUse.open && firstUse.hover);
  const triggerRef = useFocusHandOver(firstUse);
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
            ref={triggerRef}
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

function FullScreenFilter({ label, summary, children, firstUse }: PartProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(firstUse.open);
  const triggerRef = useFocusHandOver(firstUse);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <TriggerButton ref={triggerRef} label={label} summary={summary} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-base font-semibold text-brand-900">{label}</Dialog.Title>
            <Dialog.Close
              aria-label={t`Close`}
              className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="p-4">{children(close)}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
