import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button, buttonClasses } from '@/components/ui/button';
import { useResetPassword } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { newPasswordPair, passwordsMatch } from '../utils/new-password-form';
import { FormAlert } from '@/components/ui/form-alert';
import { applyServerErrors } from '@/lib/apply-server-errors';

const schema = z.object(newPasswordPair).refine(...passwordsMatch);

/**
 * /account/reset-password?token=: the page the e-mailed one-time link opens. With `&invite=1` it is
 * the link of a user the sales team invited, who chooses a first password rather than
 * resetting one.
 */
export default function ResetPasswordPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invited = params.get('invite') === '1';
  const title = invited ? t`Choose your password` : t`Reset password`;
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      const { message } = await reset.mutateAsync({ token, password });
      setDone(invited ? t`Your password is set. You can now log in.` : message);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['password']));
    }
  });

  if (done || !token) {
    return (
      <AuthCard title={title}>
        <FormAlert tone={done ? 'success' : 'error'}>
          {done ?? t`This link is invalid or has expired. Please ask for a new one.`}
        </FormAlert>
        <Link
          to={done ? '/account/login' : '/account/forgot-password'}
          className={buttonClasses('primary', 'md', 'mt-5 w-full')}
        >
          {done ? t`Go to Login` : t`Ask for a new link`}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={title}
      description={
        invited
          ? t`Choose the password of your IBC Japan account.`
          : t`Choose a new password for your dealer account.`
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={title}>
        {formError && <FormAlert>{formError}</FormAlert>}
        <NewPasswordFields
          label={invited ? t`Password` : t`New password`}
          password={form.register('password')}
          confirmPassword={form.register('confirmPassword')}
          errors={errors}
        />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {invited ? t`Set password` : t`Change password`}
        </Button>
      </form>
    </AuthCard>
  );
}
