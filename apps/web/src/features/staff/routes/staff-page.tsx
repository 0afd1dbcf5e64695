import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { STAFF_ROLES, staffInviteSchema, type StaffInvite, type StaffUser } from '@ibc/domain';
import { InviteUserDialog } from '@/components/invite-user-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import type { DataColumn } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { QueryState } from '@/components/ui/query-state';
import { UsersTable } from '@/components/users-table';
import { useCurrentUser } from '@/lib/current-user';
import {
  useInviteStaffUser,
  useResetSecondFactor,
  useSetStaffUserActive,
  useStaffUsers,
} from '../api/staff-users';

const ROLE_LABELS = { staff: msg`Sales`, admin: msg`Admin` } as const;

/** The words of the domain's staff roles (STAFF_ROLE_LABELS), for the invitation's choice. */
const ROLE_CHOICES = {
  staff: msg`Sales (staff)`,
  admin: msg`Admin (manages staff users)`,
} as const;

const staffColumns = (i18n: I18n): DataColumn<StaffUser>[] => [
  { id: 'name', header: i18n._(msg`Name`), className: 'font-medium', cell: (user) => user.contactName },
  { id: 'email', header: i18n._(msg`E-mail`), className: 'break-all', cell: (user) => user.email },
  { id: 'role', header: i18n._(msg`Role`), cell: (user) => i18n._(ROLE_LABELS[user.role]) },
  {
    id: 'status',
    header: i18n._(msg`Status`),
    cell: (user) =>
      user.deactivatedAt ? (
        <Badge tone="danger">
          <Trans>Deactivated</Trans>
        </Badge>
      ) : user.emailVerified ? (
        <Badge tone="success">
          <Trans>Active</Trans>
        </Badge>
      ) : (
        <Badge tone="accent">
          <Trans>Invited</Trans>
        </Badge>
      ),
  },
];

/**
 * Reset two-step sign-in, for a staff user who lost every second factor (and the recovery codes):
 * asked once more, since it also signs them out everywhere.
 */
function ResetSecondFactorButton({ user, onReset }: { user: StaffUser; onReset: (user: StaffUser) => void }) {
  const { t } = useLingui();
  const { email } = user;
  return (
    <ConfirmButton
      size="sm"
      variant="secondary"
      aria-label={t`Reset two-step sign-in for ${email}`}
      title={t`Reset two-step sign-in for ${email}?`}
      description={t`${email} signs in with the password alone next time and must set up two-step sign-in again. Every device of theirs is signed out.`}
      confirmLabel={t`Reset two-step sign-in`}
      onConfirm={() => onReset(user)}
    >
      <Trans>Reset two-step sign-in</Trans>
    </ConfirmButton>
  );
}

/**
 * /admin/staff: the sales team's users, for admins only: the route's guard gives other
 * staff the 404 page, as the server answers 404 to their requests for these routes.
 */
export default function StaffPage() {
  const { t, i18n } = useLingui();
  const { data: me } = useCurrentUser();
  const staff = useStaffUsers(me?.role === 'admin');
  const setActive = useSetStaffUserActive();
  const invite = useInviteStaffUser();
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const resetSecondFactor = useResetSecondFactor();

  const reset = (user: StaffUser) => {
    setNotice(null);
    resetSecondFactor.mutate(user.id, { onSuccess: ({ message }) => setNotice(message) });
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title={t`Staff users`}
        description={t`Who works in the back office. Staff run the sales pages; admins also manage these users.`}
        actions={
          <Button onClick={() => setInviting(true)}>
            <Trans>Invite staff user</Trans>
          </Button>
        }
      />
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {resetSecondFactor.error && <FormAlert>{resetSecondFactor.error.message}</FormAlert>}
      <QueryState query={staff} loadingClassName="h-48 w-full">
        {(data) => (
          <UsersTable
            caption={t`Staff users`}
            users={data}
            columns={staffColumns(i18n)}
            setActive={setActive}
            isSelf={(user) => user.id === me?.id}
            onNotice={setNotice}
            deactivatedNotice={(email) => t`${email} is deactivated and signed out.`}
            deactivateWarning={t`They are signed out everywhere at once and cannot log in until they are reactivated.`}
            moreActions={(user) => <ResetSecondFactorButton user={user} onReset={reset} />}
          />
        )}
      </QueryState>
      <Dialog open={inviting} onOpenChange={setInviting}>
        {inviting && (
          <InviteUserDialog<StaffInvite>
            title={t`Invite staff user`}
            schema={staffInviteSchema}
            defaultValues={{ email: '', contactName: '', role: 'staff' }}
            onInvite={(input) => invite.mutateAsync(input)}
            moreFields={(form) => (
              <Field label={t`Role`} error={form.formState.errors.role?.message} required>
                <Select {...form.register('role')}>
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {i18n._(ROLE_CHOICES[role])}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            moreFieldNames={['role']}
            onDone={(email) => {
              setInviting(false);
              setNotice(t`An invitation has been e-mailed to ${email}.`);
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
