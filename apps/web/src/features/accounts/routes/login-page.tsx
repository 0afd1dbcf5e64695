import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { signInFormSchema, type CurrentUser, type MfaRequired, type SignInForm } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { SecondStep } from '../components/second-step';
import { FormAlert } from '@/components/ui/form-alert';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { followsSavedLanguage } from '@/lib/language-choice';

/**
 * /account/login: e-mail + password, then (a user with a second factor) the two-step sign-in on the
 * same page; after login go to /account-summary, staff to /admin.
 */
export default function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const [mfa, setMfa] = useState<MfaRequired | null>(null);
  const backFromSecondStep = useRef(false);
  const form = useForm<SignInForm>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;

  // Back from the second step: the password is asked again, so the cursor goes there.
  useEffect(() => {
    if (mfa || !backFromSecondStep.current) return;
    backFromSecondStep.current = false;
    setFocus('password');
  }, [mfa, setFocus]);

  // The sales team works in the back office; each user in the language he chose (another page
  // load when it is not this page's).
  const goToAccount = async (user: CurrentUser) => {
    const destination = user.isStaff ? '/admin' : '/account-summary';
    if (await followsSavedLanguage(user, destination)) return;
    await navigate(destination, { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await signIn.mutateAsync(values);
      if ('mfa' in result) setMfa(result.mfa);
      else await goToAccount(result.user);
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, ['email', 'password'], (f) =>
          f === 'username' ? 'email' : f,
        ),
      );
    }
  });

  if (mfa) {
    return (
      <SecondStep
        mfa={mfa}
        onSignedIn={goToAccount}
        onRestart={(message) => {
          backFromSecondStep.current = true;
          form.resetField('password');
          setFormError(message);
          setMfa(null);
        }}
      />
    );
  }

  return (
    <AuthCard
      title={t`Login`}
      description={t`Sign in with your dealer account to see prices, send offers and manage your purchases.`}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Login`}>
        {formError && <FormAlert>{formError}</FormAlert>}
        <Field label={t`Email`} error={errors.email?.message} required>
          <Input type="email" autoComplete="username" inputMode="email" {...form.register('email')} />
        </Field>
        <Field label={t`Password`} error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <div className="flex items-center justify-between gap-3">
          <Link to="/account/forgot-password" className="text-sm text-brand-600 hover:underline">
            <Trans>Forgot password?</Trans>
          </Link>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t`Signing in…` : t`Login`}
          </Button>
        </div>
      </form>
      <p className="mt-6 border-t border-slate-100 pt-4 text-sm text-slate-600">
        <Trans>
          New to IBC Japan?{' '}
          <Link to="/account/signup" className="font-semibold text-brand-600 hover:underline">
            Sign Up
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
