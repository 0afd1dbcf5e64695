import { DropdownMenu } from 'radix-ui';
import { Fragment, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useFocusHandOver, type FirstUse } from '@/lib/lazy-part';
import { MenuItemLink } from './menu-link';
import type { MenuGroup } from './menus';

const itemClass =
  'flex w-full cursor-pointer items-center rounded px-3 py-2 text-sm text-slate-700 outline-none select-none ' +
  'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 aria-[current=page]:font-semibold aria-[current=page]:text-accent-700';

export interface DesktopDropdownMenuProps {
  group: MenuGroup;
  onIDirect?: (() => void) | undefined;
  /** The trigger's classes and content, the same as the plain trigger's (desktop-dropdown.tsx). */
  triggerClassName: string;
  triggerContent: ReactNode;
  firstUse: FirstUse;
}

/**
 * The header dropdown's Radix part (keyboard, focus and ARIA handling), fetched on first use by
 * DesktopDropdown: it mounts open when the plain trigger was pressed, focused when it had focus.
 */
export function DesktopDropdownMenu({
  group,
  onIDirect,
  triggerClassName,
  triggerContent,
  firstUse,
}: DesktopDropdownMenuProps) {
  const triggerRef = useFocusHandOver(firstUse);
  // Opened from the keyboard before this part arrived: Radix did not see that key, so focus the
  // first item as it would have (once; later openings are Radix's own).
  const focusFirstItem = useRef(firstUse.open && firstUse.keyboard);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={firstUse.open}>
      <DropdownMenu.Trigger ref={triggerRef} className={triggerClassName}>
        {triggerContent}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-60 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          ref={(content) => {
            if (!content || !focusFirstItem.current) return;
            focusFirstItem.current = false;
            // After Radix's own focus on the content (an effect of its mount).
            setTimeout(() => content.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
          }}
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
