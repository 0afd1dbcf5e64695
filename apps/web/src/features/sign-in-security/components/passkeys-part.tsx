import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { passkeyRegistrationRequestSchema, type Passkey, type SecondFactorAdded } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { PasskeyBrowserError } from '@/lib/passkeys';
import { useAddPasskey, useRemovePasskey } from '../api/sign-in-security';
import { formatDate } from '../utils/format';
import { SettingsPart } from './settings-part';

const nameSchema = z.object({ name: passkeyRegistrationRequestSchema.shape.name });
type NameForm = z.input<typeof nameSchema>;

function PasskeyItem({ passkey, onRemove }: { passkey: Passkey; onRemove: (passkey: Passkey) => void }) {
  const { t, i18n } = useLingui();
  const { name } = passkey;
  const added = formatDate(i18n, passkey.createdAt);
  const lastUsed = passkey.lastUsedAt ? formatDate(i18n, passkey.lastUsedAt) : null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2.5">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{passkey.name}</p>
        <p className="text-xs text-slate-600">
          <Trans>Added {added}</Trans> ·{' '}
          {lastUsed ? <Trans>Last used {lastUsed}</Trans> : <Trans>Never used</Trans>}
        </p>
      </div>
      <ConfirmButton
        variant="secondary"
        size="sm"
        aria-label={t`Remove passkey ${name}`}
        title={t`Remove passkey ${name}?`}
        description={t`You can no longer sign in with this passkey. Remove it from your device or password manager too.`}
        confirmLabel={t`Remove passkey`}
        onConfirm={() => onRemove(passkey)}
      >
        <Trans>Remove</Trans>
      </ConfirmButton>
    </li>
  );
}

/** The user's passkeys, each with Remove, and a form that adds one (the browser makes it). */
export function PasskeysPart({
  passkeys,
  onAdded,
}: {
  passkeys: readonly Passkey[];
  /** The first factor comes with recovery codes, shown once. */
  onAdded: (added: SecondFactorAdded) => void;
}) {
  const { t } = useLingui();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NameForm>({ resolver: zodResolver(nameSchema), defaultValues: { name: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name }) => {
    setError(null);
    try {
      onAdded(await add.mutateAsync({ name }));
      form.reset({ name: '' });
    } catch (caught) {
      setError(
        caught instanceof PasskeyBrowserError
          ? caught.message
          : applyServerErrors(caught, form.setError, ['name']),
      );
    }
  });

  const onRemove = (passkey: Passkey) => {
    setError(null);
    remove.mutate(passkey.id, { onError: (caught) => setError(caught.message) });
  };

  return (
    <SettingsPart
      title={t`Passkeys`}
      description={t`Sign in with your fingerprint, face or device PIN. A passkey cannot be phished or guessed.`}
    >
      {error && <FormAlert>{error}</FormAlert>}
      {passkeys.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No passkeys yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Your passkeys`} className="divide-y divide-slate-100 text-sm">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRemove={onRemove} />
          ))}
        </ul>
      )}
      <form noValidate onSubmit={onSubmit} aria-label={t`New passkey`} className="max-w-sm space-y-3">
        <Field
          label={t`Passkey name`}
          hint={t`Optional, to tell your passkeys apart: 'Work laptop'.`}
          error={errors.name?.message}
        >
          <Input autoComplete="off" {...form.register('name')} />
        </Field>
        <Button type="submit" disabled={isSubmitting}>
          <Trans>Add a passkey</Trans>
        </Button>
      </form>
    </SettingsPart>
  );
}
