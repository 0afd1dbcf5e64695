import type { I18n } from '@lingui/core';
import { formatDate as formatInLanguage } from '@/lib/formats';

/** '20 Nov 2026' for an ISO instant. */
export const formatDate = (i18n: I18n, iso: string): string =>
  formatInLanguage(i18n, iso, { dateStyle: 'medium' });

/** '88.500000' -> '88.50': yen per unit as the member's SELECT ACCOUNT line shows it (two decimals at least). */
export function formatRate(jpyPerUnit: string): string {
  const [whole = '0', fraction = ''] = jpyPerUnit.split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}
