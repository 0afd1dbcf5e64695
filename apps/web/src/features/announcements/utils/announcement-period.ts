import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnnouncementAudience, AnnouncementState } from '@ibc/domain';
import type { BadgeTone } from '@/components/ui/badge';
import { formatDate } from '@/lib/formats';

/** An announcement's date ('2026-11-01', a calendar date) as '1 Nov 2026'. */
export const formatDay = (i18n: I18n, iso: string) =>
  formatDate(
    i18n,
    `${iso}T00:00:00Z`,
    { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
    'en-NZ',
  );

/** '1 Nov 2026 – 5 Jan 2027', 'From 1 Nov 2026, no end date', 'Until 11 Jul 2025'. */
export function periodText(i18n: I18n, a: { startDate: string | null; endDate: string | null }): string {
  if (a.startDate && a.endDate) return `${formatDay(i18n, a.startDate)} – ${formatDay(i18n, a.endDate)}`;
  if (a.startDate) {
    const start = formatDay(i18n, a.startDate);
    return i18n._(msg`From ${start}, no end date`);
  }
  if (!a.endDate) return i18n._(msg`Always`);
  const end = formatDay(i18n, a.endDate);
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
