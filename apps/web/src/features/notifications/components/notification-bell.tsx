import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useMarkRead, useNotifications, useUnreadCount } from '../api/notifications';
import { NotificationItems } from './notification-items';

/**
 * The bell with the unread count (issue 12), in the member and back-office layouts. The count is
 * polled, so a staff action shows on the dealer's bell within seconds without a reload.
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
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount().data?.unread ?? 0;
  const list = useNotifications(8, open);
  const markRead = useMarkRead();
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={label}
        className={cn(
          'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full',
          tone === 'dark' ? 'text-white hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100',
        )}
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute top-1 right-1 min-w-4 rounded-full bg-accent-600 px-1 text-center text-[10px] leading-4 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-lg border border-slate-200 bg-white shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-3 py-2">
            <p className="text-sm font-semibold text-brand-900">Notifications</p>
            <button
              type="button"
              className="text-xs font-medium text-brand-600 hover:underline disabled:text-slate-400 disabled:no-underline"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate('all')}
            >
              Mark all as read
            </button>
          </div>
          <div className="max-h-[60dvh] overflow-y-auto">
            {list.isPending ? (
              <p className="px-3 py-4 text-sm text-slate-500">Loading…</p>
            ) : list.isError ? (
              <p className="px-3 py-4 text-sm text-red-700">{list.error.message}</p>
            ) : list.data.notifications.length === 0 ? (
              <p className="px-3 py-4 text-sm text-slate-600">{emptyText}</p>
            ) : (
              <NotificationItems items={list.data.notifications} onOpen={() => setOpen(false)} />
            )}
          </div>
          <div className="border-t border-slate-100 px-3 py-2 text-right">
            <Link
              to={seeAllHref}
              onClick={() => setOpen(false)}
              className="text-sm font-medium text-brand-600 hover:underline"
            >
              See all notifications
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
