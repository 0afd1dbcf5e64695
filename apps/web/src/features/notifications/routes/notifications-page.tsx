import { useLingui } from '@lingui/react/macro';
import { Page } from '@/components/ui/page-header';
import { NotificationTable } from '../components/notification-table';

/**
 * /my-account/notifications: what the bell has told the dealer, every one, a page at a time ('See all
 * notifications'). Notices of the sales team (shipping, holidays) stay on /my-account/notices.
 */
export default function NotificationsPage() {
  const { t } = useLingui();
  return (
    <Page
      title={t`Notifications`}
      description={t`Answers to your offers and each step of your purchases, newest first.`}
    >
      <NotificationTable emptyText={t`Answers to your offers and news of your purchases will appear here.`} />
    </Page>
  );
}
