import { useEffect, useEffectEvent } from 'react';
import { desktopNavQuery, useMediaQuery } from '@/lib/use-media-query';
import { useScrollLock } from '@/lib/use-scroll-lock';
import { useNavigationScopedState } from './use-navigation-scoped-state';

/** Layers above the menu that answer Escape themselves (dialogs, pop-overs, menus, list boxes). */
const OWN_ESCAPE = '[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]';

/**
 * A layout's mobile menu (the hamburger's `controls` id): closed again on every navigation, page
 * scroll locked while it is open under the desktop breakpoint (§2), and Escape closes it and gives
 * focus back to the hamburger, as for any disclosure that covers the page.
 */
export function useMobileMenu(menuId: string): { open: boolean; toggle: () => void } {
  const [open, setOpen] = useNavigationScopedState(false);
  const isDesktop = useMediaQuery(desktopNavQuery);
  useScrollLock(open && !isDesktop);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (event.target instanceof Element && event.target.closest(OWN_ESCAPE)) return;
    setOpen(false);
    document.querySelector<HTMLElement>(`[aria-controls="${menuId}"]`)?.focus();
  });
  useEffect(() => {
    if (!open) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [open]);

  return { open, toggle: () => setOpen((current) => !current) };
}
