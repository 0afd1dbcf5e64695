import { PageHeader } from '@/components/ui/page-header';
import { NotificationList } from '@/features/notifications/components/notification-list';

/** /admin/notifications: what the sales team's bell has said. */
export default function AdminNotificationsPage() {
  return (
    <div className="space-y-5">
      <PageHeader
        title="Notifications"
        description="New offers, answers from dealers and sign-ups, newest first."
      />
      <NotificationList emptyText="No notifications yet. New offers and answers from dealers will appear here." />
    </div>
  );
}
