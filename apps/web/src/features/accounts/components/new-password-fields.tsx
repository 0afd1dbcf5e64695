import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

interface PasswordErrors {
  password?: { message?: string | undefined } | undefined;
  confirmPassword?: { message?: string | undefined } | undefined;
}

/** A new password and its confirmation (sign-up and reset), with the password rules as a hint. */
export function NewPasswordFields({
  label,
  password,
  confirmPassword,
  errors,
}: {
  label: string;
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: PasswordErrors;
}) {
  const { t } = useLingui();
  return (
    <>
      <Field
        label={label}
        hint={t`At least 12 characters; avoid common passwords.`}
        error={errors.password?.message}
        required
      >
        <Input type="password" autoComplete="new-password" {...password} />
      </Field>
      <Field label={t`Confirm password`} error={errors.confirmPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...confirmPassword} />
      </Field>
    </>
  );
}
