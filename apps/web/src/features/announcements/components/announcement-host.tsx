import { comparePopupOrder, shouldShowAnnouncement, type AnnouncementDto } from '@ibc/domain';
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { isSignedIn } from '@/lib/session';
import { useCurrentAnnouncements } from '../api/get-current-announcements';
import { markSeenToday, readLastSeen } from '../utils/last-seen';

// The pop-up (a Radix dialog) is fetched only when one is due, not with every page.
const AnnouncementDialog = lazy(() =>
  import('./announcement-dialog').then((m) => ({ default: m.AnnouncementDialog })),
);

/**
 * §2 "The announcement pop-up is always present". Mounted by both layouts. Shows one due
 * announcement at a time (§4 rule: not past its end date, not seen today, audience allowed), the one
 * ending soonest first; closing stores today's date under its key and the next due one follows.
 */
export function AnnouncementHost() {
  const signedIn = isSignedIn();
  const { data: announcements } = useCurrentAnnouncements(signedIn ? 'member' : 'visitor');
  const { data: user } = useCurrentUser();
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  // Members' 'nz' pop-ups wait for the member's country; everyone's show at once.
  const viewer = signedIn ? (user ? { countryId: user.countryId } : null) : null;
  const now = new Date();
  const due = (announcements ?? [])
    .filter(
      (a: AnnouncementDto) =>
        a.showAsPopup &&
        !closed.has(a.id) &&
        shouldShowAnnouncement(a, now, readLastSeen(a.storageKey), viewer),
    )
    .sort(comparePopupOrder)[0];
  if (!due) return null;

  const close = () => {
    markSeenToday(due.storageKey);
    setClosed((ids) => new Set(ids).add(due.id));
  };
  return (
    <Suspense fallback={null}>
      <AnnouncementDialog key={due.id} announcement={due} onClose={close} />
    </Suspense>
  );
}
