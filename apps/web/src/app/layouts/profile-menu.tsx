import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import type { CurrentUser } from '@/lib/current-user';
import { lazyPart } from '@/lib/lazy-part';
import { PlainTrigger } from '@/lib/plain-trigger';

// Radix's menu is fetched on first use, not with every member's page.
const menuPart = lazyPart(() => import('./profile-menu-dropdown').then((m) => m.ProfileMenuDropdown));

const triggerClassName =
  'flex w-full items-center gap-3 rounded-md p-2 text-start hover:bg-white/10 data-[state=open]:bg-white/10';

/**
 * §2 Profile menu (desktop): Switch Account, My Profile, Sign Out (and ours: Sign-in and security).
 *
 * Until first used it is a plain button with the menu trigger's role, name and state; pointing at it,
 * focusing it or pressing it fetches the Radix menu (profile-menu-dropdown.tsx), which takes its
 * place: open when it was pressed (on its first item from the keyboard), focused when it had focus.
 */
export function ProfileMenu({
  user,
  onSwitchAccount,
}: {
  user: CurrentUser | undefined;
  onSwitchAccount: () => void;
}) {
  const { t } = useLingui();
  const { Part, firstUse, request, triggerRef } = menuPart.useLoaded();
  const currency = user?.currency;
  const content = (
    <>
      <span
        aria-hidden
        className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
      >
        {(user?.contact ?? '?').charAt(0).toUpperCase()}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-white">
          {user?.contact ?? t`My account`}
        </span>
        <span className="block truncate text-xs text-brand-200">
          {user ? t`${currency} Account` : t`Loading account…`}
        </span>
      </span>
      <ChevronDown aria-hidden className="size-4 text-brand-300" />
      <span className="sr-only">
        <Trans>Profile menu</Trans>
      </span>
    </>
  );
  if (Part) {
    return (
      <Part onSwitchAccount={onSwitchAccount} trigger={{ className: triggerClassName, content, firstUse }} />
    );
  }
  return (
    <PlainTrigger
      popup="menu"
      triggerRef={triggerRef}
      request={request}
      className={triggerClassName}
      onPointerEnter={() => request()}
    >
      {content}
    </PlainTrigger>
  );
}
