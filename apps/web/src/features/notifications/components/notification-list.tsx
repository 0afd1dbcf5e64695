import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { QueryState } from '@/components/ui/query-state';
import { useMarkRead, useNotifications } from '../api/notifications';
import { NotificationItems } from './notification-items';

/** Every recent notification of the signed-in user: /my-account/notices and /admin/notifications. */
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
      <QueryState
        query={list}
        loading={<Spinner label="Loading notifications" />}
        empty={{
          when: (data) => data.notifications.length === 0,
          text: emptyText,
        }}
      >
        {(data) => (
          <div className="rounded-lg border border-slate-200 bg-white">
            <NotificationItems items={data.notifications} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
