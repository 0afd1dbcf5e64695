import { useState } from 'react';
import type { CustomerDetail, CustomerUser } from '@ibc/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, Td, Th } from '@/components/ui/data-table';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { useInviteCustomerUser, useSetUserActive } from '../api/customer-actions';
import { InviteUserDialog } from './invite-user-dialog';

/** The company's sign-in users: invite one by e-mail, deactivate or reactivate one. */
export function CompanyUsers({ customer }: { customer: CustomerDetail }) {
  const invite = useInviteCustomerUser(customer.id);
  const setActive = useSetUserActive(customer.id);
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState<CustomerUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const changeActive = (user: CustomerUser, active: boolean) => {
    setNotice(null);
    setActive.mutate(
      { userId: user.id, active },
      {
        onSuccess: () => {
          setConfirming(null);
          setNotice(
            active
              ? `${user.email} can log in again.`
              : `${user.email} is deactivated and has been signed out everywhere.`,
          );
        },
      },
    );
  };

  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onClick={() => setInviting(true)}>
          Invite user
        </Button>
      </div>
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {setActive.isError && !confirming && <FormAlert>{setActive.error.message}</FormAlert>}
      {customer.users.length === 0 ? (
        <p className="text-sm text-slate-600">This company has no users yet.</p>
      ) : (
        <DataTable caption="Users">
          <thead>
            <tr>
              <Th>E-mail</Th>
              <Th>Contact</Th>
              <Th>E-mail confirmed</Th>
              <Th>Status</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {customer.users.map((user) => (
              <tr key={user.id}>
                <Td className="whitespace-nowrap">{user.email}</Td>
                <Td>{user.contactName}</Td>
                <Td>{user.emailVerified ? 'Yes' : 'Not yet'}</Td>
                <Td>
                  {user.deactivatedAt ? (
                    <Badge tone="danger">Deactivated</Badge>
                  ) : (
                    <Badge tone="success">Active</Badge>
                  )}
                </Td>
                <Td className="text-right">
                  {user.deactivatedAt ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Reactivate ${user.email}`}
                      disabled={setActive.isPending}
                      onClick={() => changeActive(user, true)}
                    >
                      Reactivate
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Deactivate ${user.email}`}
                      onClick={() => {
                        setActive.reset();
                        setConfirming(user);
                      }}
                    >
                      Deactivate
                    </Button>
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Dialog open={inviting} onOpenChange={setInviting}>
        {inviting && (
          <InviteUserDialog
            title={`Invite a user to ${customer.name}`}
            onInvite={(input) => invite.mutateAsync(input)}
            onDone={(email) => {
              setInviting(false);
              setNotice(`An invitation has been e-mailed to ${email}.`);
            }}
          />
        )}
      </Dialog>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        {confirming && (
          <DialogContent title={`Deactivate ${confirming.email}?`} size="sm">
            <div className="space-y-4">
              <p className="text-sm text-slate-700">
                They are signed out everywhere at once and cannot log in until a user is reactivated.
              </p>
              {setActive.isError && <FormAlert>{setActive.error.message}</FormAlert>}
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={() => setConfirming(null)}>
                  Cancel
                </Button>
                <Button disabled={setActive.isPending} onClick={() => changeActive(confirming, false)}>
                  Deactivate user
                </Button>
              </div>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
