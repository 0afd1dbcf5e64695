import type { I18n } from '@lingui/core';
import { Link } from 'react-router';
import type { DataColumn } from '@/components/ui/data-table';
import { VehiclePhotoRow } from '@/components/ui/vehicle-photo-row';
import { formatMoney } from '@/lib/formats';
import { formatBusinessDate } from './format';

type Priced = { currency: string; agreedAmount: string; terms: string };

type Bought = { id: number; vehicle: { name: string; chassis: string; photoUrl: string } };

/**
 * The vehicle bought: its name opening the purchase at `path` (the member's or the back office's),
 * its chassis under it, and its photo where the list has room for one. `header`: the column's name
 * in the reader's language ("Vehicle").
 */
export function vehicleColumn<P extends Bought>(
  path: string,
  { photo = false, header }: { photo?: boolean; header: string },
): DataColumn<P> {
  const name = (purchase: P) => (
    <>
      <Link to={`${path}/${purchase.id}`} className="font-semibold text-brand-700 hover:underline">
        {purchase.vehicle.name}
      </Link>
      <p className="text-xs text-slate-500">
        <bdi>{purchase.vehicle.chassis}</bdi>
      </p>
    </>
  );
  return {
    id: 'vehicle',
    header,
    cell: photo
      ? (purchase) => (
          <VehiclePhotoRow photoUrl={purchase.vehicle.photoUrl} className="min-w-52 items-center">
            {name(purchase)}
          </VehiclePhotoRow>
        )
      : name,
  };
}

/**
 * The agreed price and terms, as the member's and the back office's purchase lists both show it.
 * `header`: the column's name in the reader's language ("Agreed price").
 */
export function agreedPriceColumn<P extends Priced>(i18n: I18n, header: string): DataColumn<P> {
  return {
    id: 'price',
    header,
    align: 'end',
    className: 'whitespace-nowrap tabular-nums',
    cell: (purchase) => (
      <>
        {formatMoney(i18n, purchase.currency, purchase.agreedAmount)} {purchase.terms}
      </>
    ),
  };
}

/** The day of the sale: "Bought" to the member, "Sold" to the back office. */
export function purchasedOnColumn<P extends { purchasedOn: string }>(
  i18n: I18n,
  header: string,
): DataColumn<P> {
  return {
    id: 'purchasedOn',
    header,
    className: 'whitespace-nowrap',
    cell: (purchase) => formatBusinessDate(i18n, purchase.purchasedOn),
  };
}
