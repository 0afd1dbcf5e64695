import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { HEAD_OFFICE, type UnapprovedAccountStatus } from '@ibc/domain';

/** The domain's notice of each review status (UNAPPROVED_ACCOUNT_NOTICES), as messages. */
const NOTICES: Readonly<
  Record<UnapprovedAccountStatus, { title: MessageDescriptor; message: MessageDescriptor }>
> = {
  pending: {
    title: msg`Your account is being reviewed`,
    message: msg`Your account is waiting for approval by our sales team, usually within one business day (Monday to Friday, Japan time). Until then you can browse the stock without prices.`,
  },
  rejected: {
    title: msg`Your account was not approved`,
    message: msg`Your account application was not approved. Please contact our sales team if you think this is a mistake.`,
  },
};

/**
 * Told to a signed-in member whose company the sales team has not approved: why there are no
 * prices, how long the review usually takes (the domain's words for each review status) and how to
 * reach the sales team (the head office's contact details, as the contact page shows them).
 */
export function AccountReviewNotice({ status }: { status: UnapprovedAccountStatus }) {
  const { i18n } = useLingui();
  const notice = NOTICES[status];
  const { salesEmail, phone } = HEAD_OFFICE;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">{i18n._(notice.title)}</p>
        <p>{i18n._(notice.message)}</p>
        <p>
          <Trans>
            Sales team:{' '}
            <a href={`mailto:${salesEmail}`} className="font-semibold wrap-anywhere underline">
              {salesEmail}
            </a>{' '}
            or{' '}
            <a
              href={`tel:${phone.replace(/\s+/g, '')}`}
              className="font-semibold whitespace-nowrap underline"
            >
              <bdi>{phone}</bdi>
            </a>
            .
          </Trans>{' '}
          <Link to="/about/contact-us" className="font-semibold underline underline-offset-2">
            <Trans>Contact our sales team</Trans>
          </Link>
        </p>
      </div>
    </div>
  );
}
