import { NoticesView } from '@/features/announcements/routes/notices-page';
import { NotificationList } from '@/features/notifications/components/notification-list';

/** /my-account/notices: the member's notifications above the announcements. */
export default function NoticesPage() {
  return (
    <NoticesView
      before={
        <NotificationList emptyText="No notifications yet. Answers to your offers and news of your purchases will appear here." />
      }
    />
  );
}
