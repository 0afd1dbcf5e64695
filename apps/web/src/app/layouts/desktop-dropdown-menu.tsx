import { useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { Fragment, useRef } from 'react';
import { cn } from '@/lib/cn';
import { useFirstItemFocus, useFocusHandOver, type PartTrigger } from '@/lib/lazy-part';
import { MenuItemLink } from './menu-link';
import { menuKey, type MenuGroup } from './menus';

const itemClass =
  'flex w-full cursor-pointer items-center rounded px-3 py-2 text-sm text-slate-700 outline-none select-none ' +
  'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 aria-[current=page]:font-semibold aria-[current=page]:text-accent-700';

/** How the menu was opened and closed by hover (desktop-dropdown.tsx owns that state). */
export interface HoverControl {
  /** Open because the mouse rests on it (not pressed): it does not take the focus. */
  openedByHover: () => boolean;
  /** Closed by the pointer leaving, or by another menu opening: focus stays where it is. */
  closedQuietly: () => boolean;
  /** A press on a hover-opened menu: it stays open (no toggle) and no longer closes on leaving. */
  pin: () => void;
}

export interface DesktopDropdownMenuProps {
  group: MenuGroup;
  onIDirect?: (() => void) | undefined;
  /** The same as the plain trigger's (desktop-dropdown.tsx). */
  trigger: PartTrigger;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hover: HoverControl;
}

const openKeys = ['Enter', ' ', 'ArrowDown'];

/**
 * The header dropdown's Radix part (keyboard, focus and ARIA handling), fetched on first use by
 * DesktopDropdown, which owns its open state (hover opens it too): it mounts open when the plain
 * trigger was opened, focused when it had focus.
 */
export function DesktopDropdownMenu({
  group,
  onIDirect,
  trigger,
  open,
  onOpenChange,
  hover,
}: DesktopDropdownMenuProps) {
  const { i18n } = useLingui();
  const { firstUse } = trigger;
  const triggerRef = useFocusHandOver(firstUse);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const focusFirstItem = useFirstItemFocus(firstUse);
  const firstItem = () => contentRef.current?.querySelector<HTMLElement>('[role="menuitem"]');
  // Radix's menu content takes onOpenAutoFocus (its focus scope's mount focus), which the
  // DropdownMenu types leave out: a menu the mouse opened by resting on it leaves focus alone.
  const openAutoFocus = {
    onOpenAutoFocus: (event: Event) => {
      if (hover.openedByHover()) event.preventDefault();
    },
  };
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        className={trigger.className}
        // The pointer already opened it by hover: a click keeps it open rather than toggling it shut.
        onPointerDown={(event) => {
          if (event.button !== 0 || event.pointerType !== 'mouse' || !open || !hover.openedByHover()) return;
          event.preventDefault();
          hover.pin();
        }}
        // Enter, Space or Arrow Down on a hover-opened menu go into it, as they would had it been closed.
        onKeyDown={(event) => {
          if (!open || !hover.openedByHover() || !openKeys.includes(event.key)) return;
          event.preventDefault();
          hover.pin();
          firstItem()?.focus();
        }}
      >
        {trigger.content}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          {...openAutoFocus}
          onCloseAutoFocus={(event) => {
            if (hover.closedQuietly()) event.preventDefault();
          }}
          // A press on the trigger is the trigger's to handle (toggle, or keep a hover-opened menu open).
          onPointerDownOutside={(event) => {
            if (event.target instanceof Node && triggerRef.current?.contains(event.target))
              event.preventDefault();
          }}
          align="start"
          sideOffset={6}
          className="z-50 min-w-60 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          ref={(content) => {
            contentRef.current = content;
            focusFirstItem(content);
          }}
        >
          {group.items.map((item) =>
            item.kind === 'subgroup' ? (
              <Fragment key={menuKey(item)}>
                <DropdownMenu.Label className="px-3 pt-2 pb-1 text-[11px] font-semibold tracking-wider text-slate-500 uppercase">
                  {i18n._(item.label)}
                </DropdownMenu.Label>
                {item.items.map((sub) => (
                  <DropdownMenu.Item key={menuKey(sub)} asChild>
                    <MenuItemLink item={sub} onIDirect={onIDirect} className={cn(itemClass, 'ps-5')} />
                  </DropdownMenu.Item>
                ))}
              </Fragment>
            ) : (
              <DropdownMenu.Item key={menuKey(item)} asChild>
                <MenuItemLink item={item} onIDirect={onIDirect} className={itemClass} />
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
