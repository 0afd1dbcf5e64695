import type { I18n } from '@lingui/core';
import { amountFromUnit, priceUnitOf, type VehicleStatus } from '@ibc/domain';
import type { BadgeTone } from '@/components/ui/badge';
import { formatDate as formatInLanguage, formatMoney } from '@/lib/formats';

// How the back office writes a vehicle's price, status and dates.

/** JPY prices are stored in thousands of yen (§9): 720 reads 'JPY 720,000'. Whole units, as tiles show. */
export function formatStockPrice(i18n: I18n, currency: string, basePrice: string): string {
  return formatMoney(i18n, currency, amountFromUnit(basePrice, priceUnitOf(currency)), 0);
}

export const STATUS_TONES: Readonly<Record<VehicleStatus, BadgeTone>> = {
  available: 'success',
  reserved: 'accent',
  sold: 'brand',
  withdrawn: 'neutral',
};

export const formatDate = (i18n: I18n, iso: string) => formatInLanguage(i18n, iso, { dateStyle: 'medium' });
export const formatDateTime = (i18n: I18n, iso: string) =>
  formatInLanguage(i18n, iso, { dateStyle: 'medium', timeStyle: 'short' });
