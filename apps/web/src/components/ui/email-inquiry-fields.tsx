import { Trans, useLingui } from '@lingui/react/macro';
import type { EmailInquiryFormState } from '@/lib/use-email-inquiry-form';
import { cn } from '@/lib/cn';
import { Field } from './field';
import { FormAlert } from './form-alert';
import { Input } from './input';
import { Textarea } from './textarea';

/**
 * The status, Name / Email / Message fields and honeypot of a form driven by useEmailInquiryForm;
 * the surrounding form element and submit button stay with the caller.
 */
export function EmailInquiryFields({
  inquiry: { form, serverError, sent },
  nameLabel,
  emailLabel,
  gridClassName,
}: {
  inquiry: EmailInquiryFormState;
  nameLabel: string;
  emailLabel: string;
  /** Classes of the two-column row holding the name and e-mail fields. */
  gridClassName?: string;
}) {
  const { t } = useLingui();
  const { errors } = form.formState;
  return (
    <>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      {sent && (
        <FormAlert tone="success">
          <Trans>Email Sent</Trans>
        </FormAlert>
      )}
      <div className={cn('grid gap-3 sm:grid-cols-2', gridClassName)}>
        <Field label={nameLabel} error={errors.sender?.message} required>
          <Input autoComplete="name" maxLength={100} {...form.register('sender')} />
        </Field>
        <Field label={emailLabel} error={errors.senderEmailAddress?.message} required>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            {...form.register('senderEmailAddress')}
          />
        </Field>
      </div>
      <Field label={t`Message`} error={errors.body?.message} required>
        <Textarea rows={4} maxLength={5000} {...form.register('body')} />
      </Field>
      {/* Honeypot: off-screen and skipped by keyboard and screen readers; bots fill it and get ignored. */}
      <div aria-hidden className="absolute -inset-s-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
    </>
  );
}
