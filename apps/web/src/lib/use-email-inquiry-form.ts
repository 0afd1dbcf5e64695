import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { emailInquirySchema, type EmailInquiry, type EmailInquiryInput } from '@ibc/domain';

const empty: EmailInquiryInput = { sender: '', senderEmailAddress: '', body: '', website: '' };

/**
 * State of a "name, e-mail, message" form (§5, §8): validates on touch, sends with `send`, then
 * clears the form and reports success, or keeps the values and reports the server's message
 * (`fallbackError` when it has none).
 */
export function useEmailInquiryForm(send: (values: EmailInquiry) => Promise<unknown>, fallbackError: string) {
  const form = useForm<EmailInquiryInput, unknown, EmailInquiry>({
    resolver: zodResolver(emailInquirySchema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    setSent(false);
    try {
      await send(values);
      setSent(true);
      form.reset(empty);
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : fallbackError);
    }
  });

  return { form, onSubmit, serverError, sent, isSubmitting: form.formState.isSubmitting };
}

export type EmailInquiryFormState = ReturnType<typeof useEmailInquiryForm>;
