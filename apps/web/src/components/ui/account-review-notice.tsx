import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { HEAD_OFFICE, UNAPPROVED_ACCOUNT_NOTICES, type UnapprovedAccountStatus } from '@ibc/domain';

/**
 * Told to a signed-in member whose company the sales team has not approved: why there are no
 * prices, how long the review usually takes (the domain's words for each review status) and how to
 * reach the sales team (the head office's contact details, as the contact page shows them).
 */
export function AccountReviewNotice({ status }: { status: UnapprovedAccountStatus }) {
  const notice = UNAPPROVED_ACCOUNT_NOTICES[status];
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">{notice.title}</p>
        <p>{notice.message}</p>
        <p>
          Sales team:{' '}
          <a href={`mailto:${HEAD_OFFICE.salesEmail}`} className="font-semibold wrap-anywhere underline">
            {HEAD_OFFICE.salesEmail}
          </a>{' '}
          or{' '}
          <a
            href={`tel:${HEAD_OFFICE.phone.replace(/\s+/g, '')}`}
            className="font-semibold whitespace-nowrap underline"
          >
            {HEAD_OFFICE.phone}
          </a>
          .{' '}
          <Link to="/about/contact-us" className="font-semibold underline underline-offset-2">
            Contact our sales team
          </Link>
        </p>
      </div>
    </div>
  );
}
