import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { canUseMemberFeature, isUnapproved, type MemberFeature } from '@ibc/domain';
import { currentUserQueryOptions } from '@/lib/current-user';
import { readText, type Text } from '@/lib/i18n';
import AwaitingApprovalPage from './routes/awaiting-approval-page';
import NotAvailablePage from './routes/not-available-page';
import { PageFallback } from './routes/page-fallback';
import { useSignedInAtNavigation } from './use-signed-in';

// Fetched with the pages it guards (route-pages.tsx), not with every page's first download.

/**
 * §6 for a signed-in user: a page whose menu entry only some dealers get (`feature`) shows the 'not
 * available for your account' page to the others, typed address or not; a page whose data is for
 * approved companies (`approvedOnly`) tells a member waiting for review so, and asks the API for
 * nothing it would refuse. Visitors pass: the page's access (SignInGuard) decides for them.
 */
export function MemberAccessGuard({
  feature,
  approvedOnly,
  title,
  children,
}: {
  feature: MemberFeature | undefined;
  approvedOnly: boolean;
  title: Text | undefined;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const signedIn = useSignedInAtNavigation();
  const user = useQuery({ ...currentUserQueryOptions(), enabled: signedIn });
  if (!signedIn) return children;
  // The user could not be loaded: the page's own requests tell the truth (as usePriceAccess).
  if (!user.data) return user.isError ? children : <PageFallback />;
  const status = user.data.accountStatus;
  if (feature && !canUseMemberFeature(feature, user.data)) return <NotAvailablePage />;
  if (approvedOnly && isUnapproved(status))
    return <AwaitingApprovalPage title={title && readText(i18n, title)} status={status} />;
  return children;
}
