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
  const announcements = useAdminAnnouncements();
  const data = announcements.data;
  return (
    <Page
      title="Announcements"
      description={
        data
          ? `Pop-ups members see when they open the site, and the notices they can read again. Live means today (${formatDay(data.today)}, Japan time) is within its dates.`
          : 'Pop-ups members see when they open the site, and the notices they can read again.'
      }
      actions={
        <Link to="/admin/announcements/new" className={buttonClasses('primary')}>
          <Plus aria-hidden className="size-4" /> New announcement
        </Link>
      }
    >
      <QueryTable
        query={announcements}
        rows="items"
        loadingClassName="h-48 w-full"
        empty={{ title: 'No announcements yet.', description: 'Create one with New announcement.' }}
        caption="Announcements"
        getRowId={(a) => String(a.id)}
        columns={[
          {
            id: 'title',
            header: 'Title',
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
            header: 'State',
            cell: (a) => <Badge tone={STATE_TONES[a.state]}>{STATE_LABELS[a.state]}</Badge>,
          },
          {
            id: 'dates',
            header: 'Dates',
            className: 'tabular whitespace-nowrap',
            cell: (a) => periodText(a),
          },
          {
            id: 'audience',
            header: 'Who sees it',
            className: 'whitespace-nowrap',
            cell: (a) => AUDIENCE_LABELS[a.audience],
          },
          {
            id: 'shownAs',
            header: 'Shown as',
            className: 'whitespace-nowrap',
            cell: (a) => (a.showAsPopup ? 'Pop-up and notice' : 'Notice only'),
          },
        ]}
      />
    </Page>
  );
}
