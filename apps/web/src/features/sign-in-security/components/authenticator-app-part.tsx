import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  totpConfirmRequestSchema,
  type SecondFactorAdded,
  type SignInSecurity,
  type TotpConfirmRequest,
  type TotpSetup,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useConfirmTotp, useRemoveTotp, useStartTotpSetup } from '../api/sign-in-security';
import { formatDate, groupByFour } from '../utils/format';
import { SettingsPart } from './settings-part';

/** The new secret as a QR code and as text, and the first code from the app that confirms it. */
function TotpSetupForm({
  setup,
  onConfirmed,
  onCancel,
  onTimedOut,
}: {
  setup: TotpSetup;
  onConfirmed: (added: SecondFactorAdded) => void;
  onCancel: () => void;
  /** The server forgot the secret (too long ago): the setup starts again. */
  onTimedOut: (message: string) => void;
}) {
  const { t } = useLingui();
  const confirm = useConfirmTotp();
  const key = groupByFour(setup.secret);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TotpConfirmRequest>({
    resolver: zodResolver(totpConfirmRequestSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      onConfirmed(await confirm.mutateAsync(values));
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'totp_setup_missing')
        return onTimedOut(caught.message);
      setError(applyServerErrors(caught, form.setError, ['code']));
    }
  });

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start">
      <QRCodeSVG
        value={setup.uri}
        size={176}
        marginSize={2}
        role="img"
        aria-label={t`QR code for your authenticator app`}
        className="shrink-0 self-center rounded ring-1 ring-slate-200 sm:self-start"
      />
      <div className="min-w-0 flex-1 space-y-3 text-sm">
        <p className="text-slate-700">
          <Trans>
            Scan the QR code with your authenticator app (Google Authenticator, Microsoft Authenticator,
            1Password…), then enter the code it shows.
          </Trans>
        </p>
        <p className="text-slate-700">
          <Trans>
            Or type this key:{' '}
            <code
              dir="ltr"
              className="rounded bg-slate-100 px-1.5 py-0.5 font-mono break-words text-slate-900"
            >
              {key}
            </code>
          </Trans>
        </p>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={t`Confirm your authenticator app`}
          className="space-y-3"
        >
          {error && <FormAlert>{error}</FormAlert>}
          <Field label={t`6-digit code`} error={errors.code?.message} required className="max-w-48">
            <Input inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={isSubmitting}>
              <Trans>Confirm</Trans>
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}

/** The authenticator app: set it up (QR code, then a code), or when on, when it was added and Remove. */
export function AuthenticatorAppPart({
  totp,
  onAdded,
}: {
  totp: SignInSecurity['totp'];
  /** The first factor comes with recovery codes, shown once. */
  onAdded: (added: SecondFactorAdded) => void;
}) {
  const { t, i18n } = useLingui();
  const start = useStartTotpSetup();
  const remove = useRemoveTotp();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [error, setError] = useState<string | null>(null);

  const begin = () => {
    setError(null);
    start.mutate(undefined, { onSuccess: setSetup, onError: (caught) => setError(caught.message) });
  };

  const removeApp = () => {
    setError(null);
    remove.mutate(undefined, { onError: (caught) => setError(caught.message) });
  };

  let body;
  if (totp.enabled) {
    const addedAt = totp.addedAt ? formatDate(i18n, totp.addedAt) : null;
    body = (
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
        <p className="text-slate-700">{addedAt ? t`Added ${addedAt}` : t`On`}</p>
        <ConfirmButton
          variant="secondary"
          size="sm"
          title={t`Remove your authenticator app?`}
          description={t`Sign-in no longer asks for its codes. Remove the IBC Japan entry from the app too.`}
          confirmLabel={t`Remove authenticator app`}
          onConfirm={removeApp}
        >
          <Trans>Remove authenticator app</Trans>
        </ConfirmButton>
      </div>
    );
  } else if (setup) {
    body = (
      <TotpSetupForm
        setup={setup}
        onCancel={() => setSetup(null)}
        onTimedOut={(message) => {
          setSetup(null);
          setError(message);
        }}
        onConfirmed={(added) => {
          setSetup(null);
          onAdded(added);
        }}
      />
    );
  } else {
    body = (
      <Button variant="secondary" disabled={start.isPending} onClick={begin}>
        <Trans>Set up an authenticator app</Trans>
      </Button>
    );
  }

  return (
    <SettingsPart
      title={t`Authenticator app`}
      description={t`An app on your phone shows a new 6-digit code every 30 seconds for you to type in.`}
    >
      {error && <FormAlert>{error}</FormAlert>}
      {body}
    </SettingsPart>
  );
}
