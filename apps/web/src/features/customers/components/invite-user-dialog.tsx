import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { userInviteSchema, type UserInvite } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/apply-server-errors';

/** E-mail and contact name of a user to invite; the server e-mails them a link to choose a password. */
export function InviteUserDialog({
  title,
  onInvite,
  onDone,
}: {
  title: string;
  onInvite: (input: UserInvite) => Promise<unknown>;
  onDone: (email: string) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<UserInvite>({
    resolver: zodResolver(userInviteSchema),
    defaultValues: { email: '', contactName: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await onInvite(input);
      onDone(input.email);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['email', 'contactName']));
    }
  });

  return (
    <DialogContent
      title={title}
      description="They receive an e-mail with a link to choose their password, valid for 7 days."
      showDescription
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <Field label="E-mail" error={errors.email?.message} required>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </Field>
        <Field label="Contact name" error={errors.contactName?.message} required>
          <Input autoComplete="off" {...form.register('contactName')} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send invitation'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
