import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { recoveryCodeSchema, totpCodeSchema, type CurrentUser, type MfaRequired } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { PasskeyBrowserError } from '@/lib/passkeys';
import { isSignInExpired, useCompleteSecondStep, type SecondStepProof } from '../api/sign-in';
import { AuthCard } from './auth-card';

type CodeMethod = 'totp' | 'recovery-code';

/** How each typed code is asked for, checked, and named by the token endpoint's field errors. */
const codeMethods = {
  totp: {
    label: msg`Authentication code`,
    hint: msg`The 6-digit code your authenticator app shows now.`,
    schema: z.object({ code: totpCodeSchema }),
    apiField: 'otp',
    inputProps: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  },
  'recovery-code': {
    label: msg`Recovery code`,
    hint: msg`One of the codes you saved when you turned on two-step sign-in. Each works once.`,
    schema: z.object({ code: recoveryCodeSchema }),
    apiField: 'recovery_code',
    inputProps: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
  },
} as const;

type CodeForm = { code: string };

/** One code field and Verify; the server's complaint about the code goes next to it. */
function CodeForm({
  method,
  onVerify,
}: {
  method: CodeMethod;
  onVerify: (code: string, setError: UseFormSetError<CodeForm>) => Promise<void>;
}) {
  const { i18n } = useLingui();
  const { label, hint, schema, inputProps } = codeMethods[method];
  const form = useForm<CodeForm>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  // The step's one field: the cursor is there when it appears (and when the user switches method).
  useEffect(() => setFocus('code'), [setFocus]);
  const onSubmit = form.handleSubmit(({ code }) => onVerify(code, form.setError));
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label={i18n._(label)} hint={i18n._(hint)} error={errors.code?.message} required>
        <Input {...inputProps} {...form.register('code')} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        <Trans>Verify</Trans>
      </Button>
    </form>
  );
}

/**
 * The second step of signing in (/account/login, after a right password of a user with a second
 * factor): a passkey, an authenticator-app code, or a recovery code, as `mfa.methods` allows.
 */
export function SecondStep({
  mfa,
  onSignedIn,
  onRestart,
}: {
  mfa: MfaRequired;
  onSignedIn: (user: CurrentUser) => Promise<void>;
  /** Back to the password step, with the reason to show there (null: the user asked). */
  onRestart: (message: string | null) => void;
}) {
  const { t } = useLingui();
  const complete = useCompleteSecondStep();
  const has = (method: MfaRequired['methods'][number]) => mfa.methods.includes(method);
  const [method, setMethod] = useState<CodeMethod | null>(
    has('totp') ? 'totp' : has('passkey') ? null : 'recovery-code',
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [passkeyPending, setPasskeyPending] = useState(false);

  const verify = async (proof: SecondStepProof, setError?: UseFormSetError<CodeForm>) => {
    setFormError(null);
    let user: CurrentUser;
    try {
      user = await complete.mutateAsync({ mfaToken: mfa.mfa_token, proof });
    } catch (error) {
      if (isSignInExpired(error)) return onRestart(t`Your sign-in has timed out. Please log in again.`);
      if (error instanceof PasskeyBrowserError) return setFormError(error.message);
      const apiField = proof.method === 'passkey' ? null : codeMethods[proof.method].apiField;
      return setFormError(
        setError
          ? applyServerErrors(error, setError, ['code'], (field) => (field === apiField ? 'code' : field))
          : applyServerErrors(error, () => undefined, []),
      );
    }
    await onSignedIn(user);
  };

  const signInWithPasskey = async () => {
    setPasskeyPending(true);
    try {
      await verify({ method: 'passkey' });
    } finally {
      setPasskeyPending(false);
    }
  };

  const switchTo = (next: CodeMethod) => {
    setFormError(null);
    setMethod(next);
  };

  return (
    <AuthCard title={t`Two-step sign-in`} description={t`Confirm it is you with your second factor.`}>
      <div className="space-y-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        {has('passkey') && (
          <Button
            variant={method ? 'secondary' : 'primary'}
            className="w-full"
            disabled={passkeyPending}
            onClick={() => void signInWithPasskey()}
          >
            <KeyRound aria-hidden className="size-4" /> <Trans>Use your passkey</Trans>
          </Button>
        )}
        {has('passkey') && method && (
          <p className="flex items-center gap-3 text-xs text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
            <Trans>or</Trans>
          </p>
        )}
        {method && (
          <CodeForm
            key={method}
            method={method}
            onVerify={(code, setError) => verify({ method, code }, setError)}
          />
        )}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-slate-100 pt-4 text-sm">
        {method !== 'recovery-code' && has('recovery-code') && (
          <Button variant="link" onClick={() => switchTo('recovery-code')}>
            <Trans>Use a recovery code</Trans>
          </Button>
        )}
        {method === 'recovery-code' && has('totp') && (
          <Button variant="link" onClick={() => switchTo('totp')}>
            <Trans>Use your authenticator app</Trans>
          </Button>
        )}
        <Button variant="link" onClick={() => onRestart(null)}>
          <Trans>Back to login</Trans>
        </Button>
      </div>
    </AuthCard>
  );
}
