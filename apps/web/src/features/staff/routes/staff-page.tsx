import { useState } from 'react';
import type { StaffUser } from '@ibc/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, Td, Th } from '@/components/ui/data-table';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';
import { useSetStaffUserActive, useStaffUsers } from '../api/staff-users';
import { InviteStaffDialog } from '../components/invite-staff-dialog';

const ROLE_LABELS = { staff: 'Sales', admin: 'Admin' } as const;

/**
 * /admin/staff: the sales team's users, for admins only (issue 16): the route's guard gives other
 * staff the 404 page, as the server answers 404 to their requests for these routes.
 */
export default function StaffPage() {
  const { data: me } = useCurrentUser();
  const staff = useStaffUsers(me?.role === 'admin');
  const setActive = useSetStaffUserActive();
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState<StaffUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const changeActive = (user: StaffUser, active: boolean) => {
    setNotice(null);
    setActive.mutate(
      { userId: user.id, active },
      {
        onSuccess: () => {
          setConfirming(null);
          setNotice(
            active ? `${user.email} can log in again.` : `${user.email} is deactivated and signed out.`,
          );
        },
      },
    );
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title="Staff users"
        description="Who works in the back office. Staff run the sales pages; admins also manage these users."
        actions={<Button onClick={() => setInviting(true)}>Invite staff user</Button>}
      />
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {setActive.isError && !confirming && <FormAlert>{setActive.error.message}</FormAlert>}
      {!me || staff.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : staff.isError ? (
        <FormAlert>{staff.error.message}</FormAlert>
      ) : (
        <DataTable caption="Staff users">
          <thead>
            <tr>
              <Th>Name</Th>
              <Th>E-mail</Th>
              <Th>Role</Th>
              <Th>Status</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {staff.data.map((user) => (
              <tr key={user.id}>
                <Td className="font-medium">{user.contactName}</Td>
                <Td className="break-all">{user.email}</Td>
                <Td>{ROLE_LABELS[user.role]}</Td>
                <Td>
                  {user.deactivatedAt ? (
                    <Badge tone="danger">Deactivated</Badge>
                  ) : user.emailVerified ? (
                    <Badge tone="success">Active</Badge>
                  ) : (
                    <Badge tone="accent">Invited</Badge>
                  )}
                </Td>
                <Td className="text-right">
                  {user.id === me.id ? (
                    <span className="text-xs text-slate-500">You</span>
                  ) : user.deactivatedAt ? (
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
          <InviteStaffDialog
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
                They are signed out everywhere at once and cannot log in until they are reactivated.
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
