import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Fragment } from 'react';
import { useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { MenuItemLink } from './menu-link';
import { menuRoutes, type MenuGroup } from './menus';

const itemClass =
  'flex w-full cursor-pointer items-center rounded px-3 py-2 text-sm text-slate-700 outline-none select-none ' +
  'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 aria-[current=page]:font-semibold aria-[current=page]:text-accent-700';

/** A header dropdown (pre-login, 960px and up): Radix gives keyboard, focus and ARIA handling. */
export function DesktopDropdown({ group, onIDirect }: { group: MenuGroup; onIDirect?: () => void }) {
  const { pathname } = useLocation();
  const active = menuRoutes([group]).some((to) => to.split('?')[0] === pathname);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-900',
          'data-[state=open]:bg-slate-100 data-[state=open]:text-brand-900',
          active && 'text-brand-900 shadow-[inset_0_-2px_0_var(--color-accent-500)]',
        )}
      >
        {group.label}
        <ChevronDown aria-hidden className="size-3.5 text-slate-400" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-60 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {group.items.map((item) =>
            item.kind === 'subgroup' ? (
              <Fragment key={item.label}>
                <DropdownMenu.Label className="px-3 pt-2 pb-1 text-[11px] font-semibold tracking-wider text-slate-500 uppercase">
                  {item.label}
                </DropdownMenu.Label>
                {item.items.map((sub) => (
                  <DropdownMenu.Item key={sub.label} asChild>
                    <MenuItemLink item={sub} onIDirect={onIDirect} className={cn(itemClass, 'pl-5')} />
                  </DropdownMenu.Item>
                ))}
              </Fragment>
            ) : (
              <DropdownMenu.Item key={item.label} asChild>
                <MenuItemLink item={item} onIDirect={onIDirect} className={itemClass} />
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
