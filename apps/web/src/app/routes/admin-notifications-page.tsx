import { PageHeader } from '@/components/ui/page-header';
import { NotificationTable } from '@/features/notifications/components/notification-table';

/** /admin/notifications: what the sales team's bell has said, a page at a time. */
export default function AdminNotificationsPage() {
  return (
    <div className="space-y-5">
      <PageHeader
        title="Notifications"
        description="New offers, answers from dealers and sign-ups, newest first."
      />
      <NotificationTable emptyText="New offers and answers from dealers will appear here." />
    </div>
  );
}
