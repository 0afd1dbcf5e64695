import { FormAlert } from '@/components/ui/form-alert';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  EMAIL_SENT_MESSAGE,
  emailInquirySchema,
  type EmailInquiry,
  type EmailInquiryInput,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, controlClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useSendEmailInquiry } from '../api/send-email-inquiry';

const empty: EmailInquiryInput = { sender: '', senderEmailAddress: '', body: '', website: '' };

/**
 * §2 Public search "Send a message" form (Name, Email, Message, SUBMIT). §5: when validation fails
 * every field counts as touched and nothing is sent; invalid touched fields turn red. §8: success
 * shows 'Email Sent'; a server error shows its message in red above the form.
 */
export function ContactSalesForm({ className }: { className?: string }) {
  const form = useForm<EmailInquiryInput, unknown, EmailInquiry>({
    resolver: zodResolver(emailInquirySchema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  const send = useSendEmailInquiry();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    setSent(false);
    try {
      await send.mutateAsync(values);
      setSent(true);
      form.reset(empty);
    } catch (error) {
      setServerError(
        error instanceof Error && error.message
          ? error.message
          : 'Your message could not be sent. Please try again.',
      );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Send a message" className={cn('space-y-3', className)}>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      {sent && <FormAlert tone="success">{EMAIL_SENT_MESSAGE}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Name" error={errors.sender?.message} required>
          <Input autoComplete="name" maxLength={100} {...form.register('sender')} />
        </Field>
        <Field label="Email" error={errors.senderEmailAddress?.message} required>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            {...form.register('senderEmailAddress')}
          />
        </Field>
      </div>
      <Field label="Message" error={errors.body?.message} required>
        <textarea
          rows={4}
          maxLength={5000}
          className={cn(controlClasses, 'py-2')}
          {...form.register('body')}
        />
      </Field>
      {/* Honeypot: off-screen and skipped by keyboard and screen readers; bots fill it and get ignored. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'SUBMIT'}
      </Button>
    </form>
  );
}
