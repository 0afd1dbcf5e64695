import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { cn } from '@/lib/cn';
import { lazyPart } from '@/lib/lazy-part';
import { PlainTrigger } from '@/lib/plain-trigger';
import { useUnreadCount } from '../api/notifications';

// Radix's pop-over is fetched on first use, not with every member's page.
const popoverPart = lazyPart(() =>
  import('./notification-bell-popover').then((m) => m.NotificationBellPopover),
);

/**
 * The bell with the unread count, in the member and back-office layouts. The count is
 * polled, so a staff action shows on the dealer's bell within seconds without a reload.
 *
 * Until first used it is a plain button with the pop-over trigger's role, name and state; pointing at
 * it, focusing it or pressing it fetches the pop-over (notification-bell-popover.tsx), which takes
 * its place: open when it was pressed, focused when the plain button had focus.
 */
export function NotificationBell({
  seeAllHref,
  emptyText,
  tone = 'light',
}: {
  seeAllHref: string;
  emptyText: string;
  tone?: 'light' | 'dark';
}) {
  const { t } = useLingui();
  const unread = useUnreadCount().data?.unread ?? 0;
  const { Part, firstUse, request, triggerRef } = popoverPart.useLoaded();
  const label = unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`;
  const className = cn(
    'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full',
    tone === 'dark' ? 'text-white hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100',
  );
  const content = (
    <>
      <Bell aria-hidden className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden
          className="absolute top-1 inset-e-1 min-w-4 rounded-full bg-accent-700 px-1 text-center text-[10px] leading-4 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </>
  );
  if (Part) {
    return (
      <Part
        seeAllHref={seeAllHref}
        emptyText={emptyText}
        unread={unread}
        label={label}
        trigger={{ className: className, content, firstUse }}
      />
    );
  }
  return (
    <PlainTrigger
      popup="dialog"
      triggerRef={triggerRef}
      request={request}
      aria-label={label}
      className={className}
      onPointerEnter={() => request()}
    >
      {content}
    </PlainTrigger>
  );
}
