import { useLingui } from '@lingui/react/macro';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { MenuItemLink } from './menu-link';
import { menuKey, type MenuEntry, type MenuGroup, type MenuLink } from './menus';
import { useNavigationScopedState } from './use-navigation-scoped-state';

export interface MobileMenuProps {
  id: string;
  entries: MenuEntry[];
  onIDirect?: () => void;
  /** Extra blocks under the menu (account links, profile, forex rates). */
  footer?: ReactNode;
  className?: string;
}

const rowClass =
  'flex w-full items-center justify-between px-4 py-3 text-[15px] font-medium text-slate-800 hover:bg-slate-50 aria-[current=page]:text-accent-700';

/** A link inside an open group, indented one level (px-6) or two (px-8, under a subgroup heading). */
function GroupLink({
  item,
  onIDirect,
  indent,
}: {
  item: MenuLink;
  onIDirect: (() => void) | undefined;
  indent: 'px-6' | 'px-8';
}) {
  return (
    <li>
      <MenuItemLink
        item={item}
        onIDirect={onIDirect}
        className={cn(
          'block w-full py-2 text-sm text-slate-700 aria-[current=page]:font-semibold aria-[current=page]:text-accent-700',
          indent,
        )}
      />
    </li>
  );
}

function MobileGroup({
  group,
  open,
  onToggle,
  onIDirect,
}: {
  group: MenuGroup;
  open: boolean;
  onToggle: () => void;
  onIDirect: (() => void) | undefined;
}) {
  const { i18n } = useLingui();
  const panelId = useId();
  return (
    <li className="border-b border-slate-100">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className={rowClass}
      >
        {i18n._(group.label)}
        <ChevronDown
          aria-hidden
          className={cn('size-4 text-slate-400 transition-transform', open && 'rotate-180')}
        />
      </button>
      <ul id={panelId} hidden={!open} className="bg-slate-50 pb-2">
        {group.items.map((item) =>
          item.kind === 'subgroup' ? (
            <li key={menuKey(item)}>
              <p className="px-6 pt-3 pb-1 text-[11px] font-semibold tracking-wider text-slate-500 uppercase">
                {i18n._(item.label)}
              </p>
              <ul>
                {item.items.map((sub) => (
                  <GroupLink key={menuKey(sub)} item={sub} onIDirect={onIDirect} indent="px-8" />
                ))}
              </ul>
            </li>
          ) : (
            <GroupLink key={menuKey(item)} item={item} onIDirect={onIDirect} indent="px-6" />
          ),
        )}
      </ul>
    </li>
  );
}

/**
 * Menu for widths under 960px (§9). Groups open on click; choosing the open group again closes it
 * (§2). The panel itself is shown/hidden by the layout's hamburger button.
 */
export function MobileMenu({ id, entries, onIDirect, footer, className }: MobileMenuProps) {
  const { t } = useLingui();
  const [openName, setOpenName] = useNavigationScopedState<string | null>(null);
  return (
    <div
      id={id}
      className={cn(
        'fixed inset-x-0 top-14 bottom-0 z-40 overflow-y-auto overscroll-contain bg-white nav:hidden',
        className,
      )}
    >
      <nav aria-label={t`Main menu`}>
        <ul>
          {entries.map((entry) =>
            entry.kind === 'group' ? (
              <MobileGroup
                key={entry.id}
                group={entry}
                open={openName === entry.id}
                onToggle={() => setOpenName((current) => (current === entry.id ? null : entry.id))}
                onIDirect={onIDirect}
              />
            ) : (
              <li key={menuKey(entry)} className="border-b border-slate-100">
                <MenuItemLink item={entry} onIDirect={onIDirect} className={rowClass} />
              </li>
            ),
          )}
        </ul>
      </nav>
      {footer}
    </div>
  );
}

/** The hamburger button that shows and hides a layout's MobileMenu (its id is `controls`). */
export function MenuToggle({
  open,
  onToggle,
  controls,
  onDark = false,
  className,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  /** On a dark header: white, with a light wash on hover. */
  onDark?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={cn(
        '-me-2 grid size-10 place-items-center rounded-md',
        onDark ? 'text-white hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100',
        className,
      )}
      aria-label={open ? t`Close menu` : t`Open menu`}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
    </button>
  );
}
