import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
export function periodText(i18n: I18n, a: { startDate: string | null; endDate: string | null }): string {
  if (a.startDate && a.endDate) return `${formatDay(a.startDate)} – ${formatDay(a.endDate)}`;
  if (a.startDate) {
    const start = formatDay(a.startDate);
    return i18n._(msg`From ${start}, no end date`);
  }
  if (!a.endDate) return i18n._(msg`Always`);
  const end = formatDay(a.endDate);
  return i18n._(msg`Until ${end}`);
}

export const STATE_LABELS: Readonly<Record<AnnouncementState, MessageDescriptor>> = {
  live: msg`Live`,
  scheduled: msg`Scheduled`,
  ended: msg`Ended`,
};
export const STATE_TONES: Readonly<Record<AnnouncementState, BadgeTone>> = {
  live: 'success',
  scheduled: 'brand',
  ended: 'neutral',
};

export const AUDIENCE_LABELS: Readonly<Record<AnnouncementAudience, MessageDescriptor>> = {
  everyone: msg`Everyone`,
  nz: msg`New Zealand members`,
};
