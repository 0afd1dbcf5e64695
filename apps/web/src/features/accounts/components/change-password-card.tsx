import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePasswordRequestSchema } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useChangePassword } from '../api/change-password';
import { newPasswordPair, passwordsMatch } from '../utils/new-password-form';
import { NewPasswordFields } from './new-password-fields';

const schema = z
  .object({ currentPassword: changePasswordRequestSchema.shape.currentPassword, ...newPasswordPair })
  .refine(...passwordsMatch);
type ChangePasswordForm = z.infer<typeof schema>;

const empty: ChangePasswordForm = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * The signed-in user's password: the current one, then the new one twice. `onChanged` runs after
 * the change (the server signs the user's other devices out).
 */
export function ChangePasswordCard({ onChanged }: { onChanged?: () => void }) {
  const { t } = useLingui();
  const change = useChangePassword();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(schema), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    setMessage(null);
    try {
      const { message: text } = await change.mutateAsync({ currentPassword, newPassword: password });
      form.reset(empty);
      setMessage({ tone: 'success', text });
      onChanged?.();
    } catch (error) {
      const text = applyServerErrors(error, form.setError, ['currentPassword', 'password'], (field) =>
        field === 'newPassword' ? 'password' : field,
      );
      if (text) setMessage({ tone: 'error', text });
    }
  });

  return (
    <CardSection id="password-heading" title={t`Password`} bodyClassName="mt-3 max-w-md">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Change password`}>
        {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
        <Field label={t`Current password`} error={errors.currentPassword?.message} required>
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </Field>
        <NewPasswordFields
          label={t`New password`}
          password={form.register('password')}
          confirmPassword={form.register('confirmPassword')}
          errors={errors}
        />
        <Button type="submit" disabled={isSubmitting}>
          <Trans>Change password</Trans>
        </Button>
      </form>
    </CardSection>
  );
}
