import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api-client';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/formats';
import { useCurrentUser } from '@/lib/current-user';
import { useDevMail, useDevMailFile } from '../api/get-dev-mail';

/**
 * /dev/mail: the .eml files written when no SMTP_URL is set, for the sales team, when the server runs
 * with DEV_MAILBOX=true.
 */
export default function DevMailPage() {
  const { t, i18n } = useLingui();
  const { data: user } = useCurrentUser();
  // The server hides the mailbox from everyone but staff (a 404, as if it were off): say so here.
  const forStaffOnly = user !== undefined && !user.isStaff;
  const mail = useDevMail(user?.isStaff === true);
  const [selected, setSelected] = useState<string | null>(null);
  const [showRaw, setShowRaw] = useState(false);
  const messages = mail.data?.messages ?? [];
  const current = messages.find((m) => m.file === selected) ?? messages[0];
  const body = useDevMailFile(current?.file, showRaw ? 'raw' : 'html');
  return (
    <div className="space-y-5">
      <PageHeader
        title={t`Development mailbox`}
        description={t`With no mail server configured, the site writes its e-mails to files; with DEV_MAILBOX=true the sales team reads them here.`}
      />
      {forStaffOnly ? (
        <FormAlert>
          <Trans>The development mailbox is for the sales team.</Trans>
        </FormAlert>
      ) : (
        <QueryState
          query={mail}
          loadingClassName="h-64 w-full"
          errorText={(error) =>
            error instanceof ApiError && error.status === 404
              ? t`The development mailbox is off on this server. Start it with DEV_MAILBOX=true to read the e-mails it writes, or set SMTP_URL to send them to a mail server.`
              : error.message
          }
          empty={{
            when: () => messages.length === 0,
            title: t`No e-mails yet.`,
            description: t`Send an offer, an enquiry or a checklist and it appears here.`,
          }}
        >
          {() => (
            <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <ul
                aria-label={t`E-mails`}
                className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white"
              >
                {messages.map((m) => {
                  const recipients = m.to.join(', ');
                  const date = formatDate(i18n, m.date, { dateStyle: 'medium', timeStyle: 'medium' });
                  return (
                    <li key={m.file}>
                      <button
                        type="button"
                        onClick={() => setSelected(m.file)}
                        aria-current={current?.file === m.file ? 'true' : undefined}
                        className={cn(
                          'block w-full px-3 py-2 text-start hover:bg-slate-50',
                          current?.file === m.file && 'bg-brand-50',
                        )}
                      >
                        <span className="block truncate text-sm font-semibold text-slate-900">
                          {m.subject}
                        </span>
                        <span className="block truncate text-xs text-slate-500">
                          <Trans>
                            To {recipients} · {date}
                          </Trans>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
              {current && (
                <section aria-label={t`Selected e-mail`} className="space-y-2">
                  <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                    <h2 className="font-semibold text-brand-900">{current.subject}</h2>
                    <button
                      type="button"
                      onClick={() => setShowRaw((raw) => !raw)}
                      aria-pressed={showRaw}
                      className="text-brand-600 hover:underline"
                    >
                      {showRaw ? t`Show as e-mail` : t`Show raw .eml`}
                    </button>
                  </div>
                  <QueryState
                    query={body}
                    loadingClassName="h-[70vh] w-full"
                    errorText={() => t`This e-mail could not be loaded.`}
                  >
                    {(text) => {
                      const { subject } = current;
                      return showRaw ? (
                        <pre className="h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-white p-3 text-xs whitespace-pre-wrap">
                          {text}
                        </pre>
                      ) : (
                        // The mail holds text strangers typed: an empty sandbox runs none of it.
                        <iframe
                          title={t`E-mail: ${subject}`}
                          srcDoc={text}
                          sandbox=""
                          className="h-[70vh] w-full rounded-lg border border-slate-200 bg-white"
                        />
                      );
                    }}
                  </QueryState>
                </section>
              )}
            </div>
          )}
        </QueryState>
      )}
    </div>
  );
}
