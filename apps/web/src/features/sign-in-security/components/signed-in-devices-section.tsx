import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SignedInSession } from '@ibc/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryState } from '@/components/ui/query-state';
import { clearSession } from '@/lib/session';
import { useSignedInSessions, useSignOutOtherSessions, useSignOutSession } from '../api/signed-in-sessions';
import { formatDateTime } from '../utils/format';

const columns: DataColumn<SignedInSession>[] = [
  {
    id: 'browser',
    header: 'Browser',
    label: 'Browser',
    rowHeader: true,
    cell: (session) => (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="break-words">{session.browser}</span>
        {session.current && <Badge tone="success">This device</Badge>}
      </span>
    ),
  },
  {
    id: 'signed-in',
    header: 'Signed in',
    label: 'Signed in',
    className: 'whitespace-nowrap',
    cell: (session) => formatDateTime(session.signedInAt),
  },
  {
    id: 'last-active',
    header: 'Last active',
    label: 'Last active',
    className: 'whitespace-nowrap',
    cell: (session) => formatDateTime(session.lastActiveAt),
  },
  {
    id: 'where-from',
    header: 'Where from',
    label: 'Where from',
    className: 'break-all',
    cell: (session) => session.ipAddress ?? 'Unknown',
  },
];

const signedOutText = (count: number) =>
  count === 1 ? '1 other device signed out.' : `${count} other devices signed out.`;

/**
 * The devices signed in to the account, each with Sign out, and Sign out all other devices. Signing
 * out this device ends this browser's session, as the logout page does, and opens the login page.
 */
export function SignedInDevicesSection() {
  const sessions = useSignedInSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const failed = (error: Error) => setNotice({ tone: 'error', text: error.message });

  const signOutOne = (session: SignedInSession) => {
    setNotice(null);
    signOut.mutate(session, {
      onError: failed,
      onSuccess: () => {
        if (!session.current) return;
        clearSession();
        queryClient.clear();
        void navigate('/account/login', { replace: true });
      },
    });
  };

  const signOutTheOthers = () => {
    setNotice(null);
    signOutOthers.mutate(undefined, {
      onError: failed,
      onSuccess: ({ signedOut }) => setNotice({ tone: 'success', text: signedOutText(signedOut) }),
    });
  };

  return (
    <CardSection id="devices-heading" title="Signed-in devices" bodyClassName="mt-2 space-y-3">
      <p className="text-sm text-slate-600">
        The browsers signed in to your account. Sign out any you do not recognise, then change your password.
      </p>
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      <QueryState
        query={sessions}
        loadingClassName="h-32 w-full"
        errorText={() => 'Your signed-in devices could not be loaded. Please try again later.'}
      >
        {({ sessions: list }) => (
          <>
            <DataTable
              caption="Signed-in devices"
              data={list}
              columns={columns}
              getRowId={(session) => session.id}
              stacked
              rowActions={(session) => (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={signOut.isPending}
                  aria-label={
                    session.current
                      ? 'Sign out this device'
                      : `Sign out ${session.browser}, last active ${formatDateTime(session.lastActiveAt)}`
                  }
                  onClick={() => signOutOne(session)}
                >
                  Sign out
                </Button>
              )}
            />
            <Button
              variant="secondary"
              disabled={signOutOthers.isPending || !list.some((session) => !session.current)}
              onClick={signOutTheOthers}
            >
              Sign out all other devices
            </Button>
          </>
        )}
      </QueryState>
    </CardSection>
  );
}
