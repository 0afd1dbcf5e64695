import { Trans } from '@lingui/react/macro';
import { ArrowLeftRight, CircleUserRound, KeyRound, LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { useFirstItemFocus, useFocusHandOver, type PartTrigger } from '@/lib/lazy-part';

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

interface ProfileMenuDropdownProps {
  onSwitchAccount: () => void;
  /** The same as the plain trigger's (profile-menu.tsx). */
  trigger: PartTrigger;
}

/**
 * The profile menu's Radix part (keyboard, focus and ARIA handling), fetched on first use by
 * ProfileMenu: it mounts open when the plain trigger was pressed, focused when it had focus.
 */
export function ProfileMenuDropdown({ onSwitchAccount, trigger }: ProfileMenuDropdownProps) {
  const { firstUse } = trigger;
  const triggerRef = useFocusHandOver(firstUse);
  const focusFirstItem = useFirstItemFocus(firstUse);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={firstUse.open}>
      <DropdownMenu.Trigger ref={triggerRef} className={trigger.className}>
        {trigger.content}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={focusFirstItem}
          side="bottom"
          align="start"
          sideOffset={6}
          className="z-50 w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item className={itemClass} onSelect={onSwitchAccount}>
            <ArrowLeftRight aria-hidden className="size-4 text-slate-400" /> <Trans>Switch Account</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/my-account/my-profile/account-details">
              <CircleUserRound aria-hidden className="size-4 text-slate-400" /> <Trans>My Profile</Trans>
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/my-account/security">
              <KeyRound aria-hidden className="size-4 text-slate-400" /> <Trans>Sign-in and security</Trans>
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/logout">
              <LogOut aria-hidden className="size-4 text-slate-400" /> <Trans>Sign Out</Trans>
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
