import { Trans, useLingui } from '@lingui/react/macro';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { useFocusHandOver, type PartTrigger } from '@/lib/lazy-part';
import { useMarkRead, useNotifications } from '../api/notifications';
import { NotificationItems } from './notification-items';

interface NotificationBellPopoverProps {
  seeAllHref: string;
  emptyText: string;
  unread: number;
  /** The trigger's name, and the rest of it, the same as the plain trigger's (notification-bell.tsx). */
  label: string;
  trigger: PartTrigger;
}

/**
 * The bell's Radix part (the pop-over's positioning, focus and dismissal), fetched on first use by
 * NotificationBell: it mounts open when the plain trigger was pressed, focused when it had focus.
 */
export function NotificationBellPopover({
  seeAllHref,
  emptyText,
  unread,
  label,
  trigger,
}: NotificationBellPopoverProps) {
  const { t } = useLingui();
  const { firstUse } = trigger;
  const [open, setOpen] = useState(firstUse.open);
  const triggerRef = useFocusHandOver(firstUse);
  const list = useNotifications(8, open);
  const markRead = useMarkRead();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger ref={triggerRef} aria-label={label} className={trigger.className}>
        {trigger.content}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t`Notifications`}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-lg border border-slate-200 bg-white shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-3 py-2">
            <p className="text-sm font-semibold text-brand-900">
              <Trans>Notifications</Trans>
            </p>
            <button
              type="button"
              className="text-xs font-medium text-brand-600 hover:underline disabled:text-slate-400 disabled:no-underline"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate('all')}
            >
              <Trans>Mark all as read</Trans>
            </button>
          </div>
          <div className="max-h-[60dvh] overflow-y-auto">
            <QueryState
              query={list}
              loadingLabel={t`Loading notifications`}
              loading={
                <p className="px-3 py-4 text-sm text-slate-500">
                  <Trans>Loading…</Trans>
                </p>
              }
              renderError={(error) => (
                <p role="alert" className="px-3 py-4 text-sm text-red-700">
                  {error.message}
                </p>
              )}
              empty={{
                when: (data) => data.notifications.length === 0,
                content: <p className="px-3 py-4 text-sm text-slate-600">{emptyText}</p>,
              }}
            >
              {(data) => <NotificationItems items={data.notifications} onOpen={() => setOpen(false)} />}
            </QueryState>
          </div>
          <div className="border-t border-slate-100 px-3 py-2 text-end">
            <Link
              to={seeAllHref}
              onClick={() => setOpen(false)}
              className="text-sm font-medium text-brand-600 hover:underline"
            >
              <Trans>See all notifications</Trans>
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
