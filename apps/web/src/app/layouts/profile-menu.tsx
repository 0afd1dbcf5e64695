import { ArrowLeftRight, ChevronDown, CircleUserRound, LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import type { CurrentUser } from '@/lib/current-user';

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** §2 Profile menu (desktop): Switch Account, My Profile, Sign Out. */
export function ProfileMenu({
  user,
  onSwitchAccount,
}: {
  user: CurrentUser | undefined;
  onSwitchAccount: () => void;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex w-full items-center gap-3 rounded-md p-2 text-left hover:bg-white/10 data-[state=open]:bg-white/10">
        <span
          aria-hidden
          className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
        >
          {(user?.contact ?? '?').charAt(0).toUpperCase()}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-white">
            {user?.contact ?? 'My account'}
          </span>
          <span className="block truncate text-xs text-brand-200">
            {user ? `${user.currency} Account` : 'Loading account…'}
          </span>
        </span>
        <ChevronDown aria-hidden className="size-4 text-brand-300" />
        <span className="sr-only">Profile menu</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="bottom"
          align="start"
          sideOffset={6}
          className="z-50 w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item className={itemClass} onSelect={onSwitchAccount}>
            <ArrowLeftRight aria-hidden className="size-4 text-slate-400" /> Switch Account
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/my-account/my-profile/account-details">
              <CircleUserRound aria-hidden className="size-4 text-slate-400" /> My Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/logout">
              <LogOut aria-hidden className="size-4 text-slate-400" /> Sign Out
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
