import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { EmailInquiryFields } from '@/components/ui/email-inquiry-fields';
import { cn } from '@/lib/cn';
import { useEmailInquiryForm } from '@/lib/use-email-inquiry-form';
import { useSendEmailInquiry } from '../api/send-email-inquiry';

/**
 * §2 Public search "Send a message" form (Name, Email, Message, SUBMIT). §5: when validation fails
 * every field counts as touched and nothing is sent; invalid touched fields turn red. §8: success
 * shows 'Email Sent'; a server error shows its message in red above the form.
 */
export function ContactSalesForm({ className }: { className?: string }) {
  const { t } = useLingui();
  const send = useSendEmailInquiry();
  const inquiry = useEmailInquiryForm(send.mutateAsync, t`Your message could not be sent. Please try again.`);
  const { onSubmit, isSubmitting } = inquiry;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t`Send a message`}
      className={cn('space-y-3', className)}
    >
      <EmailInquiryFields inquiry={inquiry} nameLabel={t`Name`} emailLabel={t`Email`} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t`Sending…` : t`SUBMIT`}
      </Button>
    </form>
  );
}
