import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { SummaryCard } from '@/components/ui/summary-card';
import { useNotifications } from '../api/notifications';
import { NotificationItems } from './notification-items';

/** Account summary (issue 12): the five newest notifications. */
export function LatestNotifications() {
  const list = useNotifications(5);
  return (
    <SummaryCard
      id="summary-notifications"
      title="Latest notifications"
      link={{ to: '/my-account/notices', label: 'All notifications' }}
    >
      {list.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : list.isError ? (
        <FormAlert>{list.error.message}</FormAlert>
      ) : list.data.notifications.length === 0 ? (
        <p className="text-sm text-slate-600">
          No notifications yet. Answers to your offers and news of your purchases will appear here.
        </p>
      ) : (
        <div className="-mx-3">
          <NotificationItems items={list.data.notifications} />
        </div>
      )}
    </SummaryCard>
  );
}
