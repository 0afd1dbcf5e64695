import type { AnnouncementAudience, AnnouncementState } from '@ibc/domain';
import type { BadgeTone } from '@/components/ui/badge';

const dateFormat = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
export const formatDay = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

/** 'Nov 1, 2026 – Jan 5, 2027', 'From Nov 1, 2026', 'Until Jul 11, 2025'. */
export function periodText(a: { startDate: string | null; endDate: string | null }): string {
  if (a.startDate && a.endDate) return `${formatDay(a.startDate)} – ${formatDay(a.endDate)}`;
  if (a.startDate) return `From ${formatDay(a.startDate)}, no end date`;
  return a.endDate ? `Until ${formatDay(a.endDate)}` : 'Always';
}

export const STATE_LABELS: Readonly<Record<AnnouncementState, string>> = {
  live: 'Live',
  scheduled: 'Scheduled',
  ended: 'Ended',
};
export const STATE_TONES: Readonly<Record<AnnouncementState, BadgeTone>> = {
  live: 'success',
  scheduled: 'brand',
  ended: 'neutral',
};

export const AUDIENCE_LABELS: Readonly<Record<AnnouncementAudience, string>> = {
  everyone: 'Everyone',
  nz: 'New Zealand members',
};
