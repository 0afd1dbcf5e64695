import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';

/** What the table needs of a sign-in user; each list adds its own columns. */
export interface ManagedUser {
  id: number;
  email: string;
  deactivatedAt: string | null;
}

/** The deactivate / reactivate request of the list (a TanStack Query mutation fits). */
export interface SetUserActive {
  mutate: (input: { userId: number; active: boolean }, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
}

/**
 * Sign-in users with a Deactivate / Reactivate button each, and the dialog that confirms a
 * deactivation: the staff's list and a customer company's list, which differ only in their columns
 * and words. A deactivated user is signed out everywhere at once, so the button asks first.
 */
export function UsersTable<U extends ManagedUser>({
  caption,
  users,
  columns,
  setActive,
  isSelf = () => false,
  onNotice,
  deactivatedNotice,
  deactivateWarning,
  moreActions,
}: {
  caption: string;
  users: readonly U[];
  columns: readonly DataColumn<U>[];
  setActive: SetUserActive;
  /** The signed-in user's own row: "You" instead of a button, so nobody locks themselves out. */
  isSelf?: (user: U) => boolean;
  /** The success notice the page shows (null clears it when a new change starts). */
  onNotice: (notice: string | null) => void;
  deactivatedNotice: (email: string) => string;
  /** The confirmation dialog's sentence. */
  deactivateWarning: string;
  /** More buttons of a user's row (not the signed-in user's own), before Deactivate / Reactivate. */
  moreActions?: (user: U) => ReactNode;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState<U | null>(null);

  const changeActive = (user: U, active: boolean) => {
    onNotice(null);
    setActive.mutate(
      { userId: user.id, active },
      {
        onSuccess: () => {
          setConfirming(null);
          const { email } = user;
          onNotice(active ? t`${email} can log in again.` : deactivatedNotice(email));
        },
      },
    );
  };

  const activeButton = (user: U) => {
    const { email } = user;
    return user.deactivatedAt ? (
      <Button
        size="sm"
        variant="secondary"
        aria-label={t`Reactivate ${email}`}
        disabled={setActive.isPending}
        onClick={() => changeActive(user, true)}
      >
        <Trans>Reactivate</Trans>
      </Button>
    ) : (
      <Button
        size="sm"
        variant="secondary"
        aria-label={t`Deactivate ${email}`}
        onClick={() => {
          setActive.reset();
          setConfirming(user);
        }}
      >
        <Trans>Deactivate</Trans>
      </Button>
    );
  };

  const confirmingEmail = confirming?.email;
  return (
    <>
      {setActive.error && !confirming && <FormAlert>{setActive.error.message}</FormAlert>}
      <DataTable
        caption={caption}
        data={users}
        columns={columns}
        getRowId={(user) => String(user.id)}
        rowActions={(user) =>
          isSelf(user) ? (
            <span className="text-xs text-slate-500">
              <Trans>You</Trans>
            </span>
          ) : (
            <span className="inline-flex flex-wrap justify-end gap-2">
              {moreActions?.(user)}
              {activeButton(user)}
            </span>
          )
        }
      />
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        {confirming && (
          <DialogContent title={t`Deactivate ${confirmingEmail}?`} size="sm">
            <div className="space-y-4">
              <p className="text-sm text-slate-700">{deactivateWarning}</p>
              {setActive.error && <FormAlert>{setActive.error.message}</FormAlert>}
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={() => setConfirming(null)}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button disabled={setActive.isPending} onClick={() => changeActive(confirming, false)}>
                  <Trans>Deactivate user</Trans>
                </Button>
              </div>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
