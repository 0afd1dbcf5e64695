import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { signInFormSchema, type SignInForm } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '@/components/ui/form-alert';
import { applyServerErrors } from '@/lib/apply-server-errors';

/** /account/login: e-mail + password; after login go to /account-summary, staff to /admin. */
export default function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignInForm>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await signIn.mutateAsync(values);
      // The sales team works in the back office.
      await navigate(user.isStaff ? '/admin' : '/account-summary', { replace: true });
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, ['email', 'password'], (f) =>
          f === 'username' ? 'email' : f,
        ),
      );
    }
  });

  return (
    <AuthCard
      title="Login"
      description="Sign in with your dealer account to see prices, send offers and manage your purchases."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Login">
        {formError && <FormAlert>{formError}</FormAlert>}
        <Field label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="username" inputMode="email" {...form.register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <div className="flex items-center justify-between gap-3">
          <Link to="/account/forgot-password" className="text-sm text-brand-600 hover:underline">
            Forgot password?
          </Link>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in…' : 'Login'}
          </Button>
        </div>
      </form>
      <p className="mt-6 border-t border-slate-100 pt-4 text-sm text-slate-600">
        New to IBC Japan?{' '}
        <Link to="/account/signup" className="font-semibold text-brand-600 hover:underline">
          Sign Up
        </Link>
      </p>
    </AuthCard>
  );
}
