import { FormAlert } from '@/components/ui/form-alert';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { devMailFileUrl, useDevMail } from '../api/get-dev-mail';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** /dev/mail: the .eml files written when no SMTP_URL is set (only outside production). */
export default function DevMailPage() {
  const mail = useDevMail();
  const [selected, setSelected] = useState<string | null>(null);
  const messages = mail.data?.messages ?? [];
  const current = messages.find((m) => m.file === selected) ?? messages[0];
  return (
    <div className="space-y-5">
      <PageHeader
        title="Development mailbox"
        description="E-mails the site sent while running locally, so offers and enquiries can be checked without a mail server."
      />
      {mail.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : mail.isError ? (
        <FormAlert>
          {mail.error.message.startsWith('No such endpoint')
            ? 'The development mailbox is not available on this server.'
            : mail.error.message}
        </FormAlert>
      ) : messages.length === 0 ? (
        <EmptyState
          title="No e-mails yet."
          description="Send an offer, an enquiry or a checklist and it appears here."
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ul
            aria-label="E-mails"
            className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white"
          >
            {messages.map((m) => (
              <li key={m.file}>
                <button
                  type="button"
                  onClick={() => setSelected(m.file)}
                  aria-current={current?.file === m.file ? 'true' : undefined}
                  className={cn(
                    'block w-full px-3 py-2 text-left hover:bg-slate-50',
                    current?.file === m.file && 'bg-brand-50',
                  )}
                >
                  <span className="block truncate text-sm font-semibold text-slate-900">{m.subject}</span>
                  <span className="block truncate text-xs text-slate-500">
                    To {m.to.join(', ')} · {dateFormat.format(new Date(m.date))}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {current && (
            <section aria-label="Selected e-mail" className="space-y-2">
              <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <h2 className="font-semibold text-brand-900">{current.subject}</h2>
                <a
                  href={devMailFileUrl(current.file, 'raw')}
                  target="_blank"
                  rel="noopener"
                  className="text-brand-600 hover:underline"
                >
                  Raw .eml
                </a>
              </div>
              <iframe
                title={`E-mail: ${current.subject}`}
                src={devMailFileUrl(current.file, 'html')}
                sandbox=""
                className="h-[70vh] w-full rounded-lg border border-slate-200 bg-white"
              />
            </section>
          )}
        </div>
      )}
    </div>
  );
}
