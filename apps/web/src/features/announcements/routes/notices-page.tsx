import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { NoticeDto } from '@ibc/domain';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/formats';
import { useNotices } from '../api/get-notices';
import { AnnouncementBody } from '../components/announcement-body';

/** A notice's date ('2026-11-01', a calendar date) as '1 Nov 2026'. */
const formatDay = (i18n: I18n, iso: string) =>
  formatDate(
    i18n,
    `${iso}T00:00:00Z`,
    { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
    'en-NZ',
  );

function period(i18n: I18n, notice: NoticeDto): string {
  if (notice.startDate && notice.endDate)
    return `${formatDay(i18n, notice.startDate)} – ${formatDay(i18n, notice.endDate)}`;
  if (notice.startDate) {
    const start = formatDay(i18n, notice.startDate);
    return i18n._(msg`Since ${start}`);
  }
  if (!notice.endDate) return '';
  const end = formatDay(i18n, notice.endDate);
  return i18n._(msg`Until ${end}`);
}

function NoticeItem({ notice, open }: { notice: NoticeDto; open: boolean }) {
  const { i18n } = useLingui();
  return (
    <details open={open} className="group rounded-lg border border-slate-200 bg-white open:shadow-sm">
      <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
        <span className="font-semibold text-brand-900">{notice.title}</span>
        <span className="text-xs tabular-nums text-slate-500">{period(i18n, notice)}</span>
      </summary>
      <div className="border-t border-slate-100 px-4 py-4">
        <AnnouncementBody announcement={notice} />
      </div>
    </details>
  );
}

/**
 * /my-account/notices: current and past announcements, so a closed pop-up can be read again, with
 * `before` shown under the page header: the app puts the way to the member's own notifications
 * there (app/routes/notices-page.tsx).
 */
export function NoticesView({ before }: { before?: ReactNode }) {
  const { t } = useLingui();
  const noticesQuery = useNotices();
  const notices = noticesQuery.data;
  const current = notices?.filter((n) => n.isCurrent) ?? [];
  const past = notices?.filter((n) => !n.isCurrent) ?? [];
  return (
    <div className="space-y-6">
      <PageHeader
        title={t`Notices`}
        description={t`Shipping schedules, holiday closures and market updates from IBC Japan. Pop-ups you have closed stay here to read again.`}
      />
      {before}
      <QueryState
        query={noticesQuery}
        loading={<Spinner label={t`Loading notices`} />}
        errorText={() => t`Notices could not be loaded. Please try again.`}
      >
        {() => (
          <>
            <section aria-labelledby="current-notices" className="space-y-2">
              <h2
                id="current-notices"
                className="text-sm font-semibold tracking-wide text-slate-500 uppercase"
              >
                <Trans>Current notices</Trans>
              </h2>
              {current.length === 0 && (
                <p className="text-sm text-slate-600">
                  <Trans>There are no current notices.</Trans>
                </p>
              )}
              {current.map((n, i) => (
                <NoticeItem key={n.id} notice={n} open={i === 0} />
              ))}
            </section>
            <section aria-labelledby="past-notices" className="space-y-2">
              <h2 id="past-notices" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
                <Trans>Past notices</Trans>
              </h2>
              {past.length === 0 && (
                <p className="text-sm text-slate-600">
                  <Trans>There are no past notices.</Trans>
                </p>
              )}
              {past.map((n) => (
                <NoticeItem key={n.id} notice={n} open={false} />
              ))}
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
