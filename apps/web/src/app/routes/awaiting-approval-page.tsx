import { useLingui } from '@lingui/react/macro';
import type { UnapprovedAccountStatus } from '@ibc/domain';
import { AccountReviewNotice } from '@/components/ui/account-review-notice';
import { PageHeader } from '@/components/ui/page-header';

/**
 * A page whose data is for approved companies (the watchlist, saved searches), opened by a member
 * whose company is waiting for review: where he stands instead of a list the API would refuse.
 */
export default function AwaitingApprovalPage({
  title,
  status,
}: {
  title: string | undefined;
  status: UnapprovedAccountStatus;
}) {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <PageHeader
        title={title ?? t`My account`}
        description={t`This page opens once the sales team has approved your account.`}
      />
      <AccountReviewNotice status={status} />
    </div>
  );
}
