import { amountFromUnit, formatPriceText, priceUnitOf, type VehicleStatus } from '@ibc/domain';
import type { BadgeTone } from '@/components/ui/badge';

// How the back office writes a vehicle's price, status and dates.

/** JPY prices are stored in thousands of yen (§9): 720 reads 'JPY 720,000'. */
export function formatStockPrice(currency: string, basePrice: string): string {
  return formatPriceText(currency, amountFromUnit(basePrice, priceUnitOf(currency)));
}

export const STATUS_TONES: Readonly<Record<VehicleStatus, BadgeTone>> = {
  available: 'success',
  reserved: 'accent',
  sold: 'brand',
  withdrawn: 'neutral',
};

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
