import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { STAFF_ROLE_LABELS, STAFF_ROLES, staffInviteSchema, type StaffInvite } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useInviteStaffUser } from '../api/staff-users';

/** A new member of the sales team: e-mailed a link to choose their password (valid 7 days). */
export function InviteStaffDialog({ onDone }: { onDone: (email: string) => void }) {
  const invite = useInviteStaffUser();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<StaffInvite>({
    resolver: zodResolver(staffInviteSchema),
    defaultValues: { email: '', contactName: '', role: 'staff' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await invite.mutateAsync(input);
      onDone(input.email);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['email', 'contactName', 'role']));
    }
  });

  return (
    <DialogContent
      title="Invite staff user"
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
        <Field label="Role" error={errors.role?.message} required>
          <Select {...form.register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
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
