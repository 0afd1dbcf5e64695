import type { I18n } from '@lingui/core';
import { formatDate as formatInLanguage } from '@/lib/formats';

/** '20 Nov 2026' for an ISO instant. */
export const formatDate = (i18n: I18n, iso: string): string =>
  formatInLanguage(i18n, iso, { dateStyle: 'medium' });
