import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { accountEmailSchema } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '@/components/ui/form-alert';
import { applyServerErrors } from '@/lib/apply-server-errors';

const schema = z.object({ email: accountEmailSchema });

/** /account/forgot-password: e-mails a one-time link (same answer whether or not the address is known). */
export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const request = useRequestPasswordReset();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setMessage(null);
    try {
      const { message: text } = await request.mutateAsync(email);
      setMessage({ tone: 'success', text });
    } catch (error) {
      const text = applyServerErrors(error, form.setError, ['email']);
      if (text) setMessage({ tone: 'error', text });
    }
  });

  return (
    <AuthCard
      title={t`Forgot password`}
      description={t`Enter the e-mail address of your account and we will send you a link to choose a new password.`}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Forgot password`}>
        {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
        <Field label={t`Email`} error={form.formState.errors.email?.message} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <div className="flex items-center justify-between gap-3">
          <Link to="/account/login" className="text-sm text-brand-600 hover:underline">
            <Trans>Back to Login</Trans>
          </Link>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            <Trans>Send reset link</Trans>
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
