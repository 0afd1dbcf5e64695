import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { NotificationTable } from '@/features/notifications/components/notification-table';

/** /admin/notifications: what the sales team's bell has said, a page at a time. */
export default function AdminNotificationsPage() {
  const { t } = useLingui();
  return (
    <div className="space-y-5">
      <PageHeader
        title={t`Notifications`}
        description={t`New offers, answers from dealers and sign-ups, newest first.`}
      />
      <NotificationTable emptyText={t`New offers and answers from dealers will appear here.`} />
    </div>
  );
}
