import { useLingui } from '@lingui/react/macro';
import type { AnnouncementDto } from '@ibc/domain';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

// The worked example needs four countries' holiday calendars: loaded only when an NZ notice shows.
const NzInvoicingNotice = lazy(() =>
  import('./nz-invoicing-notice').then((m) => ({ default: m.NzInvoicingNotice })),
);

// Typography for staff-written announcement HTML (tables, figures, signature), scoped to the body;
// the back office's editor uses it too, so what staff type looks as it will in the pop-up.
export const proseClasses = [
  'space-y-3 text-[15px] leading-relaxed text-slate-700',
  '[&_h3]:pt-2 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-brand-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:ps-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:ps-5',
  '[&_h2]:pt-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-brand-900 [&_h4]:font-semibold [&_h4]:text-brand-900',
  '[&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-md [&_.table-scroll]:border [&_.table-scroll]:border-slate-200',
  '[&_table]:w-full [&_table]:min-w-[520px] [&_table]:text-sm',
  '[&_caption]:bg-slate-50 [&_caption]:px-3 [&_caption]:py-2 [&_caption]:text-start [&_caption]:text-xs [&_caption]:font-semibold [&_caption]:text-slate-600',
  '[&_th]:px-3 [&_th]:py-1.5 [&_th]:text-start [&_th]:font-semibold [&_th]:text-slate-800',
  '[&_td]:px-3 [&_td]:py-1.5 [&_td]:tabular-nums [&_tr]:border-t [&_tr]:border-slate-100',
  '[&_.num]:text-end [&_.note]:text-xs [&_.note]:text-slate-500',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_img]:border [&_img]:border-slate-200',
  '[&_.figures]:grid [&_.figures]:gap-3 sm:[&_.figures]:grid-cols-3 [&_figcaption]:mt-1 [&_figcaption]:text-xs [&_figcaption]:text-slate-500',
  '[&_.signature]:mt-4 [&_.signature]:border-t [&_.signature]:border-slate-200 [&_.signature]:pt-3 [&_.signature]:text-sm',
].join(' ');

/** The rich body of an announcement, plus its live component (the NZ worked example) if it has one. */
export function AnnouncementBody({
  announcement,
}: {
  announcement: Pick<AnnouncementDto, 'bodyHtml' | 'component'>;
}) {
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      {/* Seeded with the app, or written in the back office and sanitised by the server when stored. */}
      <div className={proseClasses} dangerouslySetInnerHTML={{ __html: announcement.bodyHtml }} />
      {announcement.component === 'nz-invoicing' && (
        <Suspense fallback={<Spinner label={t`Loading the worked example`} />}>
          <NzInvoicingNotice />
        </Suspense>
      )}
    </div>
  );
}
