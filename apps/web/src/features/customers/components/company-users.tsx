import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { userInviteSchema, type CustomerDetail, type CustomerUser, type UserInvite } from '@ibc/domain';
import { InviteUserDialog } from '@/components/invite-user-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { UsersTable } from '@/components/users-table';
import { useInviteCustomerUser, useSetUserActive } from '../api/customer-actions';

const companyUserColumns = (i18n: I18n): DataColumn<CustomerUser>[] => [
  { id: 'email', header: i18n._(msg`E-mail`), className: 'whitespace-nowrap', cell: (user) => user.email },
  { id: 'contact', header: i18n._(msg`Contact`), cell: (user) => user.contactName },
  {
    id: 'confirmed',
    header: i18n._(msg`E-mail confirmed`),
    cell: (user) => (user.emailVerified ? i18n._(msg`Yes`) : i18n._(msg`Not yet`)),
  },
  {
    id: 'status',
    header: i18n._(msg`Status`),
    cell: (user) =>
      user.deactivatedAt ? (
        <Badge tone="danger">
          <Trans>Deactivated</Trans>
        </Badge>
      ) : (
        <Badge tone="success">
          <Trans>Active</Trans>
        </Badge>
      ),
  },
];

/** The company's sign-in users: invite one by e-mail, deactivate or reactivate one. */
export function CompanyUsers({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useLingui();
  const invite = useInviteCustomerUser(customer.id);
  const { name } = customer;
  const setActive = useSetUserActive(customer.id);
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onClick={() => setInviting(true)}>
          <Trans>Invite user</Trans>
        </Button>
      </div>
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {customer.users.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>This company has no users yet.</Trans>
        </p>
      ) : (
        <UsersTable
          caption={t`Users`}
          users={customer.users}
          columns={companyUserColumns(i18n)}
          setActive={setActive}
          onNotice={setNotice}
          deactivatedNotice={(email) => t`${email} is deactivated and has been signed out everywhere.`}
          deactivateWarning={t`They are signed out everywhere at once and cannot log in until a user is reactivated.`}
        />
      )}
      <Dialog open={inviting} onOpenChange={setInviting}>
        {inviting && (
          <InviteUserDialog<UserInvite>
            title={t`Invite a user to ${name}`}
            schema={userInviteSchema}
            defaultValues={{ email: '', contactName: '' }}
            onInvite={(input) => invite.mutateAsync(input)}
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
