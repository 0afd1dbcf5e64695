import { useConfirmNotificationEmail } from '../api/password-reset';
import { EmailLinkConfirmation } from '../components/email-link-confirmation';

/**
 * /account/confirm-email?token=: the link sent to a notification address a member added,
 * which gets no mail until then. Whoever owns the address clicks it; no sign-in needed.
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
