import { ChevronDown } from 'lucide-react';
import { useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { lazyPart } from '@/lib/lazy-part';
import { menuRoutes, type MenuGroup } from './menus';

// Issue 14: Radix's menu (with its positioning and focus code) is fetched on first use, not with
// every visitor's page.
const menuPart = lazyPart(() => import('./desktop-dropdown-menu').then((m) => m.DesktopDropdownMenu));

/**
 * A header dropdown (pre-login, 960px and up). Until first used it is a plain button with the
 * trigger's role, name and state; pointing at it or focusing it fetches the Radix menu, which takes
 * its place (opened, when it was pressed: pointer down, Enter, Space or Arrow Down, as Radix opens).
 */
export function DesktopDropdown({ group, onIDirect }: { group: MenuGroup; onIDirect?: () => void }) {
  const { pathname } = useLocation();
  const active = menuRoutes([group]).some((to) => to.split('?')[0] === pathname);
  const { Part, firstUse, request, triggerRef } = menuPart.useLoaded();
  const className = cn(
    'inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-900',
    'data-[state=open]:bg-slate-100 data-[state=open]:text-brand-900',
    active && 'text-brand-900 shadow-[inset_0_-2px_0_var(--color-accent-500)]',
  );
  const content = (
    <>
      {group.label}
      <ChevronDown aria-hidden className="size-3.5 text-slate-400" />
    </>
  );
  if (Part) {
    return (
      <Part
        group={group}
        onIDirect={onIDirect}
        triggerClassName={className}
        triggerContent={content}
        firstUse={firstUse}
      />
    );
  }
  return (
    <button
      ref={(node) => {
        triggerRef.current = node;
      }}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={className}
      onPointerEnter={() => request()}
      onFocus={() => request()}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix: the menu opens on pointer down and the trigger does not take focus.
        event.preventDefault();
        request({ open: true });
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        request({ open: true, keyboard: true });
      }}
    >
      {content}
    </button>
  );
}
