import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { SignupRequest } from '@ibc/domain';
import { Button, buttonClasses } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useCountries } from '../api/get-countries';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { FormAlert } from '@/components/ui/form-alert';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { emailsTextField } from '@/lib/schema-resolver';
import { signupFormFields, signupResolver, type SignupFormValues } from '../utils/signup-form';

/** /account/signup: company, contact, e-mails, country, phone, password. */
export default function SignupPage() {
  const { t } = useLingui();
  const signUp = useSignUp();
  const countries = useCountries();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<SignupFormValues, unknown, SignupRequest>({
    resolver: signupResolver,
    defaultValues: {
      companyName: '',
      contactName: '',
      emailsText: '',
      countryId: '',
      phone: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (request) => {
    setFormError(null);
    try {
      const { message } = await signUp.mutateAsync(request);
      setDone(message);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, signupFormFields, emailsTextField));
    }
  });

  if (done) {
    return (
      <AuthCard title={t`Sign Up`}>
        <FormAlert tone="success">{done}</FormAlert>
        <Link to="/account/login" className={buttonClasses('primary', 'md', 'mt-5 w-full')}>
          <Trans>Go to Login</Trans>
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      wide
      title={t`Sign Up`}
      description={t`Open a dealer account with IBC Japan to buy from our stock and from auctions in Japan.`}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-label={t`Sign up`}>
        {formError && (
          <div className="sm:col-span-2">
            <FormAlert>{formError}</FormAlert>
          </div>
        )}
        <Field label={t`Company name`} error={errors.companyName?.message} required>
          <Input autoComplete="organization" {...form.register('companyName')} />
        </Field>
        <Field label={t`Contact name`} error={errors.contactName?.message} required>
          <Input autoComplete="name" {...form.register('contactName')} />
        </Field>
        <Field
          className="sm:col-span-2"
          label={t`E-mail addresses`}
          hint={t`One per line. The first one is the address you log in with.`}
          error={errors.emailsText?.message}
          required
        >
          <Textarea rows={3} autoComplete="email" {...form.register('emailsText')} />
        </Field>
        <Field label={t`Country`} error={errors.countryId?.message} required>
          <Select autoComplete="country" disabled={countries.isPending} {...form.register('countryId')}>
            <option value="">{countries.isPending ? t`Loading countries…` : t`Choose your country`}</option>
            {countries.data?.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Phone`} error={errors.phone?.message} required>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </Field>
        <NewPasswordFields
          label={t`Password`}
          password={form.register('password')}
          confirmPassword={form.register('confirmPassword')}
          errors={errors}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
          <p className="text-sm text-slate-600">
            <Trans>
              Already have an account?{' '}
              <Link to="/account/login" className="font-semibold text-brand-600 hover:underline">
                Login
              </Link>
            </Trans>
          </p>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t`Creating your account…` : t`Create account`}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
