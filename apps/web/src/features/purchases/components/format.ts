import type { I18n } from '@lingui/core';
import { businessDate } from '@ibc/domain';
import { formatDay } from '@/lib/formats';

/**
 * A purchase's dates are business dates, the exporter's dates in Japan: an instant is shown as its
 * Japan date ('2 Dec 2026') wherever the reader is, and a 'YYYY-MM-DD' business date as it is.
 */
export const formatBusinessDate = (i18n: I18n, isoOrDate: string) =>
  formatDay(i18n, isoOrDate.length === 10 ? isoOrDate : businessDate(new Date(isoOrDate)));
