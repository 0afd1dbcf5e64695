import { useVerifyEmail } from '../api/password-reset';
import { EmailLinkConfirmation } from '../components/email-link-confirmation';

/** /account/verify-email?token=: the link of the sign-up e-mail. */
export default function VerifyEmailPage() {
  return (
    <EmailLinkConfirmation
      title="Confirm e-mail address"
      confirm={useVerifyEmail()}
      next={{ to: '/account/login', label: 'Go to Login' }}
    />
  );
}
