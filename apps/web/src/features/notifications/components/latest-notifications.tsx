import { useLingui } from '@lingui/react/macro';
import { SummaryQueryCard } from '@/components/ui/summary-query-card';
import { useNotifications } from '../api/notifications';
import { NotificationItems } from './notification-items';

/** Account summary: the five newest notifications. */
export function LatestNotifications() {
  const { t } = useLingui();
  const list = useNotifications(5);
  return (
    <SummaryQueryCard
      title={t`Latest notifications`}
      link={{ to: '/my-account/notifications', label: t`All notifications` }}
      query={list}
      isEmpty={(data) => data.notifications.length === 0}
      emptyText={t`No notifications yet. Answers to your offers and news of your purchases will appear here.`}
    >
      {(data) => (
        <div className="-mx-3">
          <NotificationItems items={data.notifications} />
        </div>
      )}
    </SummaryQueryCard>
  );
}
