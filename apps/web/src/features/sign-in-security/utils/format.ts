// How the sign-in settings write dates and secrets.
import type { I18n } from '@lingui/core';
import { formatDate as formatInLanguage } from '@/lib/formats';

/** '20 Nov 2026' for an ISO instant. */
export const formatDate = (i18n: I18n, iso: string): string =>
  formatInLanguage(i18n, iso, { dateStyle: 'medium' });

/** '20 Nov 2026, 14:05' for an ISO instant. */
export const formatDateTime = (i18n: I18n, iso: string): string =>
  formatInLanguage(i18n, iso, { dateStyle: 'medium', timeStyle: 'short' });

/** 'JBSWY3DPEHPK3PXP' -> 'JBSW Y3DP EHPK 3PXP': a key typed by hand, read in groups of four. */
export const groupByFour = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;
