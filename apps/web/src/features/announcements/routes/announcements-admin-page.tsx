import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Page } from '@/components/ui/page-header';
import { QueryTable } from '@/components/ui/query-table';
import { useAdminAnnouncements } from '../api/admin-announcements';
import {
  AUDIENCE_LABELS,
  formatDay,
  periodText,
  STATE_LABELS,
  STATE_TONES,
} from '../utils/announcement-period';

/** /admin/announcements: the pop-ups and notices of spec §4, and which are live today. */
export default function AnnouncementsAdminPage() {
  const { t, i18n } = useLingui();
  const announcements = useAdminAnnouncements();
  const data = announcements.data;
  const today = data ? formatDay(i18n, data.today) : '';
  return (
    <Page
      title={t`Announcements`}
      description={
        data
          ? t`Pop-ups members see when they open the site, and the notices they can read again. Live means today (${today}, Japan time) is within its dates.`
          : t`Pop-ups members see when they open the site, and the notices they can read again.`
      }
      actions={
        <Link to="/admin/announcements/new" className={buttonClasses('primary')}>
          <Plus aria-hidden className="size-4" /> <Trans>New announcement</Trans>
        </Link>
      }
    >
      <QueryTable
        query={announcements}
        rows="items"
        loadingClassName="h-48 w-full"
        empty={{ title: t`No announcements yet.`, description: t`Create one with New announcement.` }}
        caption={t`Announcements`}
        getRowId={(a) => String(a.id)}
        columns={[
          {
            id: 'title',
            header: t`Title`,
            className: 'min-w-60',
            cell: (a) => (
              <Link
                to={`/admin/announcements/${a.id}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {a.title}
              </Link>
            ),
          },
          {
            id: 'state',
            header: t`State`,
            cell: (a) => <Badge tone={STATE_TONES[a.state]}>{i18n._(STATE_LABELS[a.state])}</Badge>,
          },
          {
            id: 'dates',
            header: t`Dates`,
            className: 'tabular whitespace-nowrap',
            cell: (a) => periodText(i18n, a),
          },
          {
            id: 'audience',
            header: t`Who sees it`,
            className: 'whitespace-nowrap',
            cell: (a) => i18n._(AUDIENCE_LABELS[a.audience]),
          },
          {
            id: 'shownAs',
            header: t`Shown as`,
            className: 'whitespace-nowrap',
            cell: (a) => (a.showAsPopup ? t`Pop-up and notice` : t`Notice only`),
          },
        ]}
      />
    </Page>
  );
}
