import { Trans } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { NoticesView } from '@/features/announcements/routes/notices-page';

/**
 * /my-account/notices: the sales team's announcements. The member's own notifications (the bell's)
 * have their own page; this one says where, and asks the API for nothing of them.
 */
export default function NoticesPage() {
  return (
    <NoticesView
      before={
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Bell aria-hidden className="size-4 shrink-0 text-slate-400" />
          <span>
            <Trans>
              Answers to your offers and news of your purchases are on{' '}
              <Link to="/my-account/notifications" className="font-semibold text-brand-700 hover:underline">
                your notifications page
              </Link>
              .
            </Trans>
          </span>
        </p>
      }
    />
  );
}
