import { ProfileView } from '@/features/accounts/routes/profile-page';
import { EmailNotificationSettings } from '@/features/notifications/components/email-notification-settings';

/** My Profile (§2) with the notification e-mail choices per kind. */
export default function ProfilePage() {
  return <ProfileView more={<EmailNotificationSettings />} />;
}
