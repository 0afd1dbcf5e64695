import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { parseEmailLines, profileUpdateSchema, type Profile, type ProfileUpdate } from '@ibc/domain';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { SaveChangesButtons } from '@/components/ui/save-changes-buttons';
import { Textarea } from '@/components/ui/textarea';
import { useProfile, useUpdateProfile } from '../api/profile';
import { FormAlert } from '@/components/ui/form-alert';
import { CompanyChangeHelp, ProfileGuide } from '../components/profile-guide';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { emailsTextField, schemaResolver } from '@/lib/schema-resolver';
import { CardSection } from '@/components/ui/card-section';

interface ProfileFormValues {
  contactName: string;
  emailsText: string;
  phone: string;
}

/** The shared profileUpdateSchema validates the form (e-mails typed one per line, §3). */
const resolver = schemaResolver<ProfileFormValues, ProfileUpdate>(
  (values) =>
    profileUpdateSchema.safeParse({
      contactName: values.contactName,
      phone: values.phone,
      emails: parseEmailLines(values.emailsText),
    }),
  emailsTextField,
);

// The member's whole list: confirmed addresses and those still waiting for their owner's click.
const toForm = (profile: Profile): ProfileFormValues => ({
  contactName: profile.contactName,
  emailsText: [...profile.emails, ...profile.pendingEmails].join('\n'),
  phone: profile.phone,
});

const savedMessage = (i18n: I18n, before: Profile | undefined, saved: Profile): string => {
  const newlyPending = saved.pendingEmails.filter((email) => !before?.pendingEmails.includes(email));
  if (newlyPending.length === 0) return i18n._(msg`Your details have been saved.`);
  const addresses = newlyPending.join(', ');
  return i18n._(
    msg`Your details have been saved. We have e-mailed a confirmation link to ${addresses}; notifications go there once it is confirmed.`,
  );
};

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * My Profile: /my-account/my-profile/account-details (and /my-account/my-profile on mobile), §2. The
 * app's route (app/routes/profile-page.tsx) adds other features' settings through `more`.
 */
export function ProfileView({ more }: { more?: ReactNode }) {
  const { t, i18n } = useLingui();
  const profileQuery = useProfile();
  const { data: profile } = profileQuery;
  const update = useUpdateProfile();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const form = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver,
    defaultValues: { contactName: '', emailsText: '', phone: '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (profile) reset(toForm(profile));
  }, [profile, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const saved = await update.mutateAsync(values);
      form.reset(toForm(saved));
      setMessage({ tone: 'success', text: savedMessage(i18n, profile, saved) });
    } catch (error) {
      const text = applyServerErrors(
        error,
        form.setError,
        ['contactName', 'emailsText', 'phone'],
        emailsTextField,
      );
      if (text) setMessage({ tone: 'error', text });
    }
  });

  return (
    <div className="space-y-6">
      <PageHeader
        title={t`Account details`}
        description={t`Your company, contact details and the addresses we send offers and notices to.`}
      />
      <QueryState
        query={profileQuery}
        loadingClassName="h-64 w-full max-w-3xl"
        errorText={() => t`Your profile could not be loaded. Please try again later.`}
      >
        {(profile) => (
          <div className="grid max-w-4xl gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <CardSection id="company-heading" title={t`Company`}>
              <dl className="mt-3 space-y-3">
                <ReadOnly label={t`Company name`} value={profile.companyName} />
                <ReadOnly label={t`Country`} value={profile.countryName} />
                <ReadOnly
                  label={t`Login e-mail`}
                  value={`${profile.signInEmail}${profile.emailVerified ? '' : ` ${t`(not yet confirmed)`}`}`}
                />
              </dl>
              <CompanyChangeHelp />
            </CardSection>
            <CardSection id="contact-heading" title={t`Contact details`}>
              <form noValidate onSubmit={onSubmit} className="mt-3 space-y-4" aria-label={t`Contact details`}>
                {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
                <Field label={t`Contact name`} error={errors.contactName?.message} required>
                  <Input autoComplete="name" {...form.register('contactName')} />
                </Field>
                <Field
                  label={t`E-mail addresses`}
                  hint={t`One per line. A new address receives a confirmation link first; notifications go there once it is confirmed.`}
                  error={errors.emailsText?.message}
                  required
                >
                  <Textarea rows={4} {...form.register('emailsText')} />
                </Field>
                {profile.pendingEmails.length > 0 && (
                  <div className="text-xs text-slate-600">
                    <p className="font-semibold text-slate-700">
                      <Trans>Waiting for confirmation</Trans>
                    </p>
                    <ul aria-label={t`Addresses waiting for confirmation`} className="mt-1 space-y-0.5">
                      {profile.pendingEmails.map((email) => (
                        <li key={email} className="break-all">
                          {email}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                <Field label={t`Phone`} error={errors.phone?.message} required>
                  <Input type="tel" autoComplete="tel" {...form.register('phone')} />
                </Field>
                <SaveChangesButtons
                  dirty={isDirty}
                  saving={isSubmitting}
                  onCancel={() => reset(toForm(profile))}
                />
              </form>
            </CardSection>
          </div>
        )}
      </QueryState>
      {more}
      <ProfileGuide />
    </div>
  );
}
