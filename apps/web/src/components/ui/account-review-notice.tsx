import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '@ibc/domain';

/**
 * Told to a signed-in member whose company the sales team has not approved (issue 10, finding 7):
 * why there are no prices, and what happens next.
 */
export function AccountReviewNotice({ status }: { status: 'pending' | 'rejected' }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">
          {status === 'pending' ? 'Your account is being reviewed' : 'Your account was not approved'}
        </p>
        <p>{status === 'pending' ? ACCOUNT_MESSAGES.accountPending : ACCOUNT_MESSAGES.accountRejected}</p>
        <p>
          <Link to="/about/contact-us" className="font-semibold underline underline-offset-2">
            Contact our sales team
          </Link>
        </p>
      </div>
    </div>
  );
}
