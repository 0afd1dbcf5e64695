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

const COMPANY_USER_COLUMNS: DataColumn<CustomerUser>[] = [
  { id: 'email', header: 'E-mail', className: 'whitespace-nowrap', cell: (user) => user.email },
  { id: 'contact', header: 'Contact', cell: (user) => user.contactName },
  { id: 'confirmed', header: 'E-mail confirmed', cell: (user) => (user.emailVerified ? 'Yes' : 'Not yet') },
  {
    id: 'status',
    header: 'Status',
    cell: (user) =>
      user.deactivatedAt ? <Badge tone="danger">Deactivated</Badge> : <Badge tone="success">Active</Badge>,
  },
];

/** The company's sign-in users: invite one by e-mail, deactivate or reactivate one. */
export function CompanyUsers({ customer }: { customer: CustomerDetail }) {
  const invite = useInviteCustomerUser(customer.id);
  const setActive = useSetUserActive(customer.id);
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onClick={() => setInviting(true)}>
          Invite user
        </Button>
      </div>
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {customer.users.length === 0 ? (
        <p className="text-sm text-slate-600">This company has no users yet.</p>
      ) : (
        <UsersTable
          caption="Users"
          users={customer.users}
          columns={COMPANY_USER_COLUMNS}
          setActive={setActive}
          onNotice={setNotice}
          deactivatedNotice={(email) => `${email} is deactivated and has been signed out everywhere.`}
          deactivateWarning="They are signed out everywhere at once and cannot log in until a user is reactivated."
        />
      )}
      <Dialog open={inviting} onOpenChange={setInviting}>
        {inviting && (
          <InviteUserDialog<UserInvite>
            title={`Invite a user to ${customer.name}`}
            schema={userInviteSchema}
            defaultValues={{ email: '', contactName: '' }}
            onInvite={(input) => invite.mutateAsync(input)}
            onDone={(email) => {
              setInviting(false);
              setNotice(`An invitation has been e-mailed to ${email}.`);
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
