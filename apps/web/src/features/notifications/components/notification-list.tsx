import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { useMarkRead, useNotifications } from '../api/notifications';
import { NotificationItems } from './notification-items';

/** Every recent notification of the signed-in user (issue 12): /my-account/notices and /admin/notifications. */
export function NotificationList({ emptyText }: { emptyText: string }) {
  const list = useNotifications(100);
  const markRead = useMarkRead();
  return (
    <section aria-labelledby="notifications-heading" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="notifications-heading"
          className="text-sm font-semibold tracking-wide text-slate-500 uppercase"
        >
          Your notifications
        </h2>
        {list.data && list.data.unread > 0 && (
          <Button
            size="sm"
            variant="secondary"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate('all')}
          >
            Mark all as read
          </Button>
        )}
      </div>
      {list.isPending ? (
        <Spinner label="Loading notifications" />
      ) : list.isError ? (
        <FormAlert>{list.error.message}</FormAlert>
      ) : list.data.notifications.length === 0 ? (
        <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white">
          <NotificationItems items={list.data.notifications} />
        </div>
      )}
    </section>
  );
}
