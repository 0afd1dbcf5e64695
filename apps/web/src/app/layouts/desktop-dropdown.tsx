import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { lazyPart } from '@/lib/lazy-part';
import { PlainTrigger } from '@/lib/plain-trigger';
import type { HoverControl } from './desktop-dropdown-menu';
import { menuRoutes, type MenuGroup } from './menus';

// Radix's menu (with its positioning and focus code) is fetched on first use, not with
// every visitor's page.
const menuPart = lazyPart(() => import('./desktop-dropdown-menu').then((m) => m.DesktopDropdownMenu));

/** How long a hover-opened menu waits after the pointer leaves: time to cross the gap into the menu. */
export const HOVER_CLOSE_DELAY_MS = 200;

/** Closes the header dropdown open now: pointing at another one opens that one instead. */
let closeOpenDropdown: (() => void) | null = null;

/**
 * A header dropdown (pre-login, 960px and up). §2 "A dropdown opens on hover (desktop)": resting the
 * mouse on the trigger opens it, without moving focus, and it closes a moment after the pointer has
 * left both trigger and menu; a click (which then keeps it open), Enter, Space or Arrow Down open it
 * too, and touch opens it with a tap only.
 *
 * Until first used it is a plain button with the trigger's role, name and state; pointing at it or
 * focusing it fetches the Radix menu, which takes its place (opened, when it was opened before the
 * part arrived).
 */
export function DesktopDropdown({ group, onIDirect }: { group: MenuGroup; onIDirect?: () => void }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const active = menuRoutes([group]).some((to) => to.split('?')[0] === pathname);
  const { Part, firstUse, request, triggerRef } = menuPart.useLoaded();
  const [open, setOpenState] = useState(false);
  // Opened by the mouse resting on it (not pressed): leaving closes it.
  const byHover = useRef(false);
  // Closed by leaving, or by another menu opening: focus stays where it is.
  const quietly = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);
  const closeQuietly = useCallback(() => {
    cancelClose();
    quietly.current = true;
    setOpenState(false);
  }, [cancelClose]);
  const setOpen = (next: boolean) => {
    cancelClose();
    if (next) {
      if (closeOpenDropdown !== closeQuietly) closeOpenDropdown?.();
      closeOpenDropdown = closeQuietly;
      quietly.current = false;
    } else if (closeOpenDropdown === closeQuietly) closeOpenDropdown = null;
    setOpenState(next);
  };
  useEffect(
    () => () => {
      cancelClose();
      if (closeOpenDropdown === closeQuietly) closeOpenDropdown = null;
    },
    [cancelClose, closeQuietly],
  );

  const hover: HoverControl = {
    openedByHover: () => byHover.current,
    closedQuietly: () => quietly.current,
    pin: () => {
      cancelClose();
      byHover.current = false;
    },
  };
  // Mouse only: touch and pen open with a tap, as before.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    request();
    if (open) return;
    byHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !open || !byHover.current) return;
    cancelClose();
    closeTimer.current = setTimeout(closeQuietly, HOVER_CLOSE_DELAY_MS);
  };
  const openByPress = (keyboard: boolean) => {
    byHover.current = false;
    setOpen(true);
    request({ open: true, keyboard });
  };

  const className = cn(
    'inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium hover:bg-slate-100 hover:text-brand-900',
    'data-[state=open]:bg-slate-100 data-[state=open]:text-brand-900',
    active ? 'text-brand-900 shadow-[inset_0_-2px_0_var(--color-accent-500)]' : 'text-slate-700',
  );
  const content = (
    <>
      {i18n._(group.label)}
      <ChevronDown aria-hidden className="size-3.5 text-slate-400" />
    </>
  );
  return (
    // The menu is portalled, but React's pointer enter/leave follow the component tree: moving from
    // the trigger into the menu stays inside this wrapper (the close delay covers the gap between).
    <div className="flex" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      {Part ? (
        <Part
          group={group}
          onIDirect={onIDirect}
          trigger={{ className: className, content, firstUse }}
          open={open}
          onOpenChange={(next) => {
            byHover.current = false;
            setOpen(next);
          }}
          hover={hover}
        />
      ) : (
        <PlainTrigger
          popup="menu"
          triggerRef={triggerRef}
          request={request}
          className={className}
          onPress={({ keyboard, pointerType }) => {
            // A click on a menu the mouse opened by resting on it keeps it open.
            if (!keyboard && open && byHover.current && pointerType === 'mouse') hover.pin();
            else openByPress(keyboard);
          }}
        >
          {content}
        </PlainTrigger>
      )}
    </div>
  );
}
