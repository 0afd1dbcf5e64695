import { useConfirmNotificationEmail } from '../api/password-reset';
import { EmailLinkConfirmation } from '../components/email-link-confirmation';

/**
 * /account/confirm-email?token=: the link sent to a notification address a member added (issue 10,
 * finding 6). Whoever owns the address clicks it; no sign-in needed.
 */
export default function ConfirmEmailPage() {
  return (
    <EmailLinkConfirmation
      title="Confirm notification address"
      confirm={useConfirmNotificationEmail()}
      next={{ to: '/', label: 'Go to the home page' }}
    />
  );
}
