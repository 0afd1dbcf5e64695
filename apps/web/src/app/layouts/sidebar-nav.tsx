import { useLingui } from '@lingui/react/macro';
import {
  Car,
  ChevronRight,
  Gavel,
  House,
  Info,
  Search,
  UserRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, type PointerEvent } from 'react';
import { useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { MenuItemLink } from './menu-link';
import { menuKey, menuRoutes, type MenuEntry, type MenuGroup } from './menus';
import { useNavigationScopedState } from './use-navigation-scoped-state';

/** By the entry's stable key (menuKey): its path, or its group's id. */
const icons: Record<string, LucideIcon> = {
  '/account-summary': House,
  'my-accounts': UserRound,
  stock: Car,
  auction: Gavel,
  services: Wrench,
  about: Info,
  '/search': Search,
};

const rowClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-white/10 hover:text-white';
const flyoutItemClass =
  'block w-full rounded px-3 py-1.5 text-start text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-900 ' +
  'aria-[current=page]:font-semibold aria-[current=page]:text-accent-700';

function Flyout({
  group,
  id,
  onIDirect,
}: {
  group: MenuGroup;
  id: string;
  onIDirect: (() => void) | undefined;
}) {
  const { i18n } = useLingui();
  return (
    // The left padding bridges the gap so the pointer can travel from the row into the panel.
    <div id={id} className="absolute top-0 inset-s-full z-50 ps-2">
      <div
        role="group"
        aria-label={i18n._(group.label)}
        className="w-64 rounded-md border border-slate-200 bg-white p-1.5 shadow-xl"
      >
        <p className="px-3 pt-1 pb-1.5 text-[11px] font-semibold tracking-wider text-slate-500 uppercase">
          {i18n._(group.label)}
        </p>
        <ul>
          {group.items.map((item) =>
            item.kind === 'subgroup' ? (
              <li key={menuKey(item)} className="mt-1 border-t border-slate-100 pt-1">
                <p className="px-3 py-1 text-[11px] font-semibold text-slate-500">{i18n._(item.label)}</p>
                <ul>
                  {item.items.map((sub) => (
                    <li key={menuKey(sub)}>
                      <MenuItemLink
                        item={sub}
                        onIDirect={onIDirect}
                        className={cn(flyoutItemClass, 'ps-5')}
                      />
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={menuKey(item)}>
                <MenuItemLink item={item} onIDirect={onIDirect} className={flyoutItemClass} />
              </li>
            ),
          )}
        </ul>
      </div>
    </div>
  );
}

/**
 * Post-login sidebar menu (960px and up). §2: a group opens on hover (mouse) and on click or
 * Enter; choosing the open group again closes it; Escape closes it too.
 */
export function SidebarNav({ entries, onIDirect }: { entries: MenuEntry[]; onIDirect?: () => void }) {
  const { t, i18n } = useLingui();
  const [openName, setOpenName] = useNavigationScopedState<string | null>(null);
  const { pathname } = useLocation();
  const baseId = useId();
  // The click that follows a hover-open must not close the group it just opened.
  const hoverOpened = useRef<string | null>(null);
  const hoverOpen = (name: string) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hoverOpened.current = name;
    setOpenName(name);
  };
  const hoverClose = (name: string) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hoverOpened.current = null;
    setOpenName((current) => (current === name ? null : current));
  };
  const toggle = (name: string) => {
    if (hoverOpened.current === name) {
      hoverOpened.current = null;
      return;
    }
    setOpenName((current) => (current === name ? null : name));
  };
  // The group buttons by group id, to take focus back from a flyout that Escape closes.
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    if (openName === null) return;
    // Escape closes the open group wherever focus is (a hover-opened flyout is dismissible without
    // moving the pointer, WCAG 1.4.13); focus inside the group returns to its button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const button = buttons.current.get(openName);
      const focusInside = button?.parentElement?.contains(document.activeElement) ?? false;
      setOpenName(null);
      if (focusInside) button?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openName, setOpenName]);
  return (
    <nav aria-label={t`Account menu`}>
      <ul className="space-y-0.5">
        {entries.map((entry) => {
          const Icon = icons[menuKey(entry)] ?? ChevronRight;
          if (entry.kind !== 'group') {
            return (
              <li key={menuKey(entry)}>
                <MenuItemLink
                  item={entry}
                  onIDirect={onIDirect}
                  className={cn(
                    rowClass,
                    'text-brand-100 aria-[current=page]:bg-white/10 aria-[current=page]:text-white',
                  )}
                >
                  <Icon aria-hidden className="size-4 text-brand-300" />
                  {i18n._(entry.label)}
                </MenuItemLink>
              </li>
            );
          }
          const open = openName === entry.id;
          const active = menuRoutes([entry]).some((to) => to.split('?')[0] === pathname);
          const flyoutId = `${baseId}-${entry.id}`;
          return (
            <li
              key={entry.id}
              className="relative"
              onPointerEnter={hoverOpen(entry.id)}
              onPointerLeave={hoverClose(entry.id)}
            >
              <button
                ref={(element) => {
                  if (element) buttons.current.set(entry.id, element);
                  else buttons.current.delete(entry.id);
                }}
                type="button"
                aria-expanded={open}
                aria-controls={open ? flyoutId : undefined}
                onClick={() => toggle(entry.id)}
                className={cn(rowClass, open || active ? 'bg-white/10 text-white' : 'text-brand-100')}
              >
                <Icon aria-hidden className="size-4 text-brand-300" />
                <span className="flex-1 text-start">{i18n._(entry.label)}</span>
                <ChevronRight aria-hidden className="size-3.5 text-brand-300 rtl:-scale-x-100" />
              </button>
              {open && <Flyout group={entry} id={flyoutId} onIDirect={onIDirect} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
