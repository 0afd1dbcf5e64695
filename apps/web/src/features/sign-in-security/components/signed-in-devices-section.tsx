import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

function makeColumns(i18n: I18n): DataColumn<SignedInSession>[] {
  const browser = i18n._(msg`Browser`);
  const signedIn = i18n._(msg`Signed in`);
  const lastActive = i18n._(msg`Last active`);
  const whereFrom = i18n._(msg`Where from`);
  return [
    {
      id: 'browser',
      header: browser,
      label: browser,
      rowHeader: true,
      cell: (session) => (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="break-words">{session.browser}</span>
          {session.current && (
            <Badge tone="success">
              <Trans>This device</Trans>
            </Badge>
          )}
        </span>
      ),
    },
    {
      id: 'signed-in',
      header: signedIn,
      label: signedIn,
      className: 'whitespace-nowrap',
      cell: (session) => formatDateTime(i18n, session.signedInAt),
    },
    {
      id: 'last-active',
      header: lastActive,
      label: lastActive,
      className: 'whitespace-nowrap',
      cell: (session) => formatDateTime(i18n, session.lastActiveAt),
    },
    {
      id: 'where-from',
      header: whereFrom,
      label: whereFrom,
      className: 'break-all',
      cell: (session) => session.ipAddress ?? i18n._(msg`Unknown`),
    },
  ];
}

/**
 * The devices signed in to the account, each with Sign out, and Sign out all other devices. Signing
 * out this device ends this browser's session, as the logout page does, and opens the login page.
 */
export function SignedInDevicesSection() {
  const { t, i18n } = useLingui();
  const columns = makeColumns(i18n);
  const sessions = useSignedInSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const signOutLabel = ({ browser, lastActiveAt }: SignedInSession) => {
    const lastActive = formatDateTime(i18n, lastActiveAt);
    return t`Sign out ${browser}, last active ${lastActive}`;
  };
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
      onSuccess: ({ signedOut }) =>
        setNotice({
          tone: 'success',
          text: t`${plural(signedOut, { one: '# other device signed out.', other: '# other devices signed out.' })}`,
        }),
    });
  };

  return (
    <CardSection id="devices-heading" title={t`Signed-in devices`} bodyClassName="mt-2 space-y-3">
      <p className="text-sm text-slate-600">
        <Trans>
          The browsers signed in to your account. Sign out any you do not recognise, then change your
          password.
        </Trans>
      </p>
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      <QueryState
        query={sessions}
        loadingClassName="h-32 w-full"
        errorText={() => t`Your signed-in devices could not be loaded. Please try again later.`}
      >
        {({ sessions: list }) => (
          <>
            <DataTable
              caption={t`Signed-in devices`}
              data={list}
              columns={columns}
              getRowId={(session) => session.id}
              stacked
              rowActions={(session) => (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={signOut.isPending}
                  aria-label={session.current ? t`Sign out this device` : signOutLabel(session)}
                  onClick={() => signOutOne(session)}
                >
                  <Trans>Sign out</Trans>
                </Button>
              )}
            />
            <Button
              variant="secondary"
              disabled={signOutOthers.isPending || !list.some((session) => !session.current)}
              onClick={signOutTheOthers}
            >
              <Trans>Sign out all other devices</Trans>
            </Button>
          </>
        )}
      </QueryState>
    </CardSection>
  );
}
