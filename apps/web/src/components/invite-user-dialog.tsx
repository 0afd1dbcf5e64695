import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import { Button } from '@/components/ui/button';
import { DialogForm } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/apply-server-errors';

/** Every invitation names the e-mail to send it to and the person it is for. */
interface Invite {
  email: string;
  contactName: string;
}

/**
 * E-mail and contact name of a user to invite (a customer's user, a staff user), plus any fields
 * of the caller's own (`moreFields`, e.g. a staff user's role); the server e-mails them a link to
 * choose a password.
 */
export function InviteUserDialog<F extends Invite>({
  title,
  schema,
  defaultValues,
  onInvite,
  onDone,
  moreFields,
  moreFieldNames = [],
}: {
  title: string;
  schema: ZodType<F>;
  defaultValues: DefaultValues<F>;
  onInvite: (input: F) => Promise<unknown>;
  onDone: (email: string) => void;
  moreFields?: (form: UseFormReturn<F>) => ReactNode;
  /** The fields of `moreFields`, so the server's errors about them show beside them. */
  moreFieldNames?: readonly Path<F>[];
}) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<F>({
    resolver: zodResolver(schema as never) as unknown as Resolver<F>,
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await onInvite(input);
      onDone(input.email);
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, ['email', 'contactName', ...moreFieldNames] as Path<F>[]),
      );
    }
  });

  return (
    <DialogForm
      title={title}
      description={t`They receive an e-mail with a link to choose their password, valid for 7 days.`}
      formError={formError}
      onSubmit={onSubmit}
    >
      <Field label={t`E-mail`} error={errors.email?.message as string | undefined} required>
        <Input type="email" autoComplete="off" {...form.register('email' as Path<F>)} />
      </Field>
      <Field label={t`Contact name`} error={errors.contactName?.message as string | undefined} required>
        <Input autoComplete="off" {...form.register('contactName' as Path<F>)} />
      </Field>
      {moreFields?.(form)}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Sending…</Trans> : <Trans>Send invitation</Trans>}
        </Button>
      </div>
    </DialogForm>
  );
}
